/**
 * Identifiers in SQL come only from validated schema names and are double-quoted; values
 * are always bound parameters. These helpers are the only place identifiers are written.
 */

const SQL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
const PROPERTY_NAME = /^[a-z][a-zA-Z0-9]{0,62}$/;

/** A table or column name (snake_case), quoted: `"infra_type_id"`. */
export function ident(name: string): string {
  if (!SQL_NAME.test(name)) throw new Error(`unsafe SQL identifier "${name}"`);
  return `"${name}"`;
}

/** An output alias in camelCase (a property name), quoted: `"infraTypeId"`. */
export function alias(name: string): string {
  if (!PROPERTY_NAME.test(name)) throw new Error(`unsafe SQL alias "${name}"`);
  return `"${name}"`;
}

/** `%`, `_` and `\` escaped for a LIKE pattern (the default escape character is `\`). */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
