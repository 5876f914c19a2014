import { createContext, useLayoutEffect, type RefObject } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * A list's rows as cards, the way a phone shows them (ListFrame below 600 px): the table of any
 * list, schema or bespoke, keeps its markup; each row is a card and each cell a "label  value"
 * line, the label its column's header (`data-label`, set by useCellLabels). A cell spanning columns (an empty list's message, an expanded row's details)
 * takes the card's width without a label; the cell holding RowActions (`data-row-actions`) is
 * the card's foot, its buttons in sight; a row that opens on a click shows a chevron. Of the
 * header row only the sort controls stay, on a line above the cards.
 */
export const cardsSx: SxProps<Theme> = {
  '& table': { display: 'block', minWidth: 0 },
  // The header row keeps only its sort controls, as a line above the cards ("Sort by: First check-in Created ↓").
  '& thead': { display: 'block' },
  '& thead:not(:has(.MuiTableSortLabel-root))': { display: 'none' },
  '& thead tr': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, px: 1.5, pt: 1 },
  '& thead tr::before': { content: 'attr(data-sort-label)', color: 'text.secondary', fontSize: '0.8125rem' },
  '& thead th': { display: 'none' },
  '& thead th:has(.MuiTableSortLabel-root)': { display: 'block', border: 0, p: 0, fontSize: '0.8125rem' },
  '& tbody': { display: 'flex', flexDirection: 'column', gap: 1.5, p: 1.5 },
  '& tbody tr': {
    display: 'flex',
    flexDirection: 'column',
    position: 'relative',
    py: 1,
    border: 1,
    borderColor: 'divider',
    borderRadius: 2,
  },
  '& tbody tr[tabindex]': { cursor: 'pointer', pr: 3 },
  '& tbody tr[tabindex]::after': {
    content: '"›"',
    position: 'absolute',
    right: 12,
    top: '50%',
    transform: 'translateY(-50%)',
    fontSize: '1.5rem',
    color: 'text.secondary',
  },
  '& tbody td': {
    display: 'grid',
    gridTemplateColumns: 'minmax(88px, 2fr) minmax(0, 3fr)',
    columnGap: 1.5,
    alignItems: 'baseline',
    // A chip keeps its size; a value in several pieces (a count and its note) stays in the value column.
    justifyItems: 'start',
    '& > *': { gridColumn: 2 },
    border: 0,
    px: 1.5,
    py: 0.5,
    minWidth: 0,
    textAlign: 'left',
    whiteSpace: 'normal',
    overflowWrap: 'anywhere',
  },
  // A row's header cell (`<th scope="row">`: a room, a passenger) is the card's title, above its lines.
  '& tbody th': { display: 'block', border: 0, px: 1.5, py: 0.5, fontWeight: 600, whiteSpace: 'normal' },
  '& tbody th::before': { content: 'none' },
  // Over a list's own first-column padding (a wide table's edge).
  '& tbody td:first-of-type': { px: 1.5 },
  '& tbody td::before': {
    content: 'attr(data-label)',
    color: 'text.secondary',
    fontSize: '0.8125rem',
    fontWeight: 500,
  },
  '& tbody td[data-label=""]': { display: 'block' },
  '& tbody td[data-label=""]::before': { content: 'none' },
  '& tbody td:has([data-row-actions])': {
    display: 'flex',
    justifyContent: 'flex-end',
    mt: 0.5,
    pt: 1,
    borderTop: 1,
    borderColor: 'divider',
  },
  '& tbody td:has([data-row-actions])::before': { content: 'none' },
  // Empty cells of the wide layout (an icon-only column) take no line.
  '& tbody td:empty': { display: 'none' },
};

/** The header labels of `table` by column (a header spanning n columns names each of them). */
function columnLabels(table: HTMLTableElement): string[] {
  const row = table.tHead?.rows[0];
  if (!row) return [];
  return [...row.cells].flatMap((cell) => Array<string>(cell.colSpan).fill(cell.textContent?.trim() ?? ''));
}

/** Gives every body cell of the tables under `root` its column's header as `data-label`, the header row `sortLabel`. */
function labelCells(root: HTMLElement, sortLabel: string): void {
  for (const table of root.querySelectorAll('table')) {
    const labels = columnLabels(table);
    const header = table.tHead?.rows[0];
    if (header && header.dataset.sortLabel !== sortLabel) header.dataset.sortLabel = sortLabel;
    for (const body of table.tBodies) {
      for (const row of body.rows) {
        let column = 0;
        for (const cell of row.cells) {
          const label = cell.colSpan === 1 ? (labels[column] ?? '') : '';
          if (cell.dataset.label !== label) cell.dataset.label = label;
          column += cell.colSpan;
        }
      }
    }
  }
}

/**
 * While `on`, keeps the `data-label` of the cells under `root` (cardsSx) in step with their
 * column headers (and the header row's `data-sort-label`, the "Sort by:" before its controls), as rows come and go and headers change language. The table stays the list's
 * own: no list has to name its columns twice.
 */
export function useCellLabels(root: RefObject<HTMLElement | null>, on: boolean, sortLabel: string): void {
  useLayoutEffect(() => {
    const element = root.current;
    if (!on || !element) return;
    labelCells(element, sortLabel);
    // Only rows and texts are watched: the labels written here are attributes, so no loop.
    const observer = new MutationObserver(() => labelCells(element, sortLabel));
    observer.observe(element, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [root, on, sortLabel]);
}

/** True inside a list shown as cards (ListFrame on a phone): RowActions then label their buttons. */
export const InCards = createContext(false);
