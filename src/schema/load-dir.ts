import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { CHECKS_FINGERPRINT, checkSchemaSet, normalizeSchema, SchemaError } from './normalize.js';
import type { EntitySchema } from './types.js';

function jsonFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return jsonFiles(path);
      return entry.name.endsWith('.json') ? [path] : [];
    })
    .sort();
}

/**
 * Reads every `*.json` below the schemas directory (server side only: it touches the disk).
 * Throws a SchemaError naming the file, the property and the reason for the first problem.
 */
export function loadSchemas(dir: string): EntitySchema[] {
  return loadCheckedSchemas(dir).schemas;
}

/**
 * loadSchemas, plus the hash of what was checked (the files and the checks themselves).
 * Given the hash of an earlier successful load (start-up keeps it in the data directory),
 * unchanged files skip the compiled checks, which are most of the loading time.
 */
export function loadCheckedSchemas(dir: string, verifiedHash?: string): { schemas: EntitySchema[]; hash: string } {
  const hasher = createHash('sha256').update(CHECKS_FINGERPRINT);
  const files = jsonFiles(dir).map((path) => {
    const file = relative(process.cwd(), path) || path;
    const text = readFileSync(path, 'utf8');
    hasher.update(`\0${file}\0${text}`);
    return { file, text };
  });
  const hash = hasher.digest('hex');
  const verified = hash === verifiedHash;
  const schemas = files.map(({ file, text }) => {
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch (error) {
      throw new SchemaError(file, '', `not valid JSON: ${(error as Error).message}`);
    }
    return normalizeSchema(raw, file, verified);
  });
  checkSchemaSet(schemas);
  return { schemas, hash };
}
