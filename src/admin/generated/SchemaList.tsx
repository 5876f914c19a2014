import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { useListController, useNavigate, usePermissions, useTranslate, type RaRecord } from 'react-admin';
import type { EntitySchema } from '../../schema/types.js';
import { ListPagination } from './ListPagination.js';
import { ListTable } from './ListTable.js';
import { SchemaFormDialog } from './SchemaFormDialog.js';
import { DeleteConfirm } from './DeleteConfirm.js';
import { useLang } from './useLang.js';
import { SearchBox } from './SearchBox.js';

/** What the modal form shows: nothing, a blank form, or a row to edit. */
type FormState = { open: false } | { open: true; row?: RaRecord };

function useCan(schema: EntitySchema) {
  const { permissions } = usePermissions<string[]>();
  const has = (name: string) => Array.isArray(permissions) && permissions.includes(name);
  return { add: has(schema.resource.permissions.add), remove: has(schema.resource.permissions.delete) };
}

/**
 * The list screen of any schema: heading, search, Add, the table with Edit and Delete,
 * paging; the create/edit modal and the delete confirmation. Buttons follow the user's
 * permissions (the server is the guard).
 */
export function SchemaList({ schema }: { schema: EntitySchema }) {
  const { route, paging, list: listAnnotation, text, detailRoute } = schema.resource;
  const navigate = useNavigate();
  const lang = useLang();
  const translate = useTranslate();
  const can = useCan(schema);
  const list = useListController({
    resource: route,
    perPage: paging.defaultSize,
    sort: listAnnotation.sort,
    disableSyncWithLocation: true,
    storeKey: false,
    debounce: 0,
  });
  const { setFilters } = list;
  const applySearch = useCallback((q: string) => setFilters(q ? { q } : {}, undefined), [setFilters]);
  const [form, setForm] = useState<FormState>({ open: false });
  const [toDelete, setToDelete] = useState<RaRecord | undefined>();

  return (
    <Box sx={{ py: 2 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>{text[lang].many}</Typography>
      <Card>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', p: 2 }}>
          <SearchBox onSearch={applySearch} />
          {can.add && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setForm({ open: true })}>
              {translate('list.add')}
            </Button>
          )}
        </Box>
        {list.isFetching ? <LinearProgress aria-hidden /> : <Box sx={{ height: 4 }} />}
        <Box sx={{ overflowX: 'auto' }}>
          <ListTable
            schema={schema}
            lang={lang}
            rows={list.data}
            loaded={!list.isPending}
            sort={list.sort}
            setSort={list.setSort}
            onEdit={can.add ? (row) => setForm({ open: true, row }) : undefined}
            onDelete={can.remove ? setToDelete : undefined}
            onView={detailRoute ? (row) => navigate(`/${detailRoute}/${row.id}`) : undefined}
          />
        </Box>
        <ListPagination page={list.page} perPage={list.perPage} total={list.total ?? 0} setPage={list.setPage} />
      </Card>
      {form.open && (
        <SchemaFormDialog
          schema={schema}
          row={form.row}
          onClose={() => setForm({ open: false })}
          onSaved={() => {
            setForm({ open: false });
            list.refetch();
          }}
        />
      )}
      <DeleteConfirm
        schema={schema}
        row={toDelete}
        onClose={() => setToDelete(undefined)}
        onDeleted={() => {
          setToDelete(undefined);
          list.refetch();
        }}
      />
    </Box>
  );
}
