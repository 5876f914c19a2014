/**
 * Puts the boot script (src/admin/boot/boot.ts) into index.html as its own
 * `<script type="module" async>`, ahead of the admin shell. Why a plugin: Vite bundles every
 * module script of a page into one entry, which runs only once all of its imports have
 * arrived; the boot must run on its own, as soon as its few KiB are there. In the build it is
 * an entry of vite.config.ts (`boot`) and the tag names its hashed file; in dev, its source.
 */
import type { Plugin } from 'vite';

export const BOOT_SOURCE = 'src/admin/boot/boot.ts';

const tag = (src: string) => ({ tag: 'script', attrs: { type: 'module', async: true, crossorigin: true, src }, injectTo: 'head-prepend' as const });

export function bootScript(): Plugin {
  return {
    name: 'boot-script',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.path.endsWith('/index.html')) return undefined; // the sign-in page has no boot
        if (!ctx.bundle) return [tag(`/${BOOT_SOURCE}`)];
        const chunk = Object.values(ctx.bundle).find((item) => item.type === 'chunk' && item.isEntry
          && item.facadeModuleId?.endsWith(BOOT_SOURCE));
        if (!chunk) throw new Error(`boot-script: no chunk for ${BOOT_SOURCE} (vite.config.ts input "boot")`);
        return [tag(`/${chunk.fileName}`)];
      },
    },
  };
}
