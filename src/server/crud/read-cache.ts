/**
 * What a list's search found in reference labels (the ids of matching categories, cities, ...),
 * remembered per table until a write. Pages and totals are remembered by db/page-and-total.ts,
 * checked against the database's change counters.
 *
 * Why: with PGlite every query runs on one connection in WebAssembly (~1 ms for a page,
 * a count walks every matching row), so under concurrent use each request waits for all
 * the others. Staff mostly open the same first pages, and with PGlite this process is the
 * database's only writer, so an answer stays exact until one of our own writes touches a
 * table it read: the entity's table, or a table it joins for reference labels. A write
 * bumps the table's generation and drops what was read from it; an answer computed while a
 * write was in flight is not kept (the generation moved). With a PostgreSQL server other
 * replicas write too, so the cache is off and every answer is read from the database.
 */
export class ReadCache {
  private readonly entries = new Map<string, Map<string, unknown>>();
  private readonly generations = new Map<string, number>();

  constructor(
    readonly enabled: boolean,
    private readonly maxEntriesPerTable = 1000,
  ) {}

  /** Generations of the tables an answer reads, taken before its queries start. */
  snapshot(tables: readonly string[]): number[] {
    return tables.map((t) => this.generations.get(t) ?? 0);
  }

  get<T>(table: string, key: string): T | undefined {
    if (!this.enabled) return undefined;
    const byKey = this.entries.get(table);
    const value = byKey?.get(key);
    if (value === undefined) return undefined;
    byKey!.delete(key); // re-insert: the Map's order is then least recently used first
    byKey!.set(key, value);
    return value as T;
  }

  /** Keeps an answer under its entity's table if none of the tables it read moved. */
  set(table: string, key: string, value: unknown, tables: readonly string[], generations: number[]): void {
    if (!this.enabled || this.snapshot(tables).some((g, i) => g !== generations[i])) return;
    let byKey = this.entries.get(table);
    if (!byKey) this.entries.set(table, (byKey = new Map()));
    if (byKey.size >= this.maxEntriesPerTable) byKey.delete(byKey.keys().next().value!);
    byKey.set(key, value);
  }

  /** After a write to `table` (committed or not): drops it and every answer that joined it. */
  invalidate(table: string, readers: readonly string[]): void {
    this.generations.set(table, (this.generations.get(table) ?? 0) + 1);
    this.entries.delete(table);
    for (const reader of readers) this.entries.delete(reader);
  }
}
