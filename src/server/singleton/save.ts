/**
 * `POST {api}/save` of a singleton: the full body replaces the one row (created by the first
 * save), in one transaction with its audit entry. Order of the answers: the body's own problems
 * (400, every field at once: bounds, required, formats, image content), then the version (409),
 * then what needs the database (references, image paths: 400). Secrets (`writeOnly`): absent or
 * null keeps the stored one, "" removes it, any other text replaces it (encrypted, kept as sent:
 * not trimmed); the audit entry says only that it changed.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { Lang } from '@schema/types.js';
import { validateEntity, type FieldErrors } from '@schema/validate.js';
import { recordAudit } from '../audit/index.js';
import type { AuthUser } from '../auth/token.js';
import type { ResourceContext } from '../crud/context.js';
import { richTextPreparer } from '../crud/rich-text.js';
import { checkReferences, referencesStillThere, writeTransaction } from '../crud/writes.js';
import { getRow, updateRow } from '../crud/repository.js';
import { columnOf } from '../db/entity-tables.js';
import type { Queryable, Row } from '../db/types.js';
import { ValidationError } from '../errors.js';
import { asInput } from '../http/body.js';
import { checkVersion, expectedVersion, type ExpectedVersion } from '../http/row-version.js';
import { secretProperties, setFlagOf, singletonAnswer, SINGLETON_ID } from './answers.js';
import { checkImagePaths, readBinaries, storeImages } from './images.js';
import { decryptSecret, encryptSecret, secretPlace } from './secrets.js';

type Body = Record<string, unknown>;

export interface Saver {
  user: AuthUser | null;
  lang: Lang;
  headers: IncomingHttpHeaders;
  key: Buffer;
}

/** A copy of the body's object: the save fills and drops keys. */
const asBody = (value: unknown): Body => ({ ...asInput(value) });

/** A stand-in path while a new image waits to be stored: it satisfies `required` and the bounds. */
const PENDING_PATH = '/api/files/0';

/** `version: 0` says "made from the defaults, before the first save"; other values as for any row. */
function expected(body: Body, headers: IncomingHttpHeaders, lang: Lang): ExpectedVersion {
  if (body.version === 0 || body.version === '0') return { ...expectedVersion({}, headers, lang), body: 0 };
  return expectedVersion(body, headers, lang);
}

/**
 * The row, locked for the transaction. Before the first save a placeholder at version 0 is
 * inserted (ON CONFLICT: a concurrent first save waits for the other and then finds its row), so
 * two saves made from the same read are serialised like updates of any row.
 */
async function lockRow(tx: Queryable, ctx: ResourceContext): Promise<{ row: Row; created: boolean }> {
  const { model } = ctx;
  const inserted = await tx.query(
    `INSERT INTO ${model.table} ("id", "version") VALUES ($1, 0) ON CONFLICT ("id") DO NOTHING RETURNING "id"`,
    [SINGLETON_ID],
  );
  const row = await getRow(tx, model, {}, SINGLETON_ID, { lock: true });
  if (!row) throw new Error(`${model.schema.name}: its row ${SINGLETON_ID} is in the trash`);
  return { row, created: inserted.length > 0 };
}

function throwIfAny(...lists: FieldErrors[]): void {
  const errors = Object.assign({}, ...lists) as FieldErrors;
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

export async function saveSingleton(ctx: ResourceContext, input: unknown, s: Saver): Promise<Row> {
  const { schema } = ctx.model;
  const body = asBody(input);
  const version = expected(body, s.headers, s.lang);
  const { pending, errors: imageErrors } = await readBinaries(schema, body, s.lang);
  const candidate = { ...body };
  for (const image of pending) candidate[image.property] = PENDING_PATH;
  const { value, errors } = validateEntity(schema, candidate, s.lang, richTextPreparer(schema));
  throwIfAny(errors ?? {}, imageErrors);

  return writeTransaction(ctx, async (tx) => {
    const { row: stored, created } = await lockRow(tx, ctx);
    checkVersion(version, stored.version as number, s.lang);
    await checkReferences(tx, ctx, value, {}, s.lang);
    throwIfAny(await checkImagePaths(tx, schema, value, stored, pending, s.user, s.lang));
    await storeImages(tx, value, pending, s.user);

    const changedSecrets: string[] = [];
    for (const secret of secretProperties(schema)) {
      const place = secretPlace(schema.resource.table, columnOf(secret));
      const sent = body[secret];
      const kept = (stored[secret] as string | null | undefined) ?? null;
      if (sent === undefined || sent === null) {
        value[secret] = kept;
        continue;
      }
      // undefined: stored under another key (SETTINGS_KEY changed), unreadable, so any text replaces it.
      let before: string | null | undefined;
      try {
        before = kept === null ? null : decryptSecret(s.key, kept, place);
      } catch {
        before = undefined;
      }
      const after = sent === '' ? null : String(sent);
      value[secret] = after === null ? null : after === before ? kept : encryptSecret(s.key, after, place);
      if (after !== before) changedSecrets.push(secret);
    }

    const row = await referencesStillThere(ctx, s.lang, () => updateRow(tx, ctx.model, {}, SINGLETON_ID, value));
    if (!row) throw new Error(`${schema.name}: its row vanished during the save`);
    const answer = singletonAnswer(schema, row);
    await recordAudit(tx, {
      user: s.user,
      entity: schema.name,
      entityId: SINGLETON_ID,
      operation: created ? 'create' : 'update',
      before: created ? null : singletonAnswer(schema, stored),
      after: answer,
      ignore: ['id', 'version', 'dateCreated', 'lastModifiedDate', ...secretProperties(schema).map(setFlagOf)],
      secrets: changedSecrets,
    });
    return answer;
  });
}
