// ESLint rule `boundaries/imports`: which part of the code may import which.
//
// - `src/domain` and `src/schema` are pure: they import nothing of the server, the admin shell,
//   the bespoke screens or the tests (both halves import them, so they must run in both).
// - `src/server` never imports the browser's code (`src/admin`, `resources`), and the browser's
//   code never imports the server's.
// - A module is a folder that declares itself (`module.ts` or `module.tsx`): a server module
//   under `src/server/`, an admin module under `resources/`. Code outside a module reaches it
//   only through its entry files (`index` and `module`), so a module can change its insides
//   without breaking another. Tests may reach inside (they test the insides).
//
// Specifiers are resolved as the build resolves them: relative paths and the tsconfig aliases.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The tsconfig `paths` aliases as prefixes: `@domain/` → `src/domain/`. */
export const ALIASES = Object.fromEntries(
  Object.entries(JSON.parse(readFileSync(join(root, 'tsconfig.json'), 'utf8')).compilerOptions.paths).map(
    ([alias, [target]]) => [alias.replace(/\*$/, ''), target.replace(/^\.\//, '').replace(/\*$/, '')],
  ),
);

/** Which parts each part may not import, and why (the message). */
const FORBIDDEN = {
  'src/domain': {
    parts: ['src/server', 'src/admin', 'resources', 'tests'],
    why: 'src/domain is shared by both halves',
  },
  'src/schema': {
    parts: ['src/server', 'src/admin', 'resources', 'tests'],
    why: 'src/schema is shared by both halves',
  },
  'src/server': { parts: ['src/admin', 'resources', 'tests'], why: 'the server does not import browser code or tests' },
  'src/admin': { parts: ['src/server', 'tests'], why: 'browser code does not import the server or tests' },
  resources: { parts: ['src/server', 'tests'], why: 'browser code does not import the server or tests' },
};
const PARTS = ['src/domain', 'src/schema', 'src/server', 'src/admin', 'resources', 'tests', 'scripts'];

/** `src/server/x.ts` → its part (`src/server`), or undefined outside the known parts. */
const partOf = (rel) => PARTS.find((p) => rel === p || rel.startsWith(`${p}/`));

/** The project-relative path an import specifier names, or undefined for a package. */
function targetOf(specifier, fromFile) {
  const alias = Object.keys(ALIASES).find((a) => specifier.startsWith(a));
  if (alias) return ALIASES[alias] + specifier.slice(alias.length);
  if (!specifier.startsWith('.')) return undefined;
  return relative(root, resolve(dirname(fromFile), specifier))
    .split(sep)
    .join('/');
}

/** The module folder holding `rel` (`src/server/reservations`, `resources/audit`), if any. */
function moduleOf(rel) {
  const match = /^(src\/server\/[^/]+|resources\/[^/]+)\//.exec(rel);
  if (!match) return undefined;
  const dir = match[1];
  return ['module.ts', 'module.tsx'].some((f) => existsSync(join(root, dir, f))) ? dir : undefined;
}

/** A module's entry files: `index` or `module`, with or without an extension. */
const isEntry = (rel, dir) => /^(index|module)(\.(js|ts|tsx))?$/.test(rel.slice(dir.length + 1));

export const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps the parts of the code and the modules apart' },
    schema: [],
  },
  create(context) {
    const file = relative(root, context.filename).split(sep).join('/');
    const fromPart = partOf(file);
    const fromModule = moduleOf(file);
    function check(node, specifier) {
      if (typeof specifier !== 'string') return;
      const target = targetOf(specifier, context.filename);
      if (!target) return;
      const toPart = partOf(target);
      const rule = fromPart && FORBIDDEN[fromPart];
      if (rule && toPart && rule.parts.includes(toPart)) {
        context.report({ node, message: `${fromPart} may not import ${toPart} (${rule.why}): '${specifier}'` });
        return;
      }
      const toModule = moduleOf(target);
      if (toModule && toModule !== fromModule && fromPart !== 'tests' && !isEntry(target, toModule)) {
        context.report({
          node,
          message: `'${specifier}' reaches inside the module ${toModule}: import what its index exports`,
        });
      }
    }
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};
