/**
 * The worked example of README "Add a module", read from the README itself: each file is the
 * code block under its path (`` `path`: `` then a fence; the two JSON texts share one heading,
 * en first). `writeRecipe` writes them under a folder of tests/ (where the path aliases resolve),
 * keeping their layout, and points the imports between them (`@domain/announcements/...`) at the
 * copies, so the tests run the very code a reader copies.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { ALIASES } from '../../scripts/eslint/import-boundaries.js';

export interface RecipeFile {
  path: string;
  code: string;
}

/** The files of the recipe, in README order. */
export function recipeFiles(readme = readFileSync('README.md', 'utf8')): RecipeFile[] {
  const start = readme.indexOf('## Add a module');
  if (start < 0) throw new Error('README has no "Add a module" section');
  const section = readme.slice(start, readme.indexOf('\n## ', start + 1));
  const files: RecipeFile[] = [];
  const heading = /`([\w./-]+\.\w+)`(?: and `([\w./-]+\.\w+)`)?[^\n]*:\n\n((?:```\w*\n[\s\S]*?```\n\n?)+)/g;
  for (const [, first, second, blocks] of section.matchAll(heading)) {
    const codes = [...blocks.matchAll(/```\w*\n([\s\S]*?)```/g)].map((m) => m[1]);
    [first, second].filter(Boolean).forEach((path, i) => files.push({ path, code: codes[i] }));
  }
  if (files.length === 0) throw new Error('README "Add a module" has no `path`: code blocks');
  return files;
}

/** Writes the recipe under the folder `under` (inside tests/); returns the absolute path of a copy and a clean-up. */
export function writeRecipe(under: string, files = recipeFiles()) {
  const folder = resolve(under);
  const own = new Set(files.map((f) => f.path.replace(/\.(tsx?|sql|json)$/, '')));
  for (const file of files) {
    const target = join(folder, file.path);
    mkdirSync(dirname(target), { recursive: true });
    const code = file.code.replace(/(from\s+)(['"])(@\w+\/[^'"]+)\2/g, (match, from, quote, spec: string) => {
      const alias = Object.keys(ALIASES).find((a) => spec.startsWith(a));
      const path = alias && ALIASES[alias] + spec.slice(alias.length);
      if (!path || !own.has(path.replace(/\.js$/, ''))) return match;
      const fromDir = posix.dirname(file.path);
      const rel = posix.relative(fromDir, path);
      return `${from}${quote}${rel.startsWith('.') ? rel : `./${rel}`}${quote}`;
    });
    writeFileSync(target, code);
  }
  return {
    at: (path: string) => join(folder, path),
    relativeTo: (root: string, path: string) => relative(root, join(folder, path)),
    remove: () => rmSync(folder, { recursive: true, force: true }),
  };
}
