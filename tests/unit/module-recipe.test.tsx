/**
 * README "Add a module", admin side, run as written: the example's files are read from the
 * README and written under tests/generated/; its texts merge with the shell's and every module's
 * (en and fr complete, no key taken twice), and the shell given the module list plus the new
 * module (the one line of src/admin/modules.ts) shows its menu entry and screen, in English and
 * in French, to a user holding its permission only.
 */
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { TestMemoryRouter } from 'react-admin';
import { App } from '@admin/App';
import { createI18nProvider } from '@admin/i18n/i18n-provider';
import { buildMessages } from '@admin/i18n/messages';
import type { AdminModule } from '@admin/module';
import { adminModules } from '@admin/modules';
import { resetSchemas } from '@admin/schemas/schemas-store';
import { storeToken } from '@admin/session/token-store';
import { writeRecipe } from '@tests/support/module-recipe';
import { keysOf, mergeMessages, readMessagesFiles, type Tree } from '../../scripts/i18n-messages.js';
import { inOneHour, makeToken } from './admin/jwt';

const recipe = writeRecipe(`tests/generated/module-recipe-ui-${process.pid}`);
const PERMISSION = 'Announcements.Announcement.ViewList';
let modules: AdminModule[];

/** The texts served at /i18n/{lang}.json once the module's folder is there. */
function textsWith(lang: 'en' | 'fr'): Tree {
  const file = `resources/announcements/i18n/${lang}.json`;
  const own = { file, tree: JSON.parse(readFileSync(recipe.at(file), 'utf8')) as Tree };
  return mergeMessages([...readMessagesFiles(process.cwd(), lang), own]);
}

const server = setupServer(
  http.get('*/api/schemas', () => HttpResponse.json({ schemas: [] })),
  http.get('*/api/announcements/get', () =>
    HttpResponse.json([{ id: 1, title: 'Summer timetable published', publishedOn: '2026-06-01' }]),
  ),
  http.get('*/api/*', () => HttpResponse.json({})),
);
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'bypass' });
  const { announcementsModule } = (await import(
    /* @vite-ignore */ recipe.at('resources/announcements/module.tsx')
  )) as {
    announcementsModule: AdminModule;
  };
  modules = [...adminModules, announcementsModule];
});
afterEach(() => {
  server.resetHandlers();
  resetSchemas();
});
afterAll(() => {
  server.close();
  recipe.remove();
});

function renderShell(lang: 'en' | 'fr', path: string) {
  storeToken(makeToken({ sub: '1', fullname: 'Ada Admin', Permission: [PERMISSION], exp: inOneHour() }));
  const i18nProvider = createI18nProvider(lang, buildMessages(lang, textsWith(lang)));
  return render(
    <TestMemoryRouter initialEntries={[path]}>
      <App i18nProvider={i18nProvider} modules={modules} />
    </TestMemoryRouter>,
  );
}

describe('a module added by its folder and one line in the list', () => {
  it('brings its texts in both languages, taking no key of another file', () => {
    const en = textsWith('en');
    const fr = textsWith('fr');
    expect(keysOf(en).filter((k) => !keysOf(fr).includes(k))).toEqual([]);
    expect((en.announcements as Tree).title).toBe('Announcements');
    expect((fr.announcements as Tree).title).toBe('Annonces');
  });

  it('shows its menu entry and its screen to a user holding its permission', async () => {
    renderShell('en', '/announcements');
    expect(await screen.findByRole('heading', { name: 'Announcements' })).toBeTruthy();
    expect(await screen.findByText('2026-06-01: Summer timetable published')).toBeTruthy();
    const menu = await screen.findByRole('menu', { name: 'Main menu' });
    expect(within(menu).getByRole('menuitem', { name: /Announcements/ })).toBeTruthy();
  });

  it('speaks French', async () => {
    renderShell('fr', '/announcements');
    expect(await screen.findByRole('heading', { name: 'Annonces' })).toBeTruthy();
  });
});
