import { useTranslate } from 'react-admin';
import type { UnsavedValue } from '../primitives/StaleNotice';
import { useLang } from '../i18n/useLang';
import type { AuditSubject } from './audit-subjects';
import { changedFields, formatValue, listDifference } from './audit-values';
import { useLookupLabels } from './useLookupLabels';

type Data = Record<string, unknown>;

/** What a dialog sent on a save: the values it had read and the user's. */
export interface Submitted {
  read: Data;
  mine: Data;
}

/**
 * The user's values of the fields they changed from what was read, labelled and formatted as
 * in the History (ids by their label; lists as + added, − removed), for the notice shown after
 * reloading a stale row.
 */
export function useUnsavedValues(
  subject: AuditSubject,
  submitted: Submitted | undefined,
  fields: string[],
): UnsavedValue[] {
  const lang = useLang();
  const translate = useTranslate();
  const changed = submitted
    ? changedFields(submitted.read, submitted.mine, fields).map((name) => ({ name, ...subject.field(name) }))
    : [];
  const labels = useLookupLabels(changed.map((f) => f.lookup));
  const texts = { yes: translate('history.yes'), no: translate('history.no') };
  return changed.map((f) => {
    const format = { ...f.format, labels: { ...(f.lookup ? labels[f.lookup.key] : undefined), ...f.format.labels } };
    const mine = submitted?.mine[f.name];
    // A list (roles, permissions) reads as what the user added (+) and removed (−).
    const list = Array.isArray(mine) ? listDifference(submitted?.read[f.name], mine, format, lang, texts) : undefined;
    const value = list
      ? [...list.added.map((a) => `+ ${a}`), ...list.removed.map((r) => `− ${r}`)].join(', ')
      : formatValue(mine, format, lang, texts);
    return { label: f.label, value };
  });
}
