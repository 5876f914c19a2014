/**
 * The app's texts, per language, as one tree: the shell's own file (`src/admin/i18n/{lang}.json`)
 * and the file of every admin module that has one (`resources/<module>/i18n/{lang}.json`, a
 * module being a folder with `module.ts(x)`). The build and the dev server serve the result at
 * `/i18n/{lang}.json` (scripts/i18n-plugin.ts); tests read it through `appMessages`.
 * Each key belongs to one file: a key defined by two files is an error naming both.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

export type Tree = { [key: string]: unknown };

/** Where the shell keeps its own texts, and where modules live. */
export const SHELL_I18N = 'src/admin/i18n';
export const MODULES_DIR = 'resources';

const isTree = (value: unknown): value is Tree => !!value && typeof value === 'object' && !Array.isArray(value);

/** The folders holding translation files: the shell's, then each module's, by name. */
export function i18nFolders(root: string): string[] {
  const modules = readdirSync(join(root, MODULES_DIR), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => join(MODULES_DIR, d.name))
    .filter((dir) => ['module.ts', 'module.tsx'].some((f) => existsSync(join(root, dir, f))))
    .map((dir) => join(dir, 'i18n'))
    .filter((dir) => existsSync(join(root, dir)))
    .sort();
  return [SHELL_I18N, ...modules];
}

/** The languages of the app: those the shell has a file for (`en`, `fr`). */
export function languages(root: string): string[] {
  return readdirSync(join(root, SHELL_I18N))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length))
    .sort();
}

/** One translation file: its path from the root and its tree (empty when the folder has no file for `lang`). */
export interface MessagesFile {
  file: string;
  tree: Tree;
}

export function readMessagesFiles(root: string, lang: string): MessagesFile[] {
  return i18nFolders(root).map((dir) => {
    const file = join(dir, `${lang}.json`);
    const path = resolve(root, file);
    const tree: unknown = existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : {};
    if (!isTree(tree)) throw new Error(`i18n: ${file} is not a JSON object`);
    return { file: relative(root, path).split('\\').join('/'), tree };
  });
}

/** The files merged into one tree; throws when two files define the same key. */
export function mergeMessages(files: readonly MessagesFile[]): Tree {
  const merged: Tree = {};
  const owner = new Map<string, string>();
  const add = (target: Tree, source: Tree, prefix: string, file: string) => {
    for (const [key, value] of Object.entries(source)) {
      const path = `${prefix}${key}`;
      if (isTree(value) && (target[key] === undefined || isTree(target[key]))) {
        target[key] ??= {};
        add(target[key] as Tree, value, `${path}.`, file);
        continue;
      }
      const first = owner.get(path) ?? [...owner.entries()].find(([k]) => k.startsWith(`${path}.`))?.[1];
      if (target[key] !== undefined)
        throw new Error(`i18n: the key "${path}" is defined by both ${first ?? 'another file'} and ${file}`);
      target[key] = value;
      owner.set(path, file);
    }
  };
  for (const { file, tree } of files) add(merged, tree, '', file);
  return merged;
}

/** The dotted keys of a tree's texts. */
export function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    isTree(value) ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

/** The app's texts in `lang`, as served at `/i18n/{lang}.json`. */
export function appMessages(lang: string, root = process.cwd()): Tree {
  return mergeMessages(readMessagesFiles(root, lang));
}
