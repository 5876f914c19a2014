/**
 * Secrets at rest (`writeOnly` properties): AES-256-GCM with node:crypto. A stored secret is
 * `v1.` + base64url(iv (12 bytes) | tag (16 bytes) | ciphertext); the column it belongs to is
 * the additional authenticated data, so a value copied into another column does not decrypt.
 * The key (32 bytes) is SETTINGS_KEY or one generated once into DATA_DIR (config.ts); buildApp
 * binds it to its database handle, so readers that only hold the handle (loadMailSettings(db))
 * find it.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/types.js';

const PREFIX = 'v1.';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export function encryptSecret(key: Buffer, plain: string, where: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(where, 'utf8'));
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64url');
}

/** The plain text of a stored secret; throws when the key is not the one it was stored with. */
export function decryptSecret(key: Buffer, stored: string, where: string): string {
  if (!stored.startsWith(PREFIX)) throw new Error(`${where}: not an encrypted value`);
  const raw = Buffer.from(stored.slice(PREFIX.length), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(where, 'utf8'));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
}

/** The authenticated data of a secret: the table and column that hold it. */
export const secretPlace = (table: string, column: string) => `${table}.${column}`;

const keys = new WeakMap<object, Buffer>();
/** A key for processes that never configured one (tests): random, the same for the whole process. */
let processKey: Buffer | undefined;

/** Binds the secrets key to a database handle (buildApp does it). */
export function bindSecretsKey(db: Queryable, key: Buffer): void {
  if (key.length !== 32) throw new Error('The settings key must be 32 bytes');
  keys.set(db, key);
}

/** The key bound to this handle, else the process's own random one. */
export function secretsKeyOf(db: Queryable): Buffer {
  return keys.get(db) ?? (processKey ??= randomBytes(32));
}
