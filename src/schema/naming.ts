/** Names derived from schema names: SQL columns and default answer keys. */

/** `infraTypeId` → `infra_type_id`. */
export function camelToSnake(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/** `payment-account` → `paymentAccounts`: the default list key of an answer. */
export function defaultListKey(resourceName: string): string {
  const camel = resourceName.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
  return camel.endsWith('y') && !/[aeiou]y$/.test(camel) ? `${camel.slice(0, -1)}ies` : `${camel}s`;
}

/** Reads a dotted path such as `financeListing.paymentAccounts` out of an answer. */
export function readPath(value: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (acc, key) => (acc !== null && typeof acc === 'object' ? (acc as Record<string, unknown>)[key] : undefined),
      value,
    );
}

/** Builds `{ financeListing: { paymentAccounts: value } }` from a dotted path. */
export function writePath(target: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const keys = path.split('.');
  let node = target;
  keys.slice(0, -1).forEach((key) => {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
    node = node[key] as Record<string, unknown>;
  });
  node[keys[keys.length - 1]] = value;
  return target;
}
