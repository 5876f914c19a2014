import { useTranslate } from 'react-admin';

/** The wizard's texts: keys under the i18n block `reservationWizard`. */
export function useWizardText(): (key: string, options?: Record<string, unknown>) => string {
  const translate = useTranslate();
  return (key, options) => translate(`reservationWizard.${key}`, options);
}

/** A number typed in a field (empty or not a number: null). */
export const numberOrNull = (value: string): number | null =>
  value === '' || Number.isNaN(Number(value)) ? null : Number(value);

/** An error message: the wizard's own (an i18n key) translated, the server's shown as it is. */
export function useErrorText(): (messages: string[] | undefined) => string | undefined {
  const translate = useTranslate();
  return (messages) => messages?.map((m) => (m.startsWith('reservationWizard.') ? translate(m) : m)).join(' ');
}
