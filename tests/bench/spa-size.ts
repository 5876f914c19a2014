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
 * Initial JS = the entry script and its modulepreloads in `page` (index.html: the admin shell;
 * sign-in.html: the sign-in page); everything else loads lazily.
 */
export function measureSpa(dir = 'dist/spa', page = 'index.html'): SpaSize {
  const html = readFileSync(join(dir, page), 'utf8');
  const initialFiles = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const initial = initialFiles.reduce((sum, f) => sum + gzipped(join(dir, f)), 0);
  const lazy = readdirSync(join(dir, 'assets'))
    .filter((f) => f.endsWith('.js') && !initialFiles.includes(`assets/${f}`))
    .map((f) => ({ file: f, kiB: kib(gzipped(join(dir, 'assets', f))) }))
    .sort((a, b) => b.kiB - a.kiB);
  return { initialKiB: kib(initial), initialFiles, largestLazy: lazy[0] ?? { file: '-', kiB: 0 } };
}
