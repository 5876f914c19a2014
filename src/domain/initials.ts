/**
 * Initials shown in the avatar: the first letter of each word, uppercased, or the first two
 * letters of a single word; '?' when there is no name.
 */
export function initials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  if (words.length === 1) return words[0].slice(0, 2).toUpperCase();
  return words.map((w) => w.charAt(0).toUpperCase()).join('');
}
