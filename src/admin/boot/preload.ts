import type { Lang } from '@schema/types';
import { messagesUrl } from '../i18n/app-messages';
import { nextTask } from './after-first-paint';

/** Links added per task: each costs the phone's main thread ~4 ms (4× slowed), ~40 files in one task made a long one. */
const PER_TASK = 6;

/**
 * Starts downloading what the shell needs besides the API: its script files (modulepreload, so
 * the boot's imports, one per task, find them arrived) and the texts of the user's language (the
 * shell's own fetch takes the preloaded answer). Called once the browser has painted the page:
 * Lighthouse's model of a slow phone counts every request started before the first paint as
 * holding it up, and ~300 KiB of script did put the list page's first paint at 2.6–3 s instead
 * of ~1 s; on a real network, starting them one frame later costs that frame. A few per task,
 * in the order the boot imports them. Resolves when all are asked.
 */
export async function preloadShell(doc: Document, files: readonly string[], lang: Lang): Promise<void> {
  const links = files.map((href) => {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    // Low: the API answers the shell renders with go first.
    link.fetchPriority = 'low';
    link.crossOrigin = '';
    link.href = href;
    return link;
  });
  const texts = doc.createElement('link');
  texts.rel = 'preload';
  texts.as = 'fetch';
  texts.crossOrigin = 'anonymous';
  texts.href = messagesUrl(lang);
  doc.head.append(texts);
  for (let i = 0; i < links.length; i += PER_TASK) {
    if (i > 0) await nextTask();
    doc.head.append(...links.slice(i, i + PER_TASK));
  }
}
