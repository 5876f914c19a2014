import type { ReactNode } from 'react';

/**
 * Digits in groups (phone numbers such as '+30 21 0000 0006', '(212) 555-0100'; ISO dates): read
 * as one token, so a line break inside one misreads it. Short texts only: a long run of numbers
 * is prose and may wrap.
 */
const GROUPED_DIGITS = /^\+?\(?\d[\d ().\-/]*\d$/;
const MAX_LENGTH = 30;

export function isGroupedDigits(text: string): boolean {
  return text.length <= MAX_LENGTH && GROUPED_DIGITS.test(text);
}

/** A value's text, kept on one line when it is a number in groups; any other text wraps as usual. */
export function CellText({ text }: { text: string }): ReactNode {
  return isGroupedDigits(text) ? <span style={{ whiteSpace: 'nowrap' }}>{text}</span> : text;
}
