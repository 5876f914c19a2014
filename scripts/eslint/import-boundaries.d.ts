import type { Rule } from 'eslint';

/** The `boundaries/imports` rule (import-boundaries.js). */
export declare const importBoundaries: Rule.RuleModule;
