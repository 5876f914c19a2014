/**
 * The registration order of the modules: each after the modules its `after` names, otherwise in
 * the order of the list (so the order is the same at every start). A duplicate or unknown name,
 * or a cycle, stops start-up with the names involved.
 */
import type { ServerModule } from './module.js';
import { ENGINE } from './db/migrate.js';

export function orderModules(modules: readonly ServerModule[]): ServerModule[] {
  const byName = new Map<string, ServerModule>();
  for (const m of modules) {
    if (m.name === ENGINE) throw new Error(`Module name "${ENGINE}" is the engine's: rename the module`);
    if (byName.has(m.name)) throw new Error(`Two server modules are named "${m.name}"`);
    byName.set(m.name, m);
  }
  for (const m of modules)
    for (const name of m.after ?? [])
      if (!byName.has(name))
        throw new Error(`Module "${m.name}" is registered after "${name}", which is not in the list`);
  const ordered: ServerModule[] = [];
  const placed = new Set<string>();
  while (ordered.length < modules.length) {
    // The first module of the list whose predecessors are all placed.
    const next = modules.find((m) => !placed.has(m.name) && (m.after ?? []).every((name) => placed.has(name)));
    if (!next) {
      const waiting = modules.filter((m) => !placed.has(m.name)).map((m) => `${m.name} (after ${m.after!.join(', ')})`);
      throw new Error(`Server modules wait for each other in a cycle: ${waiting.join('; ')}`);
    }
    ordered.push(next);
    placed.add(next.name);
  }
  return ordered;
}
