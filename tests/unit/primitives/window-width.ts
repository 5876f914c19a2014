/**
 * A window of `width` px for MUI's useMediaQuery in jsdom (which has no matchMedia): the
 * `(max-width:…)` and `(min-width:…)` queries of the theme's breakpoints answer as a browser
 * of that width would. Returns the undo.
 */
export function setWindowWidth(width: number): () => void {
  const before = window.matchMedia;
  const matches = (query: string) =>
    [...query.matchAll(/\((max|min)-width:\s*([\d.]+)px\)/g)].every(([, side, px]) =>
      side === 'max' ? width <= Number(px) : width >= Number(px),
    );
  window.matchMedia = (query: string) =>
    ({
      media: query,
      matches: matches(query),
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
  return () => {
    window.matchMedia = before;
  };
}
