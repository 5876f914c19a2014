/**
 * The 400 of a hand-written route, collected field by field: each module brings its message
 * catalogue (`text`: the arguments of `add` after the field, in the caller's language), the
 * collecting is the same everywhere. A message is kept once per field.
 * @example
 *   class Problems extends FieldProblems<[key: MessageKey]> { constructor(lang: Lang) { super(lang, (l, field, key) => message(l, key, field)); } }
 *   const p = new Problems(lang); if (!title) p.add('title', 'required'); p.throwIfAny();
 */
import type { Lang } from '@schema/types.js';
import type { FieldErrors } from '@schema/validate.js';
import { ValidationError } from '../errors.js';

export class FieldProblems<A extends unknown[]> {
  readonly errors: FieldErrors = {};
  constructor(
    readonly lang: Lang,
    private readonly text: (lang: Lang, field: string, ...args: A) => string,
  ) {}
  add(field: string, ...args: A): void {
    const text = this.text(this.lang, field, ...args);
    const list = (this.errors[field] ??= []);
    if (!list.includes(text)) list.push(text);
  }
  has(field: string): boolean {
    return field in this.errors;
  }
  get empty(): boolean {
    return Object.keys(this.errors).length === 0;
  }
  /** Ends the request with the documented 400 when anything was added. */
  throwIfAny(): void {
    if (!this.empty) throw new ValidationError(this.errors);
  }
}
