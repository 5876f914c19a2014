/**
 * Small pieces the detail's cards share: a labelled value, a card with a heading and actions,
 * the editing context handed to the cards in edit mode, dates in the UI language.
 */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { EMPTY, formatValue } from '@admin/audit/audit-values';
import type { Lang } from '@schema/types';
import type { RequestView, UpdateBodies, UpdateName } from './detail-api';

export { EMPTY };

/** What a card needs to edit in place; undefined in view mode. */
export interface Editing {
  /** The user is a company user (company-only actions shown). */
  company: boolean;
  /** Sends one update of the loaded request; answers the detail. */
  update: <N extends UpdateName>(name: N, body: UpdateBodies[N]) => Promise<RequestView>;
  /** Takes an update's answer in place. */
  onSaved: (request: RequestView) => void;
  /** Fetches the request again (stale version). */
  onReload: () => Promise<void>;
}

/** Nothing to show: no value, or a text of spaces only. */
export const isEmptyValue = (value: ReactNode): boolean =>
  value === null || value === undefined || value === false || (typeof value === 'string' && value.trim() === '');

/**
 * A label and its value; an empty value reads — (every field alike: a note left empty too).
 * `multiline` keeps a long text's line breaks (notes, remarks).
 */
export function Field({ label, multiline, children }: { label: string; multiline?: boolean; children: ReactNode }) {
  const empty = isEmptyValue(children);
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography
        variant="body2"
        component="div"
        sx={{ overflowWrap: 'anywhere', whiteSpace: multiline && !empty ? 'pre-wrap' : undefined }}
      >
        {empty ? EMPTY : children}
      </Typography>
    </Box>
  );
}

/** A grid of Fields, one to four columns by width. */
export function Fields({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>{children}</Box>
  );
}

/** A card of the detail: a heading (its region's name), optional actions beside it. */
export function Section({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title} variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {title}
          </Typography>
          {actions}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}

/** A calendar date (`2026-03-04`) or a timestamp in the UI language (the audit diff's formatting). */
export function formatDate(value: string | null | undefined, lang: Lang, withTime = false): string {
  return formatValue(value, { kind: withTime ? 'date-time' : 'date' }, lang, { yes: '', no: '' });
}
