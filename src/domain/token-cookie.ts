/**
 * The access token's cookie mirror, cut in pieces. A browser drops a cookie whose name and value
 * pass 4096 bytes without a word, and the token carries every permission of its user: a full
 * role's token is already that long. So the value goes in `access-token`, then `access-token.1`,
 * `access-token.2`... of at most CHUNK characters each, and the server joins them in order.
 */
export const TOKEN_COOKIE = 'access-token';
/** Characters per piece: under 4096 with the name and the attributes (expires, path, SameSite). */
export const TOKEN_COOKIE_CHUNK = 3800;
/** Pieces written at most (and cleared on sign-out): room for a token five times today's. */
export const TOKEN_COOKIE_MAX_PIECES = 6;

export function tokenCookieName(piece: number): string {
  return piece === 0 ? TOKEN_COOKIE : `${TOKEN_COOKIE}.${piece}`;
}

/** The cookie pieces of an (already encoded) value, in order: [name, value]. */
export function tokenCookiePieces(encoded: string): Array<[string, string]> {
  const pieces: Array<[string, string]> = [];
  for (let at = 0, piece = 0; at < encoded.length; at += TOKEN_COOKIE_CHUNK, piece++)
    pieces.push([tokenCookieName(piece), encoded.slice(at, at + TOKEN_COOKIE_CHUNK)]);
  return pieces.slice(0, TOKEN_COOKIE_MAX_PIECES);
}

/** The token joined back from its pieces (the first missing piece ends it), or null when there is none. */
export function joinTokenCookie(read: (name: string) => string | null | undefined): string | null {
  let joined = '';
  for (let piece = 0; piece < TOKEN_COOKIE_MAX_PIECES; piece++) {
    const value = read(tokenCookieName(piece));
    if (!value) break;
    joined += value;
  }
  return joined || null;
}
