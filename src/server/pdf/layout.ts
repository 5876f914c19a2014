/** A4 portrait in millimetres: the page, its margins, the room the footer keeps, the type sizes. */
export const PAGE = {
  width: 210,
  height: 297,
  margin: 15,
  /** Kept free at the bottom of every page for the page number. */
  footer: 12,
} as const;

export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
/** The lowest y a block may reach before it moves to the next page. */
export const CONTENT_BOTTOM = PAGE.height - PAGE.margin - PAGE.footer + 6;

export const FONT_SIZE = { small: 7.5, body: 9, heading: 11, title: 16 } as const;

/** Greys and the accent of the documents (RGB). */
export const COLOURS = {
  text: [33, 33, 33],
  muted: [110, 110, 110],
  rule: [200, 200, 200],
  headFill: [238, 240, 244],
} as const satisfies Record<string, readonly [number, number, number]>;

/** A font size in points as millimetres of line height (jsPDF's factor 1.15). */
export const lineHeight = (size: number) => (size * 1.15 * 25.4) / 72;
