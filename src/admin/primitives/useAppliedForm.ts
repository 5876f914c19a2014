import { useEffect, useState } from 'react';

/**
 * A report's filter form: its values start from the search applied (the URL's) and follow it when
 * that changes (Back, a link), while the user's edits wait for Search. `set(key)` is an input's
 * onChange (null, a cleared date, becomes '').
 * @example const { form, setForm, set } = useAppliedForm(applied); <DateInput onChange={set('fromDate')} />
 */
export function useAppliedForm<T extends { [K in keyof T]: string }>(applied: T) {
  const [form, setForm] = useState(applied);
  const appliedKey = JSON.stringify(applied);
  useEffect(() => setForm(JSON.parse(appliedKey) as T), [appliedKey]);
  const set = (key: keyof T) => (value: string | null) => setForm((f) => ({ ...f, [key]: value ?? '' }));
  return { form, setForm, set };
}
