/**
 * Every module's dashboard cards, read once from the module list: keys must be unique, so two
 * modules naming one key stop start-up with both names.
 */
import type { ModuleContext } from '../module.js';
import type { DashboardCard } from './card.js';

export function collectCards(ctx: ModuleContext): DashboardCard[] {
  const cards: DashboardCard[] = [];
  const owner = new Map<string, string>();
  for (const module of ctx.modules) {
    for (const card of module.dashboard?.(ctx) ?? []) {
      const first = owner.get(card.key);
      if (first) throw new Error(`Dashboard card "${card.key}" is declared by modules ${first} and ${module.name}`);
      owner.set(card.key, module.name);
      cards.push(card);
    }
  }
  return cards;
}
