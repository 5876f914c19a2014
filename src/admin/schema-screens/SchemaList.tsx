import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import Button from '@mui/material/Button';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate, useTranslate, type RaRecord } from 'react-admin';
import type { EntitySchema } from '@schema/types.js';
import { rowName, schemaSubject } from '../audit/audit-subjects.js';
import { HistoryDialog } from '../audit/HistoryDialog.js';
import { DeleteConfirm } from './DeleteConfirm.js';
import { DeclaredFilters } from '../primitives/DeclaredFilters.js';
import { ListFrame } from '../primitives/ListFrame.js';
import { ListTable } from './ListTable.js';
import { SchemaFormDialog } from './SchemaFormDialog.js';
import { useLang } from '../i18n/useLang.js';
import { useCan } from '../session/useCan.js';
import { useSchemaListController } from './useSchemaListController.js';
import { schemaFilterDeclarations } from './schema-filters.js';
import { searchedFieldLabels } from './search-hint.js';

/** What the modal form shows: nothing, a blank form, or a row to edit. */
type FormState = { open: false } | { open: true; row?: RaRecord };

/**
 * The list screen of any schema: heading, search, Add and Trash, the declared filters
 * (x-resource.list.filters, in the URL), the table with Edit, History
 * and Delete, paging; the create/edit modal, the history and the delete confirmation. Buttons
 * follow the user's permissions (the server is the guard): Trash goes with Delete.
 */
export function SchemaList({ schema }: { schema: EntitySchema }) {
  const { route, text, detailRoute } = schema.resource;
  const navigate = useNavigate();
  const lang = useLang();
  const translate = useTranslate();
  const { add, delete: remove } = schema.resource.permissions;
  // A schema without a delete permission has no Delete (useCan alone grants an absent permission).
  const can = { add: useCan(add) && add !== undefined, remove: useCan(remove) && remove !== undefined };
  const { list, frame, filters } = useSchemaListController(schema);
  const declarations = schemaFilterDeclarations(schema);
  const [form, setForm] = useState<FormState>({ open: false });
  const [toDelete, setToDelete] = useState<RaRecord | undefined>();
  const [history, setHistory] = useState<RaRecord | undefined>();
  const subject = useMemo(() => schemaSubject(schema, lang, translate), [schema, lang, translate]);
  // Stable, so the memoised table is not drawn again when only react-admin's state moved.
  const edit = useCallback((row: RaRecord) => setForm({ open: true, row }), []);
  const view = useCallback((row: RaRecord) => navigate(`/${detailRoute}/${row.id}`), [navigate, detailRoute]);

  return (
    <>
      <ListFrame
        title={text[lang].many}
        {...frame}
        searchHint={translate('list.searchIn', { fields: searchedFieldLabels(schema, lang).join(', ') })}
        onAdd={can.add ? () => setForm({ open: true }) : undefined}
        filters={
          declarations.length > 0 && (
            <DeclaredFilters declarations={declarations} values={filters.values} onChange={filters.setFilters} />
          )
        }
        actions={
          can.remove && (
            <Button variant="outlined" startIcon={<DeleteSweepIcon />} onClick={() => navigate(`/${route}/trash`)}>
              {translate('trash.open')}
            </Button>
          )
        }
      >
        <ListTable
          schema={schema}
          lang={lang}
          rows={list.data}
          loaded={!list.isPending}
          sort={list.sort}
          setSort={list.setSort}
          onEdit={can.add ? edit : undefined}
          onDelete={can.remove ? setToDelete : undefined}
          onView={detailRoute ? view : undefined}
          onHistory={setHistory}
        />
      </ListFrame>
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
      {history && (
        <HistoryDialog
          subject={subject}
          entityId={history.id}
          name={rowName(schema, history)}
          onClose={() => setHistory(undefined)}
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
    </>
  );
}
