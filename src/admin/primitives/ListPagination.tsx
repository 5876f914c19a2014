import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { canGoToPage, pageRange, pageWindow } from '@domain/paging.js';
import { useFormat } from '@admin/i18n';

interface Props {
  page: number;
  perPage: number;
  total: number;
  setPage: (page: number) => void;
}

/** "Showing X to Y of N results", Previous, numbered pages, Next (paging maths from src/domain). */
export function ListPagination({ page, perPage, total, setPage }: Props) {
  const translate = useTranslate();
  const { number } = useFormat();
  const range = pageRange(page, perPage, total);
  const go = (target: number) => {
    if (target !== page && canGoToPage(target, total, perPage)) setPage(target);
  };
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, p: 2 }}
    >
      <Typography variant="body2" color="text.secondary">
        {/* The count picks the plural form; the figures read in the UI language ('10,000', '10 000'). */}
        {translate('list.showing', {
          from: number(range.from),
          to: number(range.to),
          total: number(range.total),
          smart_count: range.total,
        })}
      </Typography>
      <Box component="nav" aria-label={translate('list.pagination')} sx={{ display: 'flex', gap: 0.5 }}>
        <Button size="small" disabled={page <= 1} onClick={() => go(page - 1)}>
          {translate('list.previous')}
        </Button>
        {pageWindow(page, range.totalPages).map((n) => (
          <Button
            key={n}
            size="small"
            variant={n === page ? 'contained' : 'text'}
            aria-label={translate('list.page', { page: n })}
            aria-current={n === page ? 'page' : undefined}
            onClick={() => go(n)}
            sx={{ minWidth: 36 }}
          >
            {n}
          </Button>
        ))}
        <Button size="small" disabled={page >= range.totalPages} onClick={() => go(page + 1)}>
          {translate('list.next')}
        </Button>
      </Box>
    </Box>
  );
}
