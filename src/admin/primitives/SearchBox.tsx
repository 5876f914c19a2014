import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { useSearchText } from './useSearchText.js';

/**
 * The lists' search box (textbox "Search"): calls `onSearch` 300 ms after typing stops when
 * the text has at least 3 characters or is empty, and at once on Enter (useSearchText). A
 * `hint` says what it looks in: the placeholder and the tooltip (also the accessible description).
 */
export function SearchBox({
  onSearch,
  value = '',
  hint,
}: {
  onSearch: (text: string) => void;
  /** The search applied to the list (from its URL). */
  value?: string;
  hint?: string;
}) {
  const translate = useTranslate();
  const search = useSearchText(onSearch, undefined, value);
  return (
    <TextField
      size="small"
      fullWidth={false}
      sx={{ flex: '1 1 220px', maxWidth: 360, my: 0 }}
      label={translate('list.search')}
      placeholder={hint}
      title={hint}
      value={search.text}
      onChange={(e) => search.onChange(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          search.onEnter();
        }
      }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
