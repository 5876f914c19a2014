/**
 * Serves the app's texts at `/i18n/{lang}.json`, the address the shell and the sign-in page
 * fetch (src/admin/i18n/app-messages.ts): the shell's file merged with every module's
 * (scripts/i18n-messages.ts). The build writes them into the output (precompressed like the
 * rest); the dev server answers them from the files as they are now. A key defined by two
 * files fails the build, naming both.
 */
import type { Plugin } from 'vite';
import { appMessages, languages } from './i18n-messages.js';

const ADDRESS = /^\/i18n\/([a-z]{2})\.json(?:\?.*)?$/;

export function i18nMessages(root = process.cwd()): Plugin {
  return {
    name: 'i18n-messages',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const lang = ADDRESS.exec(request.url ?? '')?.[1];
        if (!lang || !languages(root).includes(lang)) return next();
        try {
          response.setHeader('Content-Type', 'application/json; charset=utf-8');
          response.end(JSON.stringify(appMessages(lang, root)));
        } catch (error) {
          next(error);
        }
      });
    },
    generateBundle() {
      for (const lang of languages(root)) {
        this.emitFile({
          type: 'asset',
          fileName: `i18n/${lang}.json`,
          source: JSON.stringify(appMessages(lang, root)),
        });
      }
    },
  };
}
