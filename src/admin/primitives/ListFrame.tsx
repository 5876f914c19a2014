import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { CardsOnPhone } from './CardsOnPhone.js';
import { ColumnChooser } from './ColumnChooser.js';
import { ExportButton, type ExportTarget } from './ExportButton.js';
import { ListPagination } from './ListPagination.js';
import { SearchBox } from './SearchBox.js';
import type { ColumnChoice } from './useColumnChoice.js';

interface Props {
  title: string;
  /** Shown only when given (the user may add). */
  onAdd?: () => void;
  /** The Add button's text (an i18n key or a text), e.g. "New request"; "Add" by default. */
  addLabel?: string;
  /** The search box (300 ms, ≥ 3 characters); none when not given. */
  onSearch?: (text: string) => void;
  /** The search applied (from the URL), shown in the box. */
  search?: string;
  /** What the search looks in ("Search in: reference, agency, city…"): the box's placeholder and tooltip. */
  searchHint?: string;
  /** More toolbar buttons, after Add (e.g. Trash, Back to the list). */
  actions?: ReactNode;
  /** The list's CSV export with its current search and filters: an Export button first in the toolbar. */
  exportTo?: ExportTarget;
  /** The columns the user chose (useColumnChoice): a Columns button after Export to show or hide them. */
  columns?: ColumnChoice;
  /** A filter bar under the toolbar (ListFilters). */
  filters?: ReactNode;
  loading: boolean;
  page: number;
  perPage: number;
  total: number;
  setPage: (page: number) => void;
  children: ReactNode;
}

/**
 * The frame of every list, schema or bespoke: heading, search, Export (CSV), Columns (the ones the user shows), Add and other
 * toolbar buttons, filters, a progress line while loading, the table, paging. On a phone the table's
 * rows show as cards, their actions in sight (list-cards.ts), and the filters fold behind a
 * button (ListFilters); wider, a table wider than the window scrolls inside its card.
 */
export function ListFrame({
  title,
  onAdd,
  addLabel = 'list.add',
  onSearch,
  search,
  searchHint,
  actions,
  exportTo,
  columns,
  filters,
  loading,
  page,
  perPage,
  total,
  setPage,
  children,
}: Props) {
  const translate = useTranslate();
  return (
    <Box sx={{ py: 2, minWidth: 0 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Card>
        {(onSearch || onAdd || actions || exportTo || columns) && (
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 2,
              alignItems: 'center',
              justifyContent: 'space-between',
              p: 2,
            }}
          >
            {onSearch ? <SearchBox onSearch={onSearch} value={search} hint={searchHint} /> : <span />}
            {(onAdd || actions || exportTo || columns) && (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                {exportTo && <ExportButton target={exportTo} />}
                {columns && <ColumnChooser choice={columns} />}
                {actions}
                {onAdd && (
                  <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd}>
                    {translate(addLabel, { _: addLabel })}
                  </Button>
                )}
              </Box>
            )}
          </Box>
        )}
        {filters && <Box sx={{ p: 2, pt: onSearch || onAdd || actions || exportTo || columns ? 0 : 2 }}>{filters}</Box>}
        {loading ? <LinearProgress aria-hidden /> : <Box sx={{ height: 4 }} />}
        <CardsOnPhone>{children}</CardsOnPhone>
        <ListPagination page={page} perPage={perPage} total={total} setPage={setPage} />
      </Card>
    </Box>
  );
}
