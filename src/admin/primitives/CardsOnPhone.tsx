import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useRef, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { cardsSx, InCards, useCellLabels } from './list-cards.js';
import { usePhoneWidth } from './usePhoneWidth.js';

/**
 * The table(s) of a list or of a page's card as a phone shows them: below 600 px each row is a
 * card, each cell a line labelled by its column header, the row's actions in sight
 * (list-cards.ts, the layout ListFrame gives every list); wider, the table scrolls inside this
 * box when it is wider than the screen. A table outside a ListFrame (a wizard step, a detail
 * card) gets the lists' layout from here instead of a second one.
 * `sx` adds to the box (e.g. `'& tbody': { px: 0 }`: cards in line with a card's own text).
 */
export function CardsOnPhone({ children, sx }: { children: ReactNode; sx?: SxProps<Theme> }) {
  const translate = useTranslate();
  const phone = usePhoneWidth();
  const root = useRef<HTMLDivElement>(null);
  useCellLabels(root, phone, translate('list.sortBy'));
  return (
    <Box
      ref={root}
      data-layout={phone ? 'cards' : 'table'}
      sx={[phone ? cardsSx : { overflowX: 'auto' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <InCards.Provider value={phone}>{children}</InCards.Provider>
    </Box>
  );
}
