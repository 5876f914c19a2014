/**
 * `x-unique` on the generic writes: a create or update whose value another live row already has
 * (within the same parents, ignoring case for text) answers 400 keyed by the field ("A currency
 * with this initial already exists."), and a restore that would bring such a twin back answers
 * 409. The check runs in the write's transaction behind a transaction-level advisory lock on the
 * value, so two writes of one value are serialised even on a table whose index is missing
 * (db/unique-indexes.ts); a write that still meets the index (a row written outside the API)
 * answers the same 400, never a 500.
 */
import { fillTemplate } from '@domain/template.js';
import { fieldMessage } from '@schema/messages.js';
import { definiteNoun, lowerNoun } from '@schema/nouns.js';
import type { Lang } from '@schema/types.js';
import { uniqueRules, type UniqueRule } from '@schema/unique.js';
import type { FieldErrors } from '@schema/validate.js';
import { columnOf } from '../db/entity-tables.js';
import { ident } from '../db/sql.js';
import { DbError, type Queryable, type Row } from '../db/types.js';
import { uniqueIndexName, uniqueValueExpr } from '../db/unique-indexes.js';
import { HttpError, ValidationError } from '../errors.js';
import type { ResourceContext } from './context.js';

type Values = Record<string, unknown>;

const UNIQUE_VIOLATION = '23505';

/** Whether another live row holds the rule's value (null values and null parents never collide). */
async function taken(tx: Queryable, ctx: ResourceContext, rule: UniqueRule, values: Values, exceptId?: number) {
  const fields = [...rule.within, rule.property];
  if (fields.some((f) => values[f] === null || values[f] === undefined)) return false;
  const table = ctx.model.schema.resource.table;
  const value = values[rule.property];
  const key = [table, rule.property, ...rule.within.map((f) => String(values[f])), String(value)];
  const normalised = rule.ignoreCase ? key.map((k) => k.toLowerCase()) : key;
  // Held until the transaction ends: the next write of this value waits, then sees this row.
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [JSON.stringify(normalised)]);
  const params: unknown[] = [];
  const param = (v: unknown) => `$${params.push(v)}`;
  const clauses = [
    'NOT "is_deleted"',
    ...rule.within.map((f) => `${ident(columnOf(f))} = ${param(values[f])}`),
    `${uniqueValueExpr(rule)} = ${rule.ignoreCase ? `lower(${param(value)})` : param(value)}`,
    ...(exceptId === undefined ? [] : [`"id" <> ${param(exceptId)}`]),
  ];
  const rows = await tx.query(`SELECT 1 FROM ${ident(table)} WHERE ${clauses.join(' AND ')} LIMIT 1`, params);
  return rows.length > 0;
}

/** The rules a row's values break against other live rows. */
async function broken(
  tx: Queryable,
  ctx: ResourceContext,
  rules: readonly UniqueRule[],
  values: Values,
  exceptId?: number,
): Promise<UniqueRule[]> {
  const out: UniqueRule[] = [];
  for (const rule of rules) if (await taken(tx, ctx, rule, values, exceptId)) out.push(rule);
  return out;
}

/** Whether an update moves the rule's value or its parents: an unchanged value cannot gain a twin by this write. */
function moved(rule: UniqueRule, values: Values, before: Values): boolean {
  return [...rule.within, rule.property].some((f) => String(values[f] ?? '') !== String(before[f] ?? ''));
}

const errorsOf = (ctx: ResourceContext, rules: UniqueRule[], lang: Lang): FieldErrors =>
  Object.fromEntries(rules.map((r) => [r.property, [fieldMessage(ctx.model.schema, r.property, 'unique', lang)]]));

/**
 * 400 keyed by each field whose value another live row already holds. On an update (`before`: the
 * row as it was) only the rules whose values the update moves are checked, so a write that leaves
 * them alone takes no lock and reads nothing more.
 */
export async function checkUnique(
  tx: Queryable,
  ctx: ResourceContext,
  values: Values,
  lang: Lang,
  before?: Row,
): Promise<void> {
  const all = uniqueRules(ctx.model.schema);
  const candidates = before ? all.filter((rule) => moved(rule, values, before)) : all;
  if (!candidates.length) return;
  const rules = await broken(tx, ctx, candidates, values, before?.id as number | undefined);
  if (rules.length) throw new ValidationError(errorsOf(ctx, rules, lang));
}

const restoreBlocked: Record<Lang, string> = {
  en: 'This {one} cannot be restored: {reason} Rename or delete the other one first.',
  fr: "Impossible de restaurer {the} : {reason} Renommez ou supprimez d'abord l'autre.",
};

function restoreConflict(ctx: ResourceContext, rules: UniqueRule[], lang: Lang): HttpError {
  const { schema } = ctx.model;
  const text = schema.resource.text[lang];
  const one = lowerNoun(text.one);
  const reason = rules.map((r) => fieldMessage(schema, r.property, 'unique', lang)).join(' ');
  const detail = fillTemplate(restoreBlocked[lang], {
    one,
    the: definiteNoun(text, lang) ?? `cet élément (${one})`,
    reason: reason.charAt(0).toLowerCase() + reason.slice(1),
  });
  return new HttpError(409, detail);
}

/** 409 when bringing the row back from the trash would give a live row's value a twin. */
export async function checkRestorable(tx: Queryable, ctx: ResourceContext, row: Row, lang: Lang): Promise<void> {
  const rules = await broken(tx, ctx, uniqueRules(ctx.model.schema), row, row.id as number);
  if (rules.length) throw restoreConflict(ctx, rules, lang);
}

/** The rule whose index refused a write, when the error is such a refusal. */
function violatedRule(ctx: ResourceContext, error: unknown): UniqueRule | undefined {
  if (!(error instanceof DbError) || error.code !== UNIQUE_VIOLATION) return undefined;
  const { schema } = ctx.model;
  return uniqueRules(schema).find((r) => uniqueIndexName(schema, r) === error.constraint);
}

/** Runs a write; when the unique index refuses it (the check could not see the other row), throws `refusal(rule)`. */
async function underIndex<T>(ctx: ResourceContext, write: () => Promise<T>, refusal: (rule: UniqueRule) => Error) {
  try {
    return await write();
  } catch (error) {
    const rule = violatedRule(ctx, error);
    throw rule ? refusal(rule) : error;
  }
}

/** A write the unique index refuses: the same 400 as the check's. */
export function uniqueStillHolds<T>(ctx: ResourceContext, lang: Lang, write: () => Promise<T>): Promise<T> {
  return underIndex(ctx, write, (rule) => new ValidationError(errorsOf(ctx, [rule], lang)));
}

/** A restore the unique index refuses: the same 409 as the check's. */
export function restoreStillHolds<T>(ctx: ResourceContext, lang: Lang, write: () => Promise<T>): Promise<T> {
  return underIndex(ctx, write, (rule) => restoreConflict(ctx, [rule], lang));
}
