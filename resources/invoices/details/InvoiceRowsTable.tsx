import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFormat } from '@admin/i18n';
import { CardsOnPhone, DeleteRowConfirm, RowActions } from '@admin/primitives';
import { RichTextView } from '@admin/schema-screens/detail/RichTextView';
import { ManualRowEditor, RowEditorButtons } from './ManualRowEditor';
import type { EditorRow, InvoiceEditor, Service } from './useInvoiceEditor';

const COLUMNS = ['index', 'service', 'description', 'quantity', 'fee', 'taxRate', 'subtotal', 'action'] as const;
const RIGHT: ReadonlySet<string> = new Set(['quantity', 'fee', 'taxRate', 'subtotal', 'action']);

/**
 * The invoice's rows (§2.3): numbered from 1; system rows read-only; a manual row edited in place
 * (one at a time: Save row checks it, Cancel restores it) or removed after the confirmation (with
 * Finance.Invoices.Delete); under the table the add-row line. Locked or read-only: rows only.
 */
export function InvoiceRowsTable({
  editor,
  services,
  canDelete,
}: {
  editor: InvoiceEditor;
  services: readonly Service[];
  canDelete: boolean;
}) {
  const translate = useTranslate();
  const f = useFormat();
  const t = (key: string, args?: Record<string, unknown>) => translate(`invoices.rows.${key}`, args);
  const [remove, setRemove] = useState<{ row: EditorRow; index: number } | undefined>();
  const currency = editor.invoice.currencyInitial;
  const { rowsEditable, editing } = editor;
  // A locked or read-only invoice has no row action: no Action column.
  const columns = rowsEditable ? COLUMNS : COLUMNS.filter((c) => c !== 'action');

  return (
    <Box component="section" aria-label={t('title')}>
      <CardsOnPhone sx={{ '& tbody': { px: 0 } }}>
        <Table size="small" aria-label={t('title')}>
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c} align={RIGHT.has(c) ? 'right' : undefined} sx={{ whiteSpace: 'nowrap' }}>
                  {t(c)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {editor.rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length} align="center" sx={{ color: 'text.secondary' }}>
                  {t('none')}
                </TableCell>
              </TableRow>
            )}
            {editor.rows.map((row, i) =>
              editing?.id === row.id ? (
                <TableRow key={row.id}>
                  <TableCell colSpan={columns.length}>
                    <ManualRowEditor
                      form={editing.form}
                      errors={editing.errors}
                      services={services}
                      currency={currency}
                      label={t('edit', { index: i + 1 })}
                      onChange={editor.changeEdit}
                      actions={
                        <RowEditorButtons
                          saveLabel="invoices.rows.save"
                          onSave={editor.saveEdit}
                          onCancel={editor.cancelEdit}
                        />
                      }
                    />
                  </TableCell>
                </TableRow>
              ) : (
                <TableRow key={row.id}>
                  <TableCell component="th" scope="row">
                    {i + 1}
                  </TableCell>
                  <TableCell sx={{ minWidth: 120 }}>
                    {row.serviceName ?? ''}
                    {!row.isManualRow && <Chip size="small" variant="outlined" label={t('system')} sx={{ ml: 1 }} />}
                  </TableCell>
                  <TableCell sx={{ minWidth: 180, '& p': { my: 0 } }}>
                    <RichTextView html={row.destinationDescription ?? ''} />
                  </TableCell>
                  <TableCell align="right">{f.number(row.quantity)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {f.amount(row.fee, currency)}
                  </TableCell>
                  <TableCell align="right">{row.defaultRate ? t('defaultRate') : f.number(row.taxRate)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {f.amount(row.subtotal, currency)}
                  </TableCell>
                  {rowsEditable && (
                    <TableCell align="right">
                      {row.isManualRow && (
                        <RowActions
                          onEdit={() => editor.startEdit(row)}
                          onDelete={canDelete ? () => setRemove({ row, index: i + 1 }) : undefined}
                        />
                      )}
                    </TableCell>
                  )}
                </TableRow>
              ),
            )}
          </TableBody>
        </Table>
      </CardsOnPhone>
      {rowsEditable && (
        <Box sx={{ mt: 1, px: { xs: 0, sm: 2 }, borderTop: 1, borderColor: 'divider' }}>
          <Typography variant="subtitle2" component="h4" sx={{ mt: 1 }}>
            {t('add')}
          </Typography>
          <ManualRowEditor
            key={editor.addKey}
            form={editor.adding.form}
            errors={editor.adding.errors}
            services={services}
            currency={currency}
            label={t('add')}
            onChange={editor.changeAdd}
            actions={<RowEditorButtons saveLabel="invoices.rows.add" onSave={editor.addRow} />}
          />
        </Box>
      )}
      <DeleteRowConfirm
        open={Boolean(remove)}
        what={t('the')}
        name={remove ? `${remove.index}. ${remove.row.serviceName ?? ''}` : ''}
        final
        run={async () => editor.removeRow(remove!.row.id)}
        success="invoices.rows.removed"
        failure="invoices.rows.removeFailed"
        onClose={() => setRemove(undefined)}
        onDone={() => setRemove(undefined)}
      />
    </Box>
  );
}
