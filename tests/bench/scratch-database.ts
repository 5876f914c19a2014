/**
 * A database of its own on the PostgreSQL server for one bench run: created empty (the product
 * migrates and seeds it when it starts on it), dropped afterwards, connections and all.
 * @example
 *   const { url, drop } = await scratchDatabase(serverUrl, 'bench_csv');
 *   try { ... DATABASE_URL: url ... } finally { await drop(); }
 */
import pg from 'pg';

export async function scratchDatabase(
  serverUrl: string,
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
