/**
 * Validates CII XML against the official e-invoicing artefacts vendored in tests/standards/:
 * - the Factur-X 1.09 EN 16931 XSD, with xmllint-wasm (libxml2 compiled to WebAssembly: no system
 *   package needed on CI);
 * - three Schematrons with SaxonJS (they are XSLT 2, beyond a browser's XSLT 1): Factur-X EN 16931,
 *   CEN EN 16931 CII 1.3.16 and the French BR-FR rules. Each runs from the SEF file that
 *   scripts/compile-schematron.mjs made (compiling the XSLT takes 5–10 s; loading a SEF well under one),
 *   after checking that the SEF was compiled from the vendored XSLT as it is now.
 * An SVRL failed assertion or successful report flagged `fatal` or `error` (or not flagged) is fatal;
 * anything else (`warning`, `information`) is a warning.
 * @example
 *   const result = await validateCii(xml);
 *   result.xsdErrors; result['cen-en16931'].fatal; result['br-fr'].warnings
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { validateXML } from 'xmllint-wasm';

export type Ruleset = 'facturx-en16931' | 'cen-en16931' | 'br-fr';
export const RULESETS: readonly Ruleset[] = ['facturx-en16931', 'cen-en16931', 'br-fr'];

export interface Finding {
  /** The rule id, e.g. 'BR-CO-15' or 'BR-FR-12_BT-49'. */
  id: string;
  flag: string;
  text: string;
  /** XPath of the offending node. */
  location: string;
}

export interface RulesetResult {
  fatal: Finding[];
  warnings: Finding[];
}

export type CiiValidation = { xsdErrors: string[] } & Record<Ruleset, RulesetResult>;

/** The vendored standards (a copy of ../shared/standards: CI has no ../shared). */
export const STANDARDS_DIR = join(dirname(fileURLToPath(import.meta.url)), '../standards');
const XSD_DIR = join(STANDARDS_DIR, 'factur-x-1.09/en16931');
const XSD_MAIN = 'Factur-X_EN16931.xsd';

interface ManifestEntry {
  source: string;
  sourceSha256: string;
  sef: string;
  compiler: string;
}

/** The part of SaxonJS 2 used here (the package ships no types). */
interface SaxonJs {
  transform(
    options: {
      stylesheetInternal: unknown;
      stylesheetBaseURI: string;
      sourceText: string;
      destination: 'document';
    },
    mode: 'async',
  ): Promise<{ principalResult: unknown }>;
  XPath: {
    evaluate(
      xpath: string,
      context: unknown,
      options: { namespaceContext: Record<string, string>; resultForm: 'array' },
    ): unknown;
  };
}
const SaxonJS = createRequire(import.meta.url)('saxon-js') as SaxonJs;

const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

async function readManifest(): Promise<Record<Ruleset, ManifestEntry>> {
  return JSON.parse(await readFile(join(STANDARDS_DIR, 'compiled.json'), 'utf8')) as Record<Ruleset, ManifestEntry>;
}

/** Throws when a SEF was not compiled from the vendored XSLT as it is now (the drift guard). */
export async function checkCompiledRulesets(): Promise<void> {
  const manifest = await readManifest();
  for (const id of RULESETS) {
    const entry = manifest[id];
    if (!entry)
      throw new Error(`tests/standards/compiled.json has no '${id}': run node scripts/compile-schematron.mjs`);
    const actual = sha256(await readFile(join(STANDARDS_DIR, entry.source)));
    if (actual !== entry.sourceSha256) {
      throw new Error(
        `tests/standards/${entry.source} changed since its SEF was compiled: run node scripts/compile-schematron.mjs ${id}`,
      );
    }
  }
}

const stylesheets = new Map<Ruleset, Promise<{ sef: unknown; baseUri: string }>>();

/** The compiled stylesheet, loaded once per process; its base URI is where its code lists sit. */
function stylesheet(id: Ruleset): Promise<{ sef: unknown; baseUri: string }> {
  let loaded = stylesheets.get(id);
  if (!loaded) {
    loaded = (async () => {
      await checkCompiledRulesets();
      const entry = (await readManifest())[id];
      const path = join(STANDARDS_DIR, entry.sef);
      const sef: unknown = JSON.parse(gunzipSync(await readFile(path)).toString('utf8'));
      return { sef, baseUri: pathToFileURL(path.replace(/\.gz$/, '')).href };
    })();
    stylesheets.set(id, loaded);
  }
  return loaded;
}

const svrl = { svrl: 'http://purl.oclc.org/dsdl/svrl' };
// One XPath turns the SVRL report into a flat list of strings, four per assertion or report:
// id, flag, text, location (SaxonJS hands XDM arrays back in shapes not worth depending on).
const FINDINGS_XPATH = `(//svrl:failed-assert | //svrl:successful-report) !
  (string(@id), string(@flag), normalize-space(svrl:text), string(@location))`;

/** Runs one Schematron on the XML. */
export async function runSchematron(id: Ruleset, xml: string): Promise<RulesetResult> {
  const { sef, baseUri } = await stylesheet(id);
  const { principalResult } = await SaxonJS.transform(
    { stylesheetInternal: sef, stylesheetBaseURI: baseUri, sourceText: xml, destination: 'document' },
    'async',
  );
  const strings = SaxonJS.XPath.evaluate(FINDINGS_XPATH, principalResult, {
    namespaceContext: svrl,
    resultForm: 'array',
  }) as string[];
  const findings: Finding[] = [];
  for (let i = 0; i < strings.length; i += 4) {
    findings.push({ id: strings[i], flag: strings[i + 1], text: strings[i + 2], location: strings[i + 3] });
  }
  const isFatal = (f: Finding) => f.flag === '' || f.flag === 'fatal' || f.flag === 'error';
  return { fatal: findings.filter(isFatal), warnings: findings.filter((f) => !isFatal(f)) };
}

let schemaFiles: Promise<{ fileName: string; contents: string }[]> | undefined;

/** The XSD and the three it imports, read once. */
function schemas(): Promise<{ fileName: string; contents: string }[]> {
  schemaFiles ??= (async () => {
    const names = [
      XSD_MAIN,
      'Factur-X_1.09_EN16931_urn_un_unece_uncefact_data_standard_QualifiedDataType_100.xsd',
      'Factur-X_1.09_EN16931_urn_un_unece_uncefact_data_standard_ReusableAggregateBusinessInformationEntity_100.xsd',
      'Factur-X_1.09_EN16931_urn_un_unece_uncefact_data_standard_UnqualifiedDataType_100.xsd',
    ];
    return Promise.all(
      names.map(async (fileName) => ({ fileName, contents: await readFile(join(XSD_DIR, fileName), 'utf8') })),
    );
  })();
  return schemaFiles;
}

/** XSD errors of the XML (empty when valid), each with its line. */
export async function validateXsd(xml: string): Promise<string[]> {
  const [main, ...imported] = await schemas();
  const result = await validateXML({
    xml: [{ fileName: 'invoice.xml', contents: xml }],
    schema: [main],
    preload: imported,
  });
  return result.errors.map((e) => (e.loc ? `line ${e.loc.lineNumber}: ${e.message}` : e.message));
}

/** The XSD and every ruleset, the Schematrons one after the other (SaxonJS runs on the main thread anyway). */
export async function validateCii(xml: string, rulesets: readonly Ruleset[] = RULESETS): Promise<CiiValidation> {
  const result = { xsdErrors: await validateXsd(xml) } as CiiValidation;
  for (const id of RULESETS) {
    result[id] = rulesets.includes(id) ? await runSchematron(id, xml) : { fatal: [], warnings: [] };
  }
  return result;
}
