import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { useSearchText } from './useSearchText.js';

/**
 * The lists' search box (textbox "Search"): calls `onSearch` 300 ms after typing stops when
 * the text has at least 3 characters or is empty, and at once on Enter (useSearchText).
 */
export function SearchBox({ onSearch }: { onSearch: (text: string) => void }) {
  const translate = useTranslate();
  const search = useSearchText(onSearch);
  return (
    <TextField
      size="small"
      fullWidth={false}
      sx={{ flex: '0 1 360px', my: 0 }}
      label={translate('list.search')}
      value={search.text}
      onChange={(e) => search.onChange(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          search.onEnter();
        }
      }}
      slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
    />
  );
}
