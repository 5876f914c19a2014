/**
 * Precompression of the built SPA: beside each text file of the build (HTML, JS, CSS, JSON,
 * SVG, ...) a brotli `.br` (quality 11) and a gzip `.gz` (level 9), kept only when smaller
 * than the file. The server (@fastify/static `preCompressed`, src/server/routes/spa.ts) sends
 * the one the browser accepts, so no CPU is spent compressing files at request time.
 * Runs at the end of `vite build` (the plugin below, in vite.config.ts), so `npm run build`,
 * `npm start` and `npm test` all serve compressed files.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.xml', '.webmanifest', '.ico', '.map']);
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export interface Precompressed {
  file: string;
  bytes: number;
  br?: number;
  gz?: number;
}

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

/** Writes `<file>.br` and `<file>.gz` beside every text file under `dir`. */
export async function precompressDir(dir: string): Promise<Precompressed[]> {
  const files: string[] = [];
  for await (const path of walk(dir)) if (TEXT.has(extname(path).toLowerCase())) files.push(path);
  return Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      const result: Precompressed = { file, bytes: content.length };
      const [br, gzipped] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gz(content, { level: 9 }),
      ]);
      if (br.length < content.length) {
        await writeFile(`${file}.br`, br);
        result.br = br.length;
      }
      if (gzipped.length < content.length) {
        await writeFile(`${file}.gz`, gzipped);
        result.gz = gzipped.length;
      }
      return result;
    }),
  );
}

/** The Vite plugin: precompresses the output directory once the build has written it. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir); // an absolute --outDir stays as it is
    },
    async closeBundle() {
      if (!(await stat(outDir).catch(() => null))?.isDirectory()) return;
      const done = await precompressDir(outDir);
      const sum = (key: 'bytes' | 'br') => Math.round(done.reduce((n, f) => n + (f[key] ?? f.bytes), 0) / 1024);
      this.info?.(`precompressed ${done.length} files: ${sum('bytes')} KiB → ${sum('br')} KiB brotli`);
    },
  };
}
