// Worker entry when the server runs from TypeScript sources (tsx, vitest): registers tsx's
// loader in this thread, then loads the real worker (pglite-worker.ts). A compiled build
// starts pglite-worker.js directly and never uses this file.
import { register } from 'tsx/esm/api';

register();
await import(new URL('./pglite-worker.ts', import.meta.url).href);
