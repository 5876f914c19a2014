/**
 * Values derived from a property's JSON Schema: a valid one (within every bound, matching its
 * pattern and format) and, per declared bound, one value just inside and one just outside
 * with the rule whose shared message the API must answer. No entity is named here.
 */
import type { MessageKey, PropertySchema } from '@schema/types.js';

let counter = 0;
/** A short marker unique within the run: letters only, so it survives any text bound. */
export function uniqueMarker(): string {
  counter += 1;
  const letters = (n: number) => {
    let s = '';
    do {
      s = String.fromCharCode(97 + (n % 26)) + s;
      n = Math.floor(n / 26);
    } while (n > 0);
    return s;
  };
  return `kit${letters(process.pid % 17576)}${letters(counter)}${letters(Math.floor(Math.random() * 17576))}`;
}

// ---------------------------------------------------------------------------------------------
// Patterns: a small sampler for the regular expressions schema files use (anchors, literals,
// escapes \d \w \s, character classes with ranges, groups with alternatives, quantifiers).
// Anything else makes `samplePattern` return undefined and the kit skips that property.

type Node = { kind: 'chars'; chars: string } | { kind: 'group'; alternatives: Atom[][] };
interface Atom {
  node: Node;
  min: number;
  max: number;
}

const CLASSES: Record<string, string> = { d: '0123456789', w: 'abcdefghijklmnopqrstuvwxyz0123456789', s: ' ' };

function parseClass(src: string, i: number): [string, number] {
  let chars = '';
  if (src[i] === '^') throw new Error('negated class');
  while (src[i] !== ']') {
    if (i >= src.length) throw new Error('open class');
    let c = src[i];
    if (c === '\\') {
      i += 1;
      c = src[i];
      if (CLASSES[c]) {
        chars += CLASSES[c];
        i += 1;
        continue;
      }
    }
    if (src[i + 1] === '-' && i + 2 < src.length && src[i + 2] !== ']') {
      for (let code = c.charCodeAt(0); code <= src.charCodeAt(i + 2); code += 1) chars += String.fromCharCode(code);
      i += 3;
    } else {
      chars += c;
      i += 1;
    }
  }
  return [chars, i + 1];
}

function parseSequence(src: string, i: number, inGroup: boolean): [Atom[][], number] {
  const alternatives: Atom[][] = [[]];
  while (i < src.length) {
    const c = src[i];
    if (c === ')' && inGroup) break;
    if (c === '|') {
      alternatives.push([]);
      i += 1;
      continue;
    }
    if (c === '^' || c === '$') {
      i += 1;
      continue;
    }
    let node: Node;
    if (c === '[') {
      const [chars, next] = parseClass(src, i + 1);
      node = { kind: 'chars', chars };
      i = next;
    } else if (c === '(') {
      const start = src.startsWith('?:', i + 1) ? i + 3 : i + 1;
      const [alts, next] = parseSequence(src, start, true);
      node = { kind: 'group', alternatives: alts };
      i = next + 1;
    } else if (c === '\\') {
      node = { kind: 'chars', chars: CLASSES[src[i + 1]] ?? src[i + 1] };
      i += 2;
    } else {
      node = { kind: 'chars', chars: c === '.' ? 'abc' : c };
      i += 1;
    }
    let min = 1;
    let max = 1;
    const q = src[i];
    if (q === '*' || q === '+' || q === '?') {
      min = q === '+' ? 1 : 0;
      max = q === '?' ? 1 : Infinity;
      i += 1;
    } else if (q === '{') {
      const close = src.indexOf('}', i);
      const [a, b] = src.slice(i + 1, close).split(',');
      min = Number(a);
      max = b === undefined ? min : b === '' ? Infinity : Number(b);
      i = close + 1;
    }
    alternatives[alternatives.length - 1].push({ node, min, max });
  }
  return [alternatives, i];
}

function render(sequence: Atom[], pick: (min: number, max: number) => number): string {
  return sequence
    .map(({ node, min, max }) => {
      let out = '';
      for (let k = pick(min, max); k > 0; k -= 1) {
        out +=
          node.kind === 'chars'
            ? node.chars[Math.floor(Math.random() * node.chars.length)]
            : render(node.alternatives[Math.floor(Math.random() * node.alternatives.length)], pick);
      }
      return out;
    })
    .join('');
}

/** A string matching `pattern` with a length within `wanted`, or undefined. */
export function samplePattern(pattern: string, wanted: { min: number; max: number }): string | undefined {
  let parsed: Atom[][];
  try {
    [parsed] = parseSequence(pattern, 0, false);
  } catch {
    return undefined;
  }
  const re = new RegExp(pattern);
  // Open quantifiers (+, *, {n,}) stretch by `extra` until the length fits.
  for (let extra = 0; extra <= Math.min(wanted.max, 64); extra += 1) {
    const picks = [(a: number, b: number) => Math.ceil((a + b) / 2), (a: number) => a, (_: number, b: number) => b].map(
      (pick) => (a: number, b: number) => (b === Infinity ? a + extra : pick(a, b)),
    );
    for (const pick of picks) {
      for (let attempt = 0; attempt < 6; attempt += 1) {
        const value = render(parsed[attempt % parsed.length], pick);
        if (re.test(value) && value === value.trim() && value.length >= wanted.min && value.length <= wanted.max)
          return value;
      }
    }
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------

const FORMAT_VALUES: Record<string, (n: number) => string> = {
  date: () => '2026-03-14',
  'date-time': () => '2026-03-14T10:30:00.000Z',
  email: (n) => `k${'x'.repeat(Math.max(0, n - 13))}@example.com`,
  uri: (n) => `https://e.io/${'x'.repeat(Math.max(0, n - 13))}`,
};

/** A valid text of about `length` characters for a string property, or undefined. */
function textOf(prop: PropertySchema, length: number, marker = ''): string | undefined {
  const min = prop.minLength ?? 0;
  const max = prop.maxLength ?? Math.max(min, 40);
  if (prop.enum) return String(prop.enum[0]);
  if (prop.format) return FORMAT_VALUES[prop.format]?.(Math.max(min, Math.min(max, 20)));
  if (prop.pattern) return samplePattern(prop.pattern, { min, max });
  const n = Math.max(min, Math.min(max, length));
  const base = `${marker}${uniqueMarker()}abcdefghijklmnopqrstuvwxyz`.repeat(Math.ceil(n / 20) + 1);
  return base.slice(0, n);
}

/** A valid value of a property that is not a reference; undefined when the kit cannot make one. */
export function validValue(prop: PropertySchema, marker = ''): unknown {
  switch (prop.type) {
    case 'boolean':
      return true;
    case 'integer':
    case 'number': {
      if (prop.enum) return prop.enum[0];
      const lo = prop.minimum ?? 1;
      const hi = prop.maximum ?? lo + 100;
      const v = Math.min(hi, Math.max(lo, Math.floor((lo + hi) / 2)));
      return prop.type === 'integer' ? Math.round(v) : v;
    }
    default:
      return textOf(prop, 16, marker);
  }
}

export interface BoundCase {
  rule: MessageKey;
  /** The limit the message quotes (minLength 3 → "at least 3 characters"). */
  limit?: number;
  inside: unknown;
  outside: unknown;
}

/**
 * One case per declared bound: minLength, maxLength, minimum, maximum, pattern, format, enum,
 * multipleOf (a decimal's places).
 * A minLength of 1 has no outside value (an empty text means "no value").
 */
export function boundCases(prop: PropertySchema): { cases: BoundCase[]; skipped: string[] } {
  const cases: BoundCase[] = [];
  const skipped: string[] = [];
  const atLength = (n: number) =>
    prop.pattern ? samplePattern(prop.pattern, { min: n, max: n }) : textOf({ ...prop, minLength: n, maxLength: n }, n);
  if (prop.type === 'string') {
    if (prop.minLength !== undefined && prop.minLength > 1) {
      const inside = atLength(prop.minLength);
      if (inside === undefined || prop.format)
        skipped.push(`minLength: no ${prop.minLength}-character value the kit can build`);
      else
        cases.push({ rule: 'minLength', limit: prop.minLength, inside, outside: inside.slice(0, prop.minLength - 1) });
    }
    if (prop.maxLength !== undefined) {
      const inside = prop.format ? FORMAT_VALUES[prop.format]?.(prop.maxLength) : atLength(prop.maxLength);
      if (inside === undefined || inside.length > prop.maxLength)
        skipped.push(`maxLength: no ${prop.maxLength}-character value the kit can build`);
      else cases.push({ rule: 'maxLength', limit: prop.maxLength, inside, outside: `${inside}${inside.slice(-1)}` });
    }
    if (prop.pattern) {
      const inside = textOf(prop, 16);
      const outside = ['!?', '~ ~ ~', '0', 'a']
        .map((s) => s.padEnd(prop.minLength ?? 0, s).slice(0, prop.maxLength ?? 100))
        .find((s) => !new RegExp(prop.pattern!).test(s));
      if (inside === undefined || outside === undefined) skipped.push(`pattern: cannot sample ${prop.pattern}`);
      else cases.push({ rule: 'pattern', inside, outside });
    }
    if (prop.format && FORMAT_VALUES[prop.format]) {
      const min = prop.minLength ?? 0;
      cases.push({ rule: 'format', inside: textOf(prop, 16), outside: 'not valid value'.padEnd(min, 'x') });
    }
  } else if (prop['x-ref'] && (prop.minimum !== undefined || prop.maximum !== undefined)) {
    // A reference's bounds are its column's (added by the engine); no existing row sits on them,
    // so there is no "inside" value: tests/api/hostile-input.test.ts covers the outside ones.
    skipped.push('minimum/maximum: a reference id has no existing row at its column bounds');
  } else if (prop.type === 'integer' || prop.type === 'number') {
    const step = prop.type === 'integer' ? 1 : 0.5;
    if (prop.minimum !== undefined)
      cases.push({ rule: 'minimum', limit: prop.minimum, inside: prop.minimum, outside: prop.minimum - step });
    if (prop.maximum !== undefined)
      cases.push({ rule: 'maximum', limit: prop.maximum, inside: prop.maximum, outside: prop.maximum + step });
  }
  if (prop.type === 'number' && prop.multipleOf !== undefined) {
    // 12.29 with 0.01: its quotient is not whole in binary floating point, yet a valid amount.
    const decimals = Math.round(-Math.log10(prop.multipleOf));
    const inside = Number(((prop.minimum ?? 0) + 12 + 29 * prop.multipleOf).toFixed(decimals));
    const outside = Number((inside + prop.multipleOf / 2).toFixed(decimals + 1));
    if (prop.maximum !== undefined && outside > prop.maximum) skipped.push('multipleOf: no room under the maximum');
    else cases.push({ rule: 'multipleOf', inside, outside });
  }
  if (prop.enum)
    cases.push({ rule: 'enum', inside: prop.enum[0], outside: prop.type === 'string' ? 'not-in-the-list' : -987654 });
  return { cases, skipped };
}
