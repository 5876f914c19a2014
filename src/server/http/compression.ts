/**
 * Compressed answers, chosen by the request's Accept-Encoding (brotli, else gzip, else as they
 * are): API answers of 1 KiB or more (lists, schemas, the forms' validators module) are
 * compressed as they are sent, brotli at quality 4 (quality 11 costs ten times more for a few
 * percent). Smaller answers are sent as they are: compressing them costs more time than it
 * saves. Images (their own types) and event streams are never compressed. The SPA's files come
 * precompressed from the build (vite.config.ts, scripts/precompress.ts) and are only picked by
 * @fastify/static (routes/spa.ts): an answer that already has a Content-Encoding is left alone.
 * Compressed request bodies are not accepted.
 *
 * Staff mostly open the same first pages, which the read cache answers from memory; compressing
 * each copy again cost more than answering it (`npm run bench`: a cached list page fell from
 * ~6,900 to ~2,700 answers a second with brotli). So the compressed bytes of recent answers are
 * kept, keyed by the answer's exact bytes (the output is a function of the input alone, so no
 * answer can reach a request that did not produce the same bytes itself).
 */
import { constants, brotliCompressSync, gzipSync, type BrotliOptions, type ZlibOptions } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

export const COMPRESSION_THRESHOLD = 1024;

/** JSON (problem details included), text but event streams, JavaScript, XML. */
const COMPRESSIBLE = /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|(?:\+|\/)xml(?:;|$)|^application\/javascript/;

/** A 256 KiB window (brotli's default is 4 MiB): the same output for answers below 256 KiB, set up 4x faster. */
const BROTLI: BrotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_LGWIN]: 18 } };
const GZIP: ZlibOptions = { level: 6 };

/**
 * `compress(input)` remembered for the last `entries` inputs of at most `maxBytes` each
 * (least recently used dropped first).
 */
export function rememberCompressed(
  compress: (input: Buffer) => Buffer,
  entries = 256,
  maxBytes = 64 * 1024,
): (input: Buffer) => Buffer {
  const kept = new Map<string, Buffer>();
  return (input) => {
    if (input.length > maxBytes) return compress(input);
    const key = input.toString('latin1');
    let output = kept.get(key);
    if (output) {
      kept.delete(key);
    } else {
      output = compress(input);
      if (kept.size >= entries) kept.delete(kept.keys().next().value!);
    }
    kept.set(key, output);
    return output;
  };
}

export async function installCompression(app: FastifyInstance): Promise<void> {
  const brotli = rememberCompressed((input) => brotliCompressSync(input, BROTLI));
  const gzip = rememberCompressed((input) => gzipSync(input, GZIP));
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD,
    customTypes: COMPRESSIBLE,
    brotliOptions: BROTLI,
    zlibOptions: GZIP,
    // Answers up to 8 KiB (on 2 cores) are compressed in one call, through these; larger ones stream.
    zlib: { brotliCompressSync: (input: Buffer) => brotli(input), gzipSync: (input: Buffer) => gzip(input) },
  });
}
