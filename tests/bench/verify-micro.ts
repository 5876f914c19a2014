/**
 * Cost of the token check per request, before (signature memory only) and after sessions
 * (signature memory + session memory), and of a session-memory miss (one PGlite query).
 * `npx tsx tests/bench/verify-micro.ts`
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { issueAccessToken, SessionRegistry } from '@server/auth/sessions.js';
import { cachedVerifier, expiresIn, secretKey, signAccessToken } from '@server/auth/token.js';
import { PgliteDb } from '@server/db/pglite.js';

const key = secretKey('bench-secret-0123456789-abcdefghijklmnopqrstuvwxyz');
const db = await PgliteDb.open();
await db.exec('CREATE TABLE users (id integer PRIMARY KEY)');
await db.exec('INSERT INTO users VALUES (1)');
await db.exec(
  readFileSync('src/server/db/migrations/004_sessions_throttle.sql', 'utf8').replace('DROP TABLE login_throttle;', ''),
);
const registry = new SessionRegistry(db);
const user = { id: 1, fullname: 'Bench', permissions: ['A.B.ViewList'] };

async function perCall(label: string, n: number, fn: (i: number) => Promise<unknown>, warmUp = true): Promise<void> {
  if (warmUp) for (let i = 0; i < Math.min(n, 1000); i++) await fn(i);
  const start = performance.now();
  for (let i = 0; i < n; i++) await fn(i);
  console.log(`${label}: ${(((performance.now() - start) / n) * 1000).toFixed(2)} µs per call`);
}

const before = cachedVerifier(key, { isActive: () => true });
const bare = await signAccessToken({ ...user, sid: 'x' }, key, expiresIn());
for (let round = 0; round < 2; round++)
  await perCall('before (signature memory only), hit', 200_000, () => before(bare));

const after = cachedVerifier(key, registry);
const real = await issueAccessToken(db, key, user);
for (let round = 0; round < 2; round++)
  await perCall('after (signature + session memory), hit', 200_000, () => after(real));

const tokens = await Promise.all(Array.from({ length: 2000 }, () => issueAccessToken(db, key, user)));
await registry.poll(); // first poll: sets the floor
const fresh = cachedVerifier(key, registry);
await perCall(
  'after, session miss (first use of a token: HS256 + one PGlite query)',
  1000,
  (i) => fresh(tokens[i + 1000]),
  false,
);
const fresh2 = cachedVerifier(key, { isActive: () => true });
await perCall('before, first use of a token (HS256 only)', 1000, (i) => fresh2(tokens[i]), false);
await perCall('a PGlite round trip (SELECT 1), for scale', 1000, () => db.query('SELECT 1'));
await perCall('poll (one query every 250 ms)', 200, () => registry.poll());
await db.close();
