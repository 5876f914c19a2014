/**
 * Every schema under schemas/ gets the generated API tests of entity-suite.ts: a new schema
 * file is tested with no test code. One app (fresh database) serves the whole file.
 */
import { afterAll, beforeAll } from 'vitest';
import { loadSchemas } from '@schema/load-dir.js';
import { startTestApp, type TestApp } from '../helpers.js';
import { describeEntity } from './entity-suite.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

for (const schema of loadSchemas('schemas')) describeEntity(() => t, schema);
