/**
 * The field path of a JSON Schema error, as both halves key their messages: the JSON pointer of
 * the value (`/requestDestinations/0/checkInDate`, `~1` and `~0` unescaped), with the missing
 * property of a `required` error as `child`.
 * @example fieldPath('/requestDestinations/1/destinationHotels/0', 'hotelId') // 'requestDestinations[1].destinationHotels[0].hotelId'
 */
export function fieldPath(pointer: string, child?: string): string {
  const parts = pointer
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (child) parts.push(child);
  return parts.reduce((path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path ? `${path}.${part}` : part), '');
}

/** The property a field path ends with, without indexes: `requestDestinations[0].checkInDate` → `checkInDate`. */
export function leafOf(path: string): string {
  return (
    path
      .replace(/\[\d+\]/g, '')
      .split('.')
      .pop() ?? path
  );
}
