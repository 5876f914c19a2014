import { SignJWT, jwtVerify } from 'jose';

/** Access tokens live 8 hours. */
export const TOKEN_LIFETIME_SECONDS = 8 * 60 * 60;

/** Who is calling, as the access token says. */
export interface AuthUser {
  id: number;
  fullname: string;
  /** Present for agency users only. */
  agencyId?: number;
  permissions: string[];
  /** The session the token belongs to (sessions.id): revoking it ends the token. */
  sid: string;
}

/** Whether a session is still active (SessionRegistry in sessions.ts). */
export interface SessionCheck {
  /** A plain boolean when the answer is in memory (the hot path: no promise to await). */
  isActive(sid: string): boolean | Promise<boolean>;
}

export function secretKey(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/**
 * HS256 token with sub, sid, fullname, agencyId (agency users only), Permission, iat, exp.
 * `expiresAt` (epoch seconds) is the exp claim: the same instant as the session's.
 */
export function signAccessToken(user: AuthUser, key: Uint8Array, expiresAt: number): Promise<string> {
  const claims: Record<string, unknown> = { sid: user.sid, fullname: user.fullname, Permission: user.permissions };
  if (user.agencyId !== undefined) claims.agencyId = user.agencyId;
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(user.id))
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(key);
}

/** The exp of a token signed now. */
export function expiresIn(lifetime = TOKEN_LIFETIME_SECONDS): number {
  return Math.floor(Date.now() / 1000) + lifetime;
}

/**
 * The user of a valid token, or null: HS256 only (alg none, RS256, ... rejected), signature
 * and exp checked, claims of the expected types, a `sid` (tokens without a session are
 * refused). Whether the session is still active is checked by cachedVerifier.
 */
export async function verifyAccessToken(token: string, key: Uint8Array): Promise<AuthUser | null> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], requiredClaims: ['sub', 'exp'] });
    const id = Number(payload.sub);
    const permissions = payload.Permission;
    if (typeof payload.sid !== 'string' || !payload.sid) return null;
    if (!Number.isInteger(id) || !Array.isArray(permissions) || !permissions.every((p) => typeof p === 'string'))
      return null;
    if (payload.agencyId !== undefined && typeof payload.agencyId !== 'number') return null;
    return {
      id,
      fullname: typeof payload.fullname === 'string' ? payload.fullname : '',
      agencyId: payload.agencyId as number | undefined,
      permissions: permissions as string[],
      sid: payload.sid,
    };
  } catch {
    return null;
  }
}

/**
 * verifyAccessToken with a memory of tokens already verified, until their exp, then the
 * session check on every call (remembered tokens included, so a revocation ends them too).
 * Why the memory: every API call carries the token, and jose's HS256 check (WebCrypto key
 * import and HMAC, ~0.3 ms) would otherwise be the largest cost of a cached list answer.
 * The key of the memory is the whole token string, so only the very token that passed is
 * recognised.
 */
export function cachedVerifier(
  key: Uint8Array,
  sessions: SessionCheck,
  maxEntries = 5000,
): (token: string) => Promise<AuthUser | null> {
  const verified = new Map<string, { user: AuthUser; exp: number }>();
  return async (token) => {
    const now = Date.now() / 1000;
    const hit = verified.get(token);
    if (hit) {
      if (hit.exp > now) return activeUser(sessions, hit.user);
      verified.delete(token);
      return null;
    }
    const user = await verifyAccessToken(token, key);
    if (!user || !(await activeUser(sessions, user))) return null;
    const exp = expOf(token);
    if (verified.size >= maxEntries) verified.delete(verified.keys().next().value!);
    if (exp !== undefined) verified.set(token, { user, exp });
    return user;
  };
}

function activeUser(sessions: SessionCheck, user: AuthUser): AuthUser | null | Promise<AuthUser | null> {
  const active = sessions.isActive(user.sid);
  if (typeof active === 'boolean') return active ? user : null;
  return active.then((yes) => (yes ? user : null));
}

/** The exp claim of a token whose signature was just verified. */
function expOf(token: string): number | undefined {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof payload.exp === 'number' ? payload.exp : undefined;
  } catch {
    return undefined;
  }
}
