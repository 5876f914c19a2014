import { parseCookie } from 'cookie';

/**
 * One cookie of a request's `Cookie` header (the `cookie` package parses and decodes it), or
 * null when absent, empty or malformed. The SPA mirrors two values there: its token
 * (`access-token`, for stored files and links) and its language (`lang`, for the first paint).
 */
export function cookieValue(header: string | undefined, name: string): string | null {
  return cookieReader(header)(name);
}

/** All cookies of a request's `Cookie` header, parsed once, read by name (null when absent or malformed). */
export function cookieReader(header: string | undefined): (name: string) => string | null {
  let parsed: Record<string, string | undefined> = {};
  try {
    if (header) parsed = parseCookie(header);
  } catch {
    parsed = {};
  }
  return (name) => parsed[name] || null;
}
