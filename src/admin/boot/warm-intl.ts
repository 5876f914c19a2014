/**
 * The first `Intl.NumberFormat` of a page loads ICU's number data for the locale: 30–60 ms of a
 * phone's main thread (120–230 ms 4× slowed), paid by whichever render first writes a number (the
 * list's "Showing 1 to 10 of N"), inside the shell's first commit. Made here, while the browser
 * is idle waiting for the shell's scripts, it costs that render nothing; the date formats' data
 * with it. Later formatters of the same locale (any options) are cheap (src/admin/i18n/format.ts
 * keeps them).
 */
type Idle = (run: () => void) => void;

const whenIdle: Idle = (run) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2_000 });
  else setTimeout(run, 0);
};

export function warmIntl(lang: string, idle: Idle = whenIdle): void {
  idle(() => {
    try {
      new Intl.NumberFormat(lang).format(1);
      new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(0);
    } catch {
      // an unknown language: the shell's own formatters fall back as usual
    }
  });
}
