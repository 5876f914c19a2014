/** A translate function, as react-admin's `useTranslate()` gives it. */
type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * Several counts in one line, each through its own plural text (polyglot's `%{smart_count}`
 * forms, since one text takes one count): "1 hotel, 2 rooms" / « 1 hôtel, 0 excursion ».
 * @example countList(translate, [['reservations.counts.hotels', 1], ['reservations.counts.rooms', 2]])
 */
export function countList(translate: Translate, counts: [key: string, count: number][]): string {
  return counts.map(([key, count]) => translate(key, { smart_count: count })).join(', ');
}
