import type { Rule } from 'eslint';

/** The `boundaries/imports` rule (import-boundaries.js). */
export declare const importBoundaries: Rule.RuleModule;

/** The tsconfig `paths` aliases as prefixes: `@domain/` → `src/domain/`. */
export declare const ALIASES: Record<string, string>;
