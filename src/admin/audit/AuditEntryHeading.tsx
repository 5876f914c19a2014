import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { Lang } from '@schema/types';
import { formatsFor } from '../i18n/format';
import { useLang } from '../i18n/useLang';
import type { AuditEntry, AuditOperation } from './audit-api';

const COLORS: Record<AuditOperation, 'success' | 'info' | 'error' | 'warning'> = {
  create: 'success',
  update: 'info',
  delete: 'error',
  restore: 'warning',
};

/** The operation (created, updated, deleted, restored) as a chip. */
export function OperationChip({ operation }: { operation: AuditOperation }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[operation] ?? 'default'}
      label={translate(`history.operations.${operation}`, { _: operation })}
    />
  );
}

/** A date-time of the trail in the UI language, as every screen writes one (`i18n/format.ts`). */
export function formatWhen(iso: string, lang: Lang): string {
  return formatsFor(lang).dateTime(iso);
}

/** Who made a change: the name, else `#id`, else "System" (a write without a user, e.g. the seed). */
export function useWho(): (entry: Pick<AuditEntry, 'userId' | 'userName'>) => string {
  const translate = useTranslate();
  return (entry) =>
    entry.userName ||
    (entry.userId !== null && entry.userId !== undefined ? `#${entry.userId}` : translate('history.system'));
}

/** The line above an entry's diff: when, who, operation. */
export function AuditEntryHeading({ entry }: { entry: AuditEntry }) {
  const lang = useLang();
  const who = useWho();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
      <OperationChip operation={entry.operation} />
      <Typography variant="subtitle2" component="span">
        {formatWhen(entry.dateCreated, lang)}
      </Typography>
      <Typography variant="body2" component="span" color="text.secondary">
        {who(entry)}
      </Typography>
    </Box>
  );
}
