/**
 * The processes a product started (the spawned `node scripts/start.mjs` and every descendant, e.g.
 * one API process per core with WEB_CONCURRENCY) and their CPU time, read from /proc (Linux). A
 * bench samples them around a load to say how many processes served it and the CPU per request.
 */
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

/** pid → [ppid, CPU ms (user + system)], for every readable process. */
function processTable(): Map<number, [number, number]> {
  const table = new Map<number, [number, number]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // The command name (field 2) may hold spaces: the fields after it start past its ')'.
      const fields = readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1].split(' ');
      table.set(Number(name), [
        Number(fields[1]),
        ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND,
      ]);
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return table;
}

/** CPU ms so far of a process and each of its descendants. */
export function treeCpu(root: number | undefined): Map<number, number> {
  const cpu = new Map<number, number>();
  if (root === undefined) return cpu;
  const table = processTable();
  const wanted = [root];
  while (wanted.length) {
    const pid = wanted.pop()!;
    const entry = table.get(pid);
    if (!entry) continue;
    cpu.set(pid, entry[1]);
    for (const [child, [parent]] of table) if (parent === pid) wanted.push(child);
  }
  return cpu;
}

/**
 * What the tree spent between two samples: the CPU ms of all its processes, and how many of them
 * served (used at least a tenth of the busiest one's CPU: an idle supervisor does not count).
 */
export function cpuBetween(
  before: Map<number, number>,
  after: Map<number, number>,
): { ms: number; serving: number; processes: number } {
  const spent = [...after].map(([pid, ms]) => ms - (before.get(pid) ?? 0));
  const busiest = Math.max(0, ...spent);
  return {
    ms: spent.reduce((a, b) => a + b, 0),
    serving: spent.filter((ms) => busiest > 0 && ms >= busiest / 10).length,
    processes: after.size,
  };
}
