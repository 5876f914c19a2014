/**
 * The translation files: the shell's (src/admin/i18n) and each module's (resources/<module>/i18n),
 * merged at build time into /i18n/{lang}.json (scripts/i18n-messages.ts).
 */
import { describe, expect, it } from 'vitest';
import { appMessages, i18nFolders, keysOf, mergeMessages, readMessagesFiles } from '../../scripts/i18n-messages.js';

const root = process.cwd();

describe('translation files', () => {
  it('should have in fr every key of en, for the shell and every module', () => {
    const fr = new Map(readMessagesFiles(root, 'fr').map((f) => [f.file, new Set(keysOf(f.tree))]));
    const missing = readMessagesFiles(root, 'en').flatMap(({ file, tree }) => {
      const frFile = file.replace(/en\.json$/, 'fr.json');
      return keysOf(tree)
        .filter((key) => !fr.get(frFile)?.has(key))
        .map((key) => `${frFile}: ${key}`);
    });
    expect(missing).toEqual([]);
  });

  it('should find the shell and the modules with texts, and merge them without a key defined twice', () => {
    expect(i18nFolders(root)).toEqual(
      expect.arrayContaining(['src/admin/i18n', 'resources/reservations/i18n', 'resources/user-management/i18n']),
    );
    const en = appMessages('en', root);
    expect(keysOf(en)).toEqual(expect.arrayContaining(['app.title', 'audit.title', 'reservationList.title']));
    expect(keysOf(appMessages('fr', root)).length).toBeGreaterThanOrEqual(keysOf(en).length);
  });

  it('should refuse a key defined by two files, naming both', () => {
    const merge = () =>
      mergeMessages([
        { file: 'src/admin/i18n/en.json', tree: { app: { title: 'Travel' } } },
        { file: 'resources/notes/i18n/en.json', tree: { app: { title: 'Notes' }, notes: { title: 'Notes' } } },
      ]);
    expect(merge).toThrow('"app.title" is defined by both src/admin/i18n/en.json and resources/notes/i18n/en.json');
    expect(
      mergeMessages([
        { file: 'a', tree: { menu: { one: '1' } } },
        { file: 'b', tree: { menu: { two: '2' } } },
      ]),
    ).toEqual({ menu: { one: '1', two: '2' } });
    expect(() =>
      mergeMessages([
        { file: 'a', tree: { menu: { one: '1' } } },
        { file: 'b', tree: { menu: 'Menu' } },
      ]),
    ).toThrow('"menu" is defined by both a and b');
  });
});
