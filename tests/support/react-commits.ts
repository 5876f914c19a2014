/**
 * What React renders on a page, commit by commit, read through the hook React DevTools uses
 * (`__REACT_DEVTOOLS_GLOBAL_HOOK__`, which react-dom calls at every commit when it is present),
 * installed before the page's scripts run. A component counts as rendered in a commit when a
 * new fiber object is current for it and React did work on it (the PerformedWork flag), so a
 * subtree React skipped or only cloned is not counted.
 */
import type { Page } from 'playwright-core';

/** Components rendered by one commit: how many, and how many of them mounted. */
export interface Commit {
  rendered: number;
  mounted: number;
}

// A string, not a function: the test runner's transform would add helpers the page lacks.
const RECORDER = `(() => {
  const commits = [];
  const pairOf = new WeakMap();
  const lastCurrent = new Map();
  let pairs = 0;
  const PERFORMED_WORK = 1;
  const visit = (fiber, counts) => {
    for (let f = fiber; f; f = f.sibling) {
      let pair = pairOf.get(f);
      if (pair === undefined && f.alternate) pair = pairOf.get(f.alternate);
      const isNew = pair === undefined;
      if (isNew) pair = ++pairs;
      pairOf.set(f, pair);
      if (f.alternate) pairOf.set(f.alternate, pair);
      const swapped = lastCurrent.get(pair) !== f;
      lastCurrent.set(pair, f);
      const component = typeof f.type === 'function' || (f.type !== null && typeof f.type === 'object');
      if (component && swapped && (isNew || (f.flags & PERFORMED_WORK) === PERFORMED_WORK)) {
        counts.rendered += 1;
        if (isNew) counts.mounted += 1;
      }
      if (f.child) visit(f.child, counts);
    }
  };
  window.__reactCommits = commits;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberRoot: (_id, root) => {
      const counts = { rendered: 0, mounted: 0 };
      visit(root.current.child, counts);
      commits.push(counts);
    },
  };
})();`;

/** Records the page's React commits from its next navigation on. */
export async function recordReactCommits(page: Page): Promise<void> {
  await page.addInitScript({ content: RECORDER });
}

/** The commits recorded so far. */
export function reactCommits(page: Page): Promise<Commit[]> {
  return page.evaluate('window.__reactCommits ?? []') as Promise<Commit[]>;
}
