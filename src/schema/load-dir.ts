import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { checkSchemaSet, normalizeSchema, SchemaError } from './normalize.js';
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
  const schemas = jsonFiles(dir).map((path) => {
    const file = relative(process.cwd(), path) || path;
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(path, 'utf8'));
    } catch (error) {
      throw new SchemaError(file, '', `not valid JSON: ${(error as Error).message}`);
    }
    return normalizeSchema(raw, file);
  });
  checkSchemaSet(schemas);
  return schemas;
}
