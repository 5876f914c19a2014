import { afterEach, describe, expect, it, vi } from 'vitest';
import { cachedVerifier, expiresIn, secretKey, signAccessToken, type SessionCheck } from '@server/auth/token.js';

const key = secretKey('unit-test-secret-0123456789-abcdefghijklmnop');
const user = { id: 7, fullname: 'Tess Token', permissions: ['Finance.PaymentAccounts.ViewList'], sid: 'session-7' };

/** Sessions in memory: the ids in `active` are active. */
function sessions(...active: string[]): SessionCheck & { active: Set<string> } {
  const set = new Set(active);
  return { active: set, isActive: (sid) => set.has(sid) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('cachedVerifier', () => {
  it('should accept a verified token again and refuse it once expired', async () => {
    const verify = cachedVerifier(key, sessions('session-7'));
    const token = await signAccessToken(user, key, expiresIn(60));
    expect(await verify(token)).toMatchObject({ id: 7, fullname: 'Tess Token', sid: 'session-7' });
    expect(await verify(token)).toMatchObject({ id: 7 });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    expect(await verify(token)).toBeNull();
  });

  it('should not accept a token differing from a verified one by its signature', async () => {
    const verify = cachedVerifier(key, sessions('session-7'));
    const token = await signAccessToken(user, key, expiresIn(60));
    await verify(token);
    const [h, p] = token.split('.');
    expect(await verify(`${h}.${p}.forged`)).toBeNull();
  });

  it('should refuse a remembered token as soon as its session ends', async () => {
    const check = sessions('session-7');
    const verify = cachedVerifier(key, check);
    const token = await signAccessToken(user, key, expiresIn(60));
    expect(await verify(token)).not.toBeNull();
    check.active.delete('session-7');
    expect(await verify(token)).toBeNull();
  });

  it('should refuse a well-signed token without a session id', async () => {
    const { SignJWT } = await import('jose');
    const bare = await new SignJWT({ fullname: 'No Sid', Permission: [] })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('7')
      .setExpirationTime('1h')
      .sign(key);
    expect(await cachedVerifier(key, { isActive: () => true })(bare)).toBeNull();
  });

  it('should wait for the database when the session state is not in memory', async () => {
    const verify = cachedVerifier(key, { isActive: async (sid) => sid === 'session-7' });
    expect(await verify(await signAccessToken(user, key, expiresIn(60)))).toMatchObject({ id: 7 });
    expect(await verify(await signAccessToken({ ...user, sid: 'other' }, key, expiresIn(60)))).toBeNull();
  });
});
