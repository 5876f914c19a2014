/**
 * Message templating of both halves: `{name}` placeholders filled from `values`; a placeholder
 * with no value is kept as written (so a missing value shows, rather than vanishing).
 * @example fillTemplate('{label} cannot exceed {limit} characters.', { label: 'Title', limit: 100 })
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number | undefined>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = values[key];
    return value === undefined ? whole : String(value);
  });
}
