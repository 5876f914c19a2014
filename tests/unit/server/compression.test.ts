import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { rememberCompressed } from '@server/http/compression.js';

describe('rememberCompressed', () => {
  const counting = () => {
    const seen: string[] = [];
    const compress = (input: Buffer) => {
      seen.push(input.toString());
      return Buffer.from(`<${input.toString()}>`);
    };
    return { seen, compress };
  };

  it('should compress the same bytes once and answer them again from memory', () => {
    const { seen, compress } = counting();
    const remembered = rememberCompressed(compress);
    const first = remembered(Buffer.from('{"rows":[1]}'));
    expect(remembered(Buffer.from('{"rows":[1]}'))).toBe(first);
    expect(remembered(Buffer.from('{"rows":[2]}')).toString()).toBe('<{"rows":[2]}>');
    expect(seen).toEqual(['{"rows":[1]}', '{"rows":[2]}']);
  });

  it('should drop the least recently used answer past its size, and never keep a large one', () => {
    const { seen, compress } = counting();
    const remembered = rememberCompressed(compress, 2, 8);
    for (const text of ['a', 'b', 'a', 'c', 'a', 'b', '123456789', '123456789']) remembered(Buffer.from(text));
    // 'b' was the least recently used when 'c' came; the 9-byte answer is above the limit.
    expect(seen).toEqual(['a', 'b', 'c', 'b', '123456789', '123456789']);
  });

  it('should give what real brotli gives', () => {
    const remembered = rememberCompressed((input) => brotliCompressSync(input));
    const text = JSON.stringify({ rows: Array.from({ length: 50 }, (_, i) => ({ id: i, title: `Row ${i}` })) });
    expect(brotliDecompressSync(remembered(Buffer.from(text))).toString()).toBe(text);
    expect(brotliDecompressSync(remembered(Buffer.from(text))).toString()).toBe(text);
  });
});
