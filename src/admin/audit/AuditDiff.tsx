import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useLang } from '../i18n/useLang';
import type { AuditChange, AuditOperation } from './audit-api';
import { shownChanges, type AuditSubject } from './audit-subjects';
import { formatValue, listDifference, shorten, type FieldFormat, type ValueTexts } from './audit-values';
import type { LookedUpLabels } from './useLookupLabels';

/** A value, cut when long: the full text on hover (title) and behind "Show more". */
function DiffValue({ text }: { text: string }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const short = shorten(text);
  if (!short.cut) return <>{text}</>;
  return (
    <Box component="span" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
      <span title={text}>{open ? text : short.text}</span>{' '}
      <Link component="button" type="button" variant="body2" aria-expanded={open} onClick={() => setOpen(!open)}>
        {translate(open ? 'history.showLess' : 'history.showMore')}
      </Link>
    </Box>
  );
}

interface Props {
  changes: AuditChange[];
  /** A creation shows its values alone (there was nothing before). */
  operation?: AuditOperation;
  subject: AuditSubject;
  /** Labels of ids looked up by the screen (useLookupLabels). */
  labels?: LookedUpLabels;
}

/**
 * The readable diff of one audit entry: per changed field its label, before → after (a
 * creation: its values). Values read yes/no, — when empty, dates and ids by their label; a
 * secret reads "changed".
 */
export function AuditDiff({ changes, operation, subject, labels = {} }: Props) {
  const translate = useTranslate();
  const lang = useLang();
  const texts: ValueTexts = { yes: translate('history.yes'), no: translate('history.no') };
  const shown = shownChanges(changes, subject);
  const created = operation === 'create';
  if (!shown.length) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('history.noFieldChanges')}
      </Typography>
    );
  }
  return (
    <Table size="small" aria-label={translate('history.changes')} sx={{ tableLayout: 'fixed' }}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: '25%' }}>{translate('history.field')}</TableCell>
          {!created && <TableCell>{translate('history.before')}</TableCell>}
          {!created && <TableCell sx={{ width: 24, px: 0 }} aria-hidden />}
          <TableCell>{translate(created ? 'history.value' : 'history.after')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {shown.map((change) => {
          const field = subject.field(change.field);
          const format: FieldFormat = {
            ...field.format,
            labels: { ...(field.lookup ? labels[field.lookup.key] : undefined), ...field.format.labels },
          };
          if (change.redacted) {
            return (
              <TableRow key={change.field}>
                <TableCell component="th" scope="row">
                  {field.label}
                </TableCell>
                <TableCell colSpan={created ? 1 : 3}>
                  <em>{translate('history.changed')}</em>
                </TableCell>
              </TableRow>
            );
          }
          const list = listDifference(change.before, change.after, format, lang, texts);
          return (
            <TableRow key={change.field} sx={{ verticalAlign: 'top' }}>
              <TableCell component="th" scope="row">
                {field.label}
              </TableCell>
              {!created && (
                <TableCell sx={{ color: 'text.secondary' }}>
                  <DiffValue text={formatValue(change.before, format, lang, texts)} />
                </TableCell>
              )}
              {!created && (
                <TableCell sx={{ px: 0 }} aria-hidden>
                  →
                </TableCell>
              )}
              <TableCell>
                <DiffValue text={formatValue(change.after, format, lang, texts)} />
                {!created && list && (list.added.length > 0 || list.removed.length > 0) && (
                  <Typography variant="caption" component="div" color="text.secondary" sx={{ mt: 0.5 }}>
                    {list.added.length > 0 && (
                      <div>
                        {translate('history.added')}: <DiffValue text={list.added.join(', ')} />
                      </div>
                    )}
                    {list.removed.length > 0 && (
                      <div>
                        {translate('history.removed')}: <DiffValue text={list.removed.join(', ')} />
                      </div>
                    )}
                  </Typography>
                )}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
