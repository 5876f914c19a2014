/**
 * The schema files of the recipe tests (API and browser): the worked example of README
 * "Add an entity" read from the README itself, and a copy of currency.json under a new name,
 * written beside every schema of the project into a temporary schemas directory.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The JSON block of README "Add an entity": the example the recipe documents. */
export function readmeExample(): Record<string, unknown> {
  const readme = readFileSync('README.md', 'utf8');
  const section = readme.slice(readme.indexOf('## Add an entity'));
  const block = /```json\n([\s\S]*?)```/.exec(section);
  if (!block) throw new Error('README "Add an entity" has no ```json example');
  return JSON.parse(block[1].replace(/^ {3}/gm, ''));
}

/** currency.json under a new name: the smallest proof that a copy is a new entity. */
export function currencyCopy(): Record<string, unknown> {
  const copy = JSON.parse(readFileSync('schemas/infrastructure/currency.json', 'utf8'));
  copy.$id = 'recipe-coin';
  copy.title = 'Recipe Coin';
  Object.assign(copy['x-resource'], {
    route: 'infrastructure/recipe-coins',
    api: '/infrastructure/recipecoin',
    table: 'recipe_coin',
    listKey: 'recipeCoins',
    text: { en: { one: 'Recipe Coin', many: 'Recipe Coins' }, fr: { one: 'Pièce recette', many: 'Pièces recette' } },
    permissions: {
      view: 'Infrastructure.RecipeCoins.ViewList',
      add: 'Infrastructure.RecipeCoins.Add',
      delete: 'Infrastructure.RecipeCoins.Delete',
    },
    menu: { group: 'infrastructure', order: 99, icon: 'CurrencyExchange' },
  });
  return copy;
}

/** Every schema of the project plus the given new files, in a temporary directory. */
export function schemasDirWith(files: Record<string, unknown>, parent = '.tmp'): string {
  mkdirSync(parent, { recursive: true });
  const dir = mkdtempSync(join(parent, 'recipe-schemas-'));
  cpSync('schemas', dir, { recursive: true });
  for (const [path, json] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), JSON.stringify(json, null, 2));
  }
  return dir;
}
