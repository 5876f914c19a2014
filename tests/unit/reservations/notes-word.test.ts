/**
 * The request's free text is one thing under one word: what the wizard's last step calls it is
 * what the detail page, its edit dialog, its toast and the activity log call it, in en and fr.
 */
import { describe, expect, it } from 'vitest';
import { en, fr } from '../i18n-texts';

type Texts = { [key: string]: Texts | string };
const text = (texts: Texts, key: string) =>
  key.split('.').reduce<Texts | string>((node, part) => (typeof node === 'string' ? node : node[part]), texts);

describe("the request's notes", () => {
  it.each([
    ['en', en],
    ['fr', fr],
  ] as const)('are called as in the wizard everywhere (%s)', (_, texts) => {
    const word = text(texts, 'reservationWizard.notes');
    expect(word).toBe('Notes');
    for (const key of [
      'reservationDetail.remarks',
      'reservationDetail.editRemarksTitle',
      'reservationDetail.changeFields.remarks',
    ])
      expect(text(texts, key)).toBe(word);
    expect(text(texts, 'reservationDetail.toast.remarks')).toMatch(/^Notes /);
  });
});
