import { useCallback, useEffect, useRef, useState } from 'react';

/** The spec's search rule: at least 3 characters, or empty to clear. */
export const MIN_SEARCH_LENGTH = 3;
export const SEARCH_DEBOUNCE_MS = 300;

export function isSearchable(text: string): boolean {
  return text === '' || text.length >= MIN_SEARCH_LENGTH;
}

/**
 * The search box's state: `apply` is called 300 ms after the last keystroke, or at once on
 * Enter, and only with a text of at least 3 characters or an empty one (trimmed). `applied`
 * is the search the list shows (from its URL): the box starts with it and follows it when it
 * changes from outside (Back to an earlier search).
 */
export function useSearchText(apply: (text: string) => void, delay = SEARCH_DEBOUNCE_MS, applied = '') {
  const [text, setText] = useState(applied);
  const [shown, setShown] = useState(applied);
  // Adjusting state to a changed prop during render (React's documented pattern), not in an effect.
  if (applied !== shown) {
    setShown(applied);
    if (applied !== text.trim()) setText(applied);
  }
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const applyRef = useRef(apply);
  useEffect(() => {
    applyRef.current = apply;
  }, [apply]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const send = useCallback((value: string) => {
    clearTimeout(timer.current);
    const trimmed = value.trim();
    if (isSearchable(trimmed)) applyRef.current(trimmed);
  }, []);

  const onChange = useCallback(
    (value: string) => {
      setText(value);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => send(value), delay);
    },
    [send, delay],
  );

  const onEnter = useCallback(() => send(text), [send, text]);

  return { text, onChange, onEnter };
}
