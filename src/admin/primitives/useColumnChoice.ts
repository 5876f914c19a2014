import { useMemo } from 'react';
import { useStore } from 'react-admin';
import { getClaims } from '../session/token-store.js';

/** A column a user may show or hide (ColumnChooser), in the list's order. */
export interface ChoosableColumn {
  /** The column's key (stable: it names the column in the stored choice). */
  key: string;
  /** Its header as the chooser lists it (already translated). */
  label: string;
  /** Hidden until the user shows it: the default set fits the screen (1440 px). */
  hidden?: boolean;
  /** Always shown, not in the chooser (the row actions). */
  fixed?: boolean;
}

export interface ColumnChoice {
  /** Every column of the list, fixed ones included, in order. */
  columns: readonly ChoosableColumn[];
  /** The columns shown, in the list's order. */
  shown: readonly ChoosableColumn[];
  isShown: (key: string) => boolean;
  /** Shows or hides a column (a fixed one stays). */
  toggle: (key: string, show: boolean) => void;
  /** Back to the list's default columns. */
  reset: () => void;
}

/** The prefix of the preferences that are a user's own (admin-store.ts keeps them past a sign-out). */
export const USER_PREFERENCES = 'preferences.user-';

/** The store key of a list's column choice for the signed-in user: `preferences.user-7.invoices.columns`. */
export function columnChoiceKey(listKey: string, user = getClaims()?.sub ?? 'anonymous'): string {
  return `${USER_PREFERENCES}${user}.${listKey}.columns`;
}

/**
 * The columns a user chose to see in a list, remembered for that user: react-admin's
 * `SelectColumnsButton` / `DatagridConfigurable` pattern (the shown columns' keys in the store
 * under `preferences.<key>.columns`), keyed by the signed-in user so two users of one browser
 * keep their own. Until the user chooses, the columns not `hidden` are shown. A stored key the
 * list no longer has is ignored; a fixed column is always shown.
 * @example
 * const choice = useColumnChoice('invoices', [{ key: 'id', label: 'Id' }, { key: 'pax', label: 'Pax', hidden: true }]);
 * <ListFrame actions={<ColumnChooser choice={choice} />}>… {choice.isShown('pax') && <TableCell>…}
 */
export function useColumnChoice(listKey: string, columns: readonly ChoosableColumn[]): ColumnChoice {
  const defaults = useMemo(() => columns.filter((c) => !c.hidden && !c.fixed).map((c) => c.key), [columns]);
  const [chosen, setChosen] = useStore<string[]>(columnChoiceKey(listKey), defaults);
  return useMemo(() => {
    const picked = new Set(Array.isArray(chosen) ? chosen : defaults);
    const isShown = (key: string) => columns.some((c) => c.key === key && (c.fixed || picked.has(key)));
    return {
      columns,
      shown: columns.filter((c) => isShown(c.key)),
      isShown,
      toggle: (key: string, show: boolean) => {
        const next = new Set(picked);
        if (show) next.add(key);
        else next.delete(key);
        // In the list's order, as react-admin's SelectColumnsButton keeps them.
        setChosen(columns.filter((c) => !c.fixed && next.has(c.key)).map((c) => c.key));
      },
      reset: () => setChosen(defaults),
    };
  }, [chosen, columns, defaults, setChosen]);
}
