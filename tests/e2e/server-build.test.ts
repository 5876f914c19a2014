/**
 * The built server (dist/server, made by the global setup's `start.mjs`): its source maps lead a
 * stack trace back to the TypeScript, and carry positions only, since Node parses every loaded
 * map at start and embedded sources made each start ~0.2 s slower.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIST = resolve('dist/server');
const chunks = readdirSync(DIST).filter((name) => name.endsWith('.mjs'));

describe('the built server', () => {
  it('maps a line of its bundle to the TypeScript file it came from, without the sources inside its maps', () => {
    const message = 'must be a size such as 32MB';
    const chunk = chunks.find((name) => readFileSync(join(DIST, name), 'utf8').includes(message));
    expect(chunk).toBeDefined();
    const file = join(DIST, chunk!);
    const lines = readFileSync(file, 'utf8').split('\n');
    const line = lines.findIndex((text) => text.includes(message));
    // Read as Node reads it for a stack trace (importing the chunk would start the server).
    const map = new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8')));
    const entry = map.findEntry(line, lines[line]!.indexOf(message));
    expect(entry && 'originalSource' in entry ? entry.originalSource : undefined).toMatch(/\/src\/server\/config\.ts$/);
    for (const name of readdirSync(DIST).filter((n) => n.endsWith('.map')))
      expect(JSON.parse(readFileSync(join(DIST, name), 'utf8')).sourcesContent, name).toBeUndefined();
  });
});
