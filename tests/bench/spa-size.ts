import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface SpaSize {
  initialKiB: number;
  initialFiles: string[];
  largestLazy: { file: string; kiB: number };
}

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const gzipped = (path: string) => gzipSync(readFileSync(path)).length;

/**
 * Initial JS = the page's scripts and modulepreloads in `page` (sign-in.html: the sign-in page),
 * with, on index.html, the admin shell's files its boot script starts (`data-shell`); everything
 * else loads lazily.
 */
export function measureSpa(dir = 'dist/spa', page = 'index.html'): SpaSize {
  const html = readFileSync(join(dir, page), 'utf8');
  const shell = /data-shell="([^"]*)"/.exec(html)?.[1].replaceAll('&quot;', '"');
  const shellFiles = shell ? (JSON.parse(shell) as string[]).map((file) => file.replace(/^\//, '')) : [];
  const tagged = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const initialFiles = [...new Set([...tagged, ...shellFiles])];
  const initial = initialFiles.reduce((sum, f) => sum + gzipped(join(dir, f)), 0);
  const lazy = readdirSync(join(dir, 'assets'))
    .filter((f) => f.endsWith('.js') && !initialFiles.includes(`assets/${f}`))
    .map((f) => ({ file: f, kiB: kib(gzipped(join(dir, 'assets', f))) }))
    .sort((a, b) => b.kiB - a.kiB);
  return { initialKiB: kib(initial), initialFiles, largestLazy: lazy[0] ?? { file: '-', kiB: 0 } };
}
