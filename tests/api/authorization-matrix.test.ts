/**
 * The authorization matrix, generated from app.registeredRoutes and the schemas (nothing per
 * entity; hand-written routes are declared in matrix/declared-routes.ts, a module's in
 * matrix/modules/<module name>.ts). For every route but
 * the public ones: 401 without a token and with a bad one (wrong signature, alg none, expired);
 * 403 to a valid token holding every permission but the route's; 404 to an agency user of
 * another agency holding the permission, for routes that reach an agency-scoped row. Every
 * refused request must leave every table as it was: no row written (change log, after each
 * request) and the same row counts and hash of every row (fingerprint, after each column). The
 * controls at the end show the same requests pass the gate with the permission, so the
 * refusals come from the token and nothing else.
 */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '@server/auth/sessions.js';
import { expiresIn, secretKey, signAccessToken } from '@server/auth/token.js';
import { JWT_SECRET, startTestApp } from './helpers.js';
import { allPermissions, call, token, type Kit } from './kit/harness.js';
import { matrixContext } from './matrix/context.js';
import { installChangeLog } from './matrix/change-log.js';
import { changedTables, fingerprinter, type Fingerprint } from './matrix/fingerprint.js';
import { declarationsOf, matrixTable, staleDeclarations, type MatrixRoute } from './matrix/route-table.js';

const t = await startTestApp();
const kit: Kit = { app: t.app, db: t.db, schemas: t.schemas };
const context = await matrixContext(kit);
const declarations = await declarationsOf(context);
const { routes, unclassified } = matrixTable(context, declarations);
const fingerprint = await fingerprinter(t.db);
const changeLog = await installChangeLog(t.db);
const everything = allPermissions(kit);

/** it.each rows `[name, route]`: `%s` prints the whole name (`$name` would cut it at 40 characters). */
const rows = <R extends MatrixRoute>(list: R[]) => list.map((r) => [r.name, r] as [string, R]);

const guarded = routes.filter((r) => r.access !== 'public');
const permissioned = routes.filter((r): r is MatrixRoute & { access: string[] } => Array.isArray(r.access));
const open = routes.filter((r) => r.access === 'authenticated');
const scoped = routes.filter((r): r is MatrixRoute & { otherAgency: InjectOptions } => r.otherAgency !== undefined);

// A real session, so each bad token below is refused for the reason its label gives.
const who = {
  id: 1,
  fullname: 'Matrix User',
  permissions: everything,
  sid: await createSession(kit.db, 1, expiresIn()),
};
/** A header and claims that would pass, with `alg: none` and no signature. */
function unsignedToken(): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ sub: '1', sid: who.sid, fullname: who.fullname, Permission: everything, iat: now, exp: now + 3600 })}.`;
}
const badTokens = [
  {
    label: 'signed with another secret',
    bearer: await signAccessToken(who, secretKey(`${JWT_SECRET}-not-ours`), expiresIn()),
  },
  { label: 'with alg none and no signature', bearer: unsignedToken() },
  {
    label: 'that has expired',
    bearer: await signAccessToken(who, secretKey(JWT_SECRET), Math.floor(Date.now() / 1000) - 60),
  },
];

const lacking = new Map<string, string>();
for (const route of permissioned) {
  const k = route.access.join('|');
  if (!lacking.has(k))
    lacking.set(
      k,
      await token(
        kit,
        everything.filter((p) => !route.access.includes(p)),
      ),
    );
}
const agencyCaller = await token(kit, everything, context.agencies.mine);

let baseline: Fingerprint;
beforeAll(async () => {
  baseline = await fingerprint();
  await changeLog.changedSince();
});
afterAll(async () => {
  await t.close();
});

/** Sends the request, expects the status, and that no row of any table changed. */
async function expectRefused(bearer: string | null, request: InjectOptions, status: number): Promise<void> {
  const res = await call(kit, bearer, request);
  const changed = await changeLog.changedSince();
  expect(res.statusCode, `${request.method} ${request.url}: ${res.body}`).toBe(status);
  expect(changed, 'tables changed by a refused request').toEqual([]);
}

/** The last test of each column: the full fingerprint (row counts and a hash of every row). */
function leavesEveryTable(): void {
  it('leaves every table as it was (row counts and a hash of every row)', async () => {
    expect(changedTables(baseline, await fingerprint())).toEqual([]);
  });
}

describe('the route list', () => {
  it('classifies every registered route (a new route must say how the matrix calls it)', () => {
    expect(unclassified).toEqual([]);
    expect(staleDeclarations(context, declarations)).toEqual([]);
    expect(guarded.length).toBeGreaterThan(100);
    expect(scoped.length).toBeGreaterThan(0);
  });
});

describe('without a token', () => {
  it.each(rows(guarded))('%s answers 401 without a token', async (_name, route) => {
    await expectRefused(null, route.request, 401);
  });
  leavesEveryTable();
});

describe.each(badTokens)('with a token $label', ({ label, bearer }) => {
  it.each(rows(guarded))(`%s answers 401 to a token ${label}`, async (_name, route) => {
    await expectRefused(bearer, route.request, 401);
  });
  leavesEveryTable();
});

describe("with a valid token lacking the route's permission", () => {
  it.each(rows(permissioned))('%s answers 403 to a token holding every other permission', async (_name, route) => {
    await expectRefused(lacking.get(route.access.join('|'))!, route.request, 403);
  });
  leavesEveryTable();
});

describe('agency scope', () => {
  it.each(rows(scoped))(
    '%s answers 404 to an agency user of another agency holding the permission',
    async (_name, route) => {
      await expectRefused(agencyCaller, route.otherAgency, 404);
    },
  );
  leavesEveryTable();
});

// The controls write (the requests are real), so they run after every refusal above.
describe('controls', () => {
  it.each(rows(guarded))('%s lets a token holding every permission through', async (_name, route) => {
    const res = await call(kit, await token(kit, everything), route.request);
    expect([401, 403], `${route.request.method} ${route.request.url}: ${res.statusCode} ${res.body}`).not.toContain(
      res.statusCode,
    );
  });

  // Exempt from the 403 column: open to any signed-in user, for the reason given.
  it.each(open.map((r) => [r.name, r.open, r] as const))(
    '%s is open to a signed-in user holding no permission (%s)',
    async (_name, _why, route) => {
      const res = await call(kit, await token(kit, []), route.request);
      expect([401, 403], `${res.statusCode} ${res.body}`).not.toContain(res.statusCode);
    },
  );
});
