import { loadRtlCache } from './direction-cache';
import { applyDocumentTheme } from './theme-toggles';
import { themeToggles } from './toggle-store';

/**
 * Called by the entries before their first render: `<html dir>` and the body classes at once
 * (index.html paints the dark background from `theme-dark`), and, with RTL stored on, the RTL
 * style plugin, so the first paint is already mirrored. Answers when the page may render.
 */
export function startTheme(): Promise<void> {
  const toggles = themeToggles.get();
  applyDocumentTheme(toggles, document);
  return toggles.isRTLEnabledTheme
    ? loadRtlCache().then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
}
