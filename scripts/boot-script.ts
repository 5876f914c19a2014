/**
 * index.html's scripts (src/admin/boot/boot.ts says why):
 * - the boot script as its own `<script type="module" async>`, ahead of everything, with the
 *   shell's files in `data-shell` (a JSON list, each after the chunks it imports, the entry
 *   src/admin/main.tsx last): the boot starts the shell once the browser has painted the page
 *   as the server sent it, one file per task;
 * - no preload of them in the page: the boot script preloads them once the browser has painted
 *   (src/admin/boot/preload.ts), for Lighthouse's model of a slow phone counts any request
 *   started before the first paint as holding it up (the list page's first paint was put at
 *   2.6–3 s instead of ~1 s, low priority or not).
 * Why a plugin: Vite bundles the module scripts of a page into one entry, evaluated as soon as
 * all of it has arrived, before or after the first paint as it happens. In the build both are
 * entries of vite.config.ts and the tags name their hashed files; in dev, their sources.
 */
import type { HtmlTagDescriptor, Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';

export const BOOT_SOURCE = 'src/admin/boot/boot.ts';
export const SHELL_SOURCE = 'src/admin/main.tsx';

const bootTag = (src: string, shell: string): HtmlTagDescriptor => ({
  tag: 'script',
  attrs: { type: 'module', async: true, crossorigin: true, src, 'data-shell': shell },
  injectTo: 'head-prepend',
});

function entryChunk(bundle: OutputBundle, source: string): OutputChunk {
  const chunk = Object.values(bundle).find(
    (item): item is OutputChunk => item.type === 'chunk' && item.isEntry && !!item.facadeModuleId?.endsWith(source),
  );
  if (!chunk) throw new Error(`boot-script: no entry chunk for ${source} (vite.config.ts input)`);
  return chunk;
}

/**
 * The chunk's file and those of its static imports, transitively, each after the ones it
 * imports (as far as the imports are not circular): importing them in this order evaluates
 * one chunk at a time.
 */
function evaluationOrder(
  bundle: OutputBundle,
  chunk: OutputChunk,
  order: string[] = [],
  visiting = new Set<string>(),
): string[] {
  if (order.includes(chunk.fileName) || visiting.has(chunk.fileName)) return order;
  visiting.add(chunk.fileName);
  for (const file of chunk.imports) {
    const imported = bundle[file];
    if (imported?.type === 'chunk') evaluationOrder(bundle, imported, order, visiting);
  }
  order.push(chunk.fileName);
  return order;
}

export function bootScript(): Plugin {
  return {
    name: 'boot-script',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.path.endsWith('/index.html')) return undefined; // the sign-in page has neither
        if (!ctx.bundle) return [bootTag(`/${BOOT_SOURCE}`, JSON.stringify([`/${SHELL_SOURCE}`]))];
        const files = evaluationOrder(ctx.bundle, entryChunk(ctx.bundle, SHELL_SOURCE)).map((file) => `/${file}`);
        return [bootTag(`/${entryChunk(ctx.bundle, BOOT_SOURCE).fileName}`, JSON.stringify(files))];
      },
    },
  };
}
