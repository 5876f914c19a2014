import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useDataProvider, useNavigate, useTranslate, type RaRecord } from 'react-admin';
import { agreement, definiteNoun } from '@schema/nouns.js';
import type { EntitySchema, Lang } from '@schema/types.js';
import { rowName, schemaSubject } from '../audit/audit-subjects.js';
import { HistoryDialog } from '../audit/HistoryDialog.js';
import type { SchemaDataProvider } from '../data-provider.js';
import { ActionConfirm } from '../primitives/ActionConfirm.js';
import { formatsFor } from '../i18n/format.js';
import { ListFrame } from '../primitives/ListFrame.js';
import { ListTable, type ExtraColumn } from './ListTable.js';
import { useLang } from '../i18n/useLang.js';
import { useSchemaListController } from './useSchemaListController.js';

/** What the data provider reads to ask `{api}/trash` instead of the list. */
const TRASH = { trash: true };

/**
 * The list's columns but its Active/Inactive chips: a row in the trash is neither, it is
 * deleted (the Status column says so).
 */
function trashSchema(schema: EntitySchema): EntitySchema {
  const list = schema.resource.list;
  const columns = list.columns.filter((c) => c.format !== 'active');
  return { ...schema, resource: { ...schema.resource, list: { ...list, columns } } };
}

/** "Deleted" (fr agreeing with the entity: "Supprimée"), then when and by whom. */
function DeletedCell({ row, schema, lang }: { row: RaRecord; schema: EntitySchema; lang: Lang }) {
  const translate = useTranslate();
  const by = typeof row.deletedBy === 'string' && row.deletedBy ? row.deletedBy : undefined;
  const when = formatsFor(lang).dateTime(row.deletedDate as string | undefined);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Chip
        size="small"
        color="error"
        variant="outlined"
        label={translate('trash.deleted', { e: agreement(schema.resource.text[lang], lang) })}
      />
      <Typography variant="body2" color="text.secondary" component="span">
        {by ? translate('trash.deletedOnBy', { when, name: by }) : when}
      </Typography>
    </Box>
  );
}

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
  const shown = useMemo(() => trashSchema(schema), [schema]);
  const [toRestore, setToRestore] = useState<RaRecord | undefined>();
  const [history, setHistory] = useState<RaRecord | undefined>();
  const subject = useMemo(() => schemaSubject(schema, lang, translate), [schema, lang, translate]);
  const deleted: ExtraColumn = {
    key: 'deletedDate',
    label: translate('trash.status'),
    render: (row) => <DeletedCell row={row} schema={schema} lang={lang} />,
  };
  const one = text[lang].one;
  // "Payment account restored successfully!", like the other toasts of the resource (resourceMessage).
  const sentenceOne = one.charAt(0).toUpperCase() + one.slice(1).toLowerCase();
  const e = agreement(text[lang], lang);
  const the = definiteNoun(text[lang], lang);

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
          schema={shown}
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
        title={the ? 'trash.restoreTitleOf' : 'trash.restoreTitle'}
        content="trash.restoreText"
        confirm="trash.restore"
        confirmColor="primary"
        translateOptions={{ name: toRestore ? rowName(schema, toRestore) : '', the, one, many: text[lang].many }}
        run={() => dataProvider.restore(route, { id: toRestore!.id })}
        success={translate('trash.restored', { one: sentenceOne, e })}
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
