/**
 * A counted noun in a language, by the language's plural rules (Intl): English says "1 child",
 * "0 children"; French "0 enfant", "1 enfant", "2 enfants" (0 and 1 are singular). The admin's
 * texts do the same through polyglot's `%{smart_count}` forms; this is for the server's messages.
 * @example counted('fr', 2, 'caractère', 'caractères') // '2 caractères'
 */
export function counted(lang: string, count: number, one: string, other: string): string {
  return `${count} ${new Intl.PluralRules(lang).select(count) === 'one' ? one : other}`;
}
