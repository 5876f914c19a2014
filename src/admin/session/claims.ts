/** The access token's claims as the SPA reads them (decoded, never verified: the server is the guard). */
export interface SessionClaims {
  sub?: string;
  fullname?: string;
  agencyId?: number | string;
  Permission?: string[] | string;
  /** Expiry, in seconds since the epoch. */
  exp?: number;
}

function decodeBase64Url(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

let last: { token: string; claims: SessionClaims | null } | undefined;

/**
 * The claims of a JWT, or null when it cannot be decoded. The last token's claims are kept:
 * the shell asks for them on every render (an administrator's token carries every permission,
 * and decoding it each time was a visible part of a list page's first render).
 */
export function decodeClaims(token: string | null | undefined): SessionClaims | null {
  if (!token) return null;
  if (last?.token !== token) last = { token, claims: decode(token) };
  return last.claims;
}

function decode(token: string): SessionClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(parts[1]));
    return claims && typeof claims === 'object' && !Array.isArray(claims) ? (claims as SessionClaims) : null;
  } catch {
    return null;
  }
}

/** The Permission claim as a list; empty for a token that cannot be decoded. */
export function permissionsOf(claims: SessionClaims | null): string[] {
  const value = claims?.Permission;
  if (Array.isArray(value)) return value.filter((p): p is string => typeof p === 'string');
  return typeof value === 'string' ? [value] : [];
}

/** True when exp (seconds) is earlier than now. A token without exp never expires here. */
export function isExpired(claims: SessionClaims | null, nowMs = Date.now()): boolean {
  if (!claims) return true;
  return typeof claims.exp === 'number' && claims.exp < Math.floor(nowMs / 1000);
}

/** Agency users carry an agencyId; company users do not. */
export function isCompanyUser(claims: SessionClaims | null): boolean {
  return claims?.agencyId === undefined || claims.agencyId === null || claims.agencyId === '';
}
