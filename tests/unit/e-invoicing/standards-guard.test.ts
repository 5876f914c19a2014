/** The vendored standards and their compiled SEF files cannot drift apart (nor from ../shared when present). */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkCompiledRulesets, STANDARDS_DIR } from '@tests/support/einvoice-validate.js';

const shared = join(STANDARDS_DIR, '../../../shared/standards');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

describe('vendored e-invoicing standards', () => {
  it('every SEF was compiled from the vendored XSLT as it is now', async () => {
    await expect(checkCompiledRulesets()).resolves.toBeUndefined();
  });

  // ../shared exists on the developers' machines, not always on CI: there the copy is all there is.
  it.skipIf(!existsSync(shared))('are a byte-for-byte copy of ../shared/standards', () => {
    for (const path of files(shared)) {
      const copy = join(STANDARDS_DIR, relative(shared, path));
      expect(existsSync(copy), copy).toBe(true);
      expect(readFileSync(copy).equals(readFileSync(path)), copy).toBe(true);
    }
  });
});
