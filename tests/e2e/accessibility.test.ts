/**
 * axe-core on the pages most visited: the sign-in page, the dashboard and a list (signed in as
 * the administrator), the theme settings panel, and a list and a form in dark mode. Fails on any serious or
 * critical violation, and on the three found before (colour contrast, a name that does not
 * contain the visible label, no main landmark), whatever
 * axe rates them; every violation is printed. axe's source is evaluated through DevTools, which
 * the page's Content-Security-Policy (script-src 'self') does not govern.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { newPage, signIn, useBrowser } from './browser.js';

const browser = useBrowser();
const baseURL = inject('baseURL');
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Rules that failed before, held to zero whatever their impact. */
const HELD = ['color-contrast', 'label-content-name-mismatch', 'landmark-one-main'];

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

async function axe(page: Page): Promise<Violation[]> {
  await page.getByRole('status').waitFor({ state: 'detached' }); // the "please wait..." badge has come and gone
  await page.evaluate(axeSource);
  return page.evaluate(async (held) => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> };
      }
    ).axe;
    const { violations } = await axe.run(document, {
      resultTypes: ['violations'],
      // label-content-name-mismatch is "experimental" in axe, so off unless asked for (Lighthouse asks).
      rules: Object.fromEntries(held.map((id) => [id, { enabled: true }])),
    });
    return violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact: impact ?? null,
      help,
      nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })),
    }));
  }, HELD);
}

function report(where: string, violations: Violation[]): string {
  return violations
    .map(
      (v) =>
        `${where}: [${v.impact}] ${v.id}: ${v.help}\n${v.nodes
          .map((n) => `    ${JSON.stringify(n.target)} ${n.failureSummary?.replace(/\s+/g, ' ') ?? ''}`)
          .join('\n')}`,
    )
    .join('\n');
}

function expectAccessible(where: string, violations: Violation[]): void {
  if (violations.length) console.log(report(where, violations));
  const failing = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical' || HELD.includes(v.id));
  expect(
    failing.map((v) => `${v.id} (${v.impact})`),
    report(where, failing),
  ).toEqual([]);
}

describe('accessibility (axe)', () => {
  it('finds no serious violation on the sign-in page', async () => {
    const { context, page } = await newPage(browser(), baseURL);
    try {
      await page.goto('/authentication');
      await page.getByRole('button', { name: /sign in/i }).waitFor();
      expectAccessible('sign-in', await axe(page));
    } finally {
      await context.close();
    }
  });

  it('finds no serious violation on the dashboard and on a list, signed in as the administrator', async () => {
    const { context, page } = await newPage(browser(), baseURL);
    try {
      await signIn(page, 'admin');
      await page.getByText('Welcome, Alice Admin').waitFor();
      expectAccessible('dashboard', await axe(page));

      await page.goto('/finance/payment-account');
      await page.getByRole('table').getByRole('row').nth(1).waitFor();
      expectAccessible('payment accounts list', await axe(page));
    } finally {
      await context.close();
    }
  });

  it('finds no serious violation in the theme settings panel, nor on a list in dark mode', async () => {
    const { context, page } = await newPage(browser(), baseURL);
    try {
      await signIn(page, 'admin');
      await page.getByText('Welcome, Alice Admin').waitFor();
      await page.getByRole('button', { name: 'Theme settings' }).click();
      const panel = page.getByRole('dialog', { name: 'Theme settings' });
      await panel.getByRole('switch', { name: 'Dark mode' }).waitFor();
      expectAccessible('theme settings panel', await axe(page));

      await panel.getByRole('switch', { name: 'Dark mode' }).click();
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'detached' });
      await page.goto('/finance/payment-account');
      await page.getByRole('table').getByRole('row').nth(1).waitFor();
      expectAccessible('payment accounts list, dark', await axe(page));

      // The form dialog with its errors, dark (the error texts' contrast is measured in theme.test.ts:
      // axe leaves text over a filled field's translucent background unrated).
      await page.getByRole('button', { name: 'Add' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.getByText('Title is required.').waitFor();
      expectAccessible('payment account form with errors, dark', await axe(page));
    } finally {
      await context.close();
    }
  });
});
