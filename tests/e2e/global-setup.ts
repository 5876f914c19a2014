import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startProduct } from '../support/product.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/**
 * Starts the product as a user would (`npm start`, i.e. scripts/start.mjs) on a temporary data
 * directory and a free port, so the browser tests run against the real server, database and SPA.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  mkdirSync('.tmp', { recursive: true });
  const dataDir = mkdtempSync(join('.tmp', 'e2e-data-'));
  const product = await startProduct({ env: { DATA_DIR: dataDir } });
  project.provide('baseURL', product.baseURL);
  return async () => {
    await product.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
