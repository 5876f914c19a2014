/**
 * One definition of money owed (src/server/ledger/README.md): no SQL in src/server outside the
 * ledger (src/server/ledger/, migrations aside) computes what an agency owes, what an invoice has
 * been paid or what is left on it by itself: it reads `ledger_documents`, `ledger_payments`,
 * `ledger_accounts` or the journal. The SQL is every string and template literal of every .ts file
 * (comments are not read; a template's `${…}` parts are left out, so each piece is read as written).
 * The patterns are those the code had before the ledger: the stored paid total, payments summed
 * from `invoice_payments`, documents' totals summed (credit notes as a balance), arithmetic on the
 * stored grand total. A file that needs one for another reason is allowed below with the reason.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const SERVER = join(ROOT, 'src/server');

/** What each pattern catches, and why it is money owed computed on its own. */
const RULES: { name: string; finds: (sql: string) => boolean }[] = [
  {
    name: 'the stored paid total (`paid_total`: dropped by migration 027, the ledger says what is paid)',
    finds: (sql) => /\bpaid_total\b/i.test(sql),
  },
  {
    name: 'payments summed from `invoice_payments` (what is paid is `ledger_documents.paid` / `ledger_payments`)',
    finds: (sql) => {
      if (!/\binvoice_payments\b/i.test(sql)) return false;
      const aliases = [...sql.matchAll(/\binvoice_payments\s+(?:AS\s+)?(\w+)/gi)]
        .map((m) => m[1]!)
        .filter((alias) => !/^(WHERE|ON|JOIN|LEFT|INNER|SET|GROUP|ORDER|USING)$/i.test(alias));
      const qualified = aliases.some((alias) => new RegExp(`\\bsum\\s*\\(\\s*${alias}\\.amount\\s*\\)`, 'i').test(sql));
      const bare = !/\bledger_\w+/i.test(sql) && /\bsum\s*\(\s*amount\s*\)/i.test(sql);
      return qualified || bare;
    },
  },
  {
    name: "documents' totals summed (`sum(grand_total)`: credit notes or invoices as a balance; the ledger's entries)",
    finds: (sql) => /\bsum\s*\(\s*(?:\w+\.)?grand_total\s*\)/i.test(sql),
  },
  {
    name: 'arithmetic on the stored grand total (`grand_total -`, `+ grand_total`: a balance is `ledger_documents.balance`)',
    finds: (sql) => /\bgrand_total\s*[-+]/i.test(sql) || /[-+]\s*(?:\w+\.)?grand_total\b/i.test(sql),
  },
];

/** Files allowed a pattern, each with its reason: the figure they compute is not money owed. */
const ALLOWED: Record<string, string> = {
  'src/server/invoice-payments/dashboard.ts':
    "the payments card sums the payments received per month: cash received by payment date, not what an agency owes (a payment's allocation or credit on account does not change it)",
};

function serverFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'migrations' || path === join(SERVER, 'ledger') ? [] : serverFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** Every string and template literal of a file: the pieces of its SQL as written. */
function literals(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) found.push(node.text);
    else if (ts.isTemplateExpression(node))
      found.push([node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ? '));
    node.forEachChild(visit);
  };
  visit(source);
  return found;
}

/** `file: rule` for every file and pattern found. */
function offences(): Map<string, string[]> {
  const byFile = new Map<string, string[]>();
  for (const path of serverFiles(SERVER)) {
    const sql = literals(path);
    const broken = RULES.filter((rule) => sql.some(rule.finds)).map((rule) => rule.name);
    if (broken.length) byFile.set(relative(ROOT, path), broken);
  }
  return byFile;
}

describe('one definition of money owed', () => {
  it('no server SQL outside the ledger computes money owed on its own', () => {
    const found = offences();
    const offending = [...found].filter(([file]) => !(file in ALLOWED));
    const message = offending
      .map(([file, rules]) => `${file}:\n${rules.map((rule) => `  - ${rule}`).join('\n')}`)
      .join('\n');
    expect(
      offending.map(([file]) => file),
      `Read money owed through the ledger (src/server/ledger/index.ts: documentFigures, readAccounts, ` +
        `ledger_documents/ledger_payments/ledger_accounts), or allow the file in ALLOWED with the reason:\n${message}`,
    ).toEqual([]);
  });

  it('allows only files that still need it', () => {
    const found = offences();
    expect(Object.keys(ALLOWED).filter((file) => !found.has(file))).toEqual([]);
  });

  it('catches the patterns the code had before the ledger', () => {
    const caught = (sql: string) => RULES.filter((rule) => rule.finds(sql)).length;
    // The receipt's balance before the ledger, and the charts' sums.
    expect(
      caught(`SELECT (i.grand_total + COALESCE((SELECT sum(c.grand_total) FROM invoices c WHERE c.corrects_invoice_id = i.id), 0)
                - (SELECT sum(o.amount) FROM invoice_payments o WHERE o.invoice_id = i.id)) FROM invoices i`),
    ).toBe(3);
    expect(caught('SELECT agency_id, sum(amount) AS amount FROM invoice_payments GROUP BY agency_id')).toBe(1);
    expect(caught('SELECT i.grand_total - i.paid_total AS due FROM invoices i')).toBe(2);
    // The ledger's own readings pass.
    expect(
      caught('SELECT sum(a.amount) FROM ledger_allocations a JOIN invoice_payments o ON o.id = a.payment_id'),
    ).toBe(0);
    expect(caught('SELECT balance FROM ledger_documents(NULL) WHERE document_id = $1')).toBe(0);
  });
});
