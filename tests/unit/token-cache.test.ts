import { afterEach, describe, expect, it, vi } from 'vitest';
import { cachedVerifier, secretKey, signAccessToken } from '../../src/server/auth/token.js';

const key = secretKey('unit-test-secret-0123456789-abcdefghijklmnop');
const user = { id: 7, fullname: 'Tess Token', permissions: ['Finance.PaymentAccounts.ViewList'] };

afterEach(() => {
  vi.useRealTimers();
});

describe('cachedVerifier', () => {
  it('should accept a verified token again and refuse it once expired', async () => {
    const verify = cachedVerifier(key);
    const token = await signAccessToken(user, key, 60);
    expect(await verify(token)).toMatchObject({ id: 7, fullname: 'Tess Token' });
    expect(await verify(token)).toMatchObject({ id: 7 });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    expect(await verify(token)).toBeNull();
  });

  it('should not accept a token differing from a verified one by its signature', async () => {
    const verify = cachedVerifier(key);
    const token = await signAccessToken(user, key, 60);
    await verify(token);
    const [h, p] = token.split('.');
    expect(await verify(`${h}.${p}.forged`)).toBeNull();
  });
});
