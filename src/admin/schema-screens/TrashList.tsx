import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { useMemo, useState } from 'react';
import { useDataProvider, useNavigate, useTranslate, type RaRecord } from 'react-admin';
import type { EntitySchema } from '@schema/types.js';
import { rowName, schemaSubject } from '../audit/audit-subjects.js';
import { HistoryDialog } from '../audit/HistoryDialog.js';
import type { SchemaDataProvider } from '../data-provider.js';
import { ActionConfirm } from '../primitives/ActionConfirm.js';
import { CellValue } from './cells.js';
import { ListFrame } from '../primitives/ListFrame.js';
import { ListTable, type ExtraColumn } from './ListTable.js';
import { useLang } from '../i18n/useLang.js';
import { useSchemaListController } from './useSchemaListController.js';

/** What the data provider reads to ask `{api}/trash` instead of the list. */
const TRASH = { trash: true };

/**
 * The trash of a schema resource at `/{route}/trash` (for users holding its delete
 * permission): the deleted rows, newest deleted first, with the list's columns, search and
 * paging, when each was deleted, and Restore (confirmation, toast; the row is back in the
 * list) and History per row.
 */
export function TrashList({ schema }: { schema: EntitySchema }) {
  const { route, text } = schema.resource;
  const navigate = useNavigate();
  const lang = useLang();
  const translate = useTranslate();
  const dataProvider = useDataProvider<SchemaDataProvider>();
  const { list, frame } = useSchemaListController(schema, TRASH);
  const [toRestore, setToRestore] = useState<RaRecord | undefined>();
  const [history, setHistory] = useState<RaRecord | undefined>();
  const subject = useMemo(() => schemaSubject(schema, lang, translate), [schema, lang, translate]);
  const deleted: ExtraColumn = {
    key: 'deletedDate',
    label: translate('trash.deletedDate'),
    render: (row) => (
      <CellValue column={{ field: 'deletedDate', format: 'datetime' }} value={row.deletedDate} lang={lang} />
    ),
  };
  const one = text[lang].one;
  // "Payment account restored successfully!", like the other toasts of the resource (resourceMessage).
  const sentenceOne = one.charAt(0).toUpperCase() + one.slice(1).toLowerCase();

  return (
    <>
      <ListFrame
        title={translate('trash.title', { name: text[lang].many })}
        {...frame}
        actions={
          <Button variant="outlined" startIcon={<ArrowBackIcon />} onClick={() => navigate(`/${route}`)}>
            {translate('trash.back', { name: text[lang].many })}
          </Button>
        }
      >
        <ListTable
          schema={schema}
          lang={lang}
          rows={list.data}
          loaded={!list.isPending}
          sort={list.sort}
          extraColumns={[deleted]}
          onRestore={setToRestore}
          onHistory={setHistory}
        />
      </ListFrame>
      {history && (
        <HistoryDialog
          subject={subject}
          entityId={history.id}
          name={rowName(schema, history)}
          onClose={() => setHistory(undefined)}
        />
      )}
      <ActionConfirm
        open={Boolean(toRestore)}
        title="trash.restoreTitle"
        content="trash.restoreText"
        confirm="trash.restore"
        confirmColor="primary"
        translateOptions={{ name: toRestore ? rowName(schema, toRestore) : '', one, many: text[lang].many }}
        run={() => dataProvider.restore(route, { id: toRestore!.id })}
        success={translate('trash.restored', { one: sentenceOne })}
        failure={translate('trash.restoreFailed', { one: one.toLowerCase() })}
        onClose={() => setToRestore(undefined)}
        onDone={() => {
          setToRestore(undefined);
          list.refetch();
        }}
      />
    </>
  );
}
