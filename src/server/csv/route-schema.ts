/** The documented 200 of every export route (OpenAPI: `text/csv`, a binary string). */
export function csvAnswer(what: string) {
  return {
    description:
      `${what} as CSV: UTF-8 with a byte order mark, headers in the Accept-Language and its spreadsheet convention ` +
      '(en: `,` between cells, amounts `1234.50`; fr: `;` between cells, amounts `1234,50`; no thousands separator), ' +
      'dates ISO 8601; `Content-Disposition: attachment; filename="<list>-YYYY-MM-DD.csv"` (the list named in the language: ' +
      '`invoices`, `factures`). Streamed, every row.',
    content: { 'text/csv': { schema: { type: 'string', format: 'binary' } } },
  };
}

/** The sentence every export route's description starts with. */
export function exportRouteSchema(list: string): { summary: string; description: string } {
  return {
    summary: `Export ${list} as CSV`,
    description:
      `The whole filtered list of ${list}: the list's own search and filters without its paging, ` +
      'the same permission and agency scope, the columns the list screen shows.',
  };
}
