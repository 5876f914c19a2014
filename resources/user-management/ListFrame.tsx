import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { ListPagination } from '../../src/admin/generated/ListPagination';
import { SearchBox } from '../../src/admin/generated/SearchBox';

interface Props {
  title: string;
  /** Shown only when given (the user may add). */
  onAdd?: () => void;
  onSearch: (text: string) => void;
  loading: boolean;
  page: number;
  perPage: number;
  total: number;
  setPage: (page: number) => void;
  children: ReactNode;
}

/** The frame of the generated lists for a bespoke one: heading, search (300 ms, ≥ 3 characters), Add, table, paging. */
export function ListFrame({ title, onAdd, onSearch, loading, page, perPage, total, setPage, children }: Props) {
  const translate = useTranslate();
  return (
    <Box sx={{ py: 2 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>{title}</Typography>
      <Card>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', p: 2 }}>
          <SearchBox onSearch={onSearch} />
          {onAdd && <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd}>{translate('list.add')}</Button>}
        </Box>
        {loading ? <LinearProgress aria-hidden /> : <Box sx={{ height: 4 }} />}
        <Box sx={{ overflowX: 'auto' }}>{children}</Box>
        <ListPagination page={page} perPage={perPage} total={total} setPage={setPage} />
      </Card>
    </Box>
  );
}
