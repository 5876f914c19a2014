/**
 * An answer serialised once per page read: while a list's page is answered from memory
 * (db/page-and-total.ts gives back the same rows array until a table behind it changes), the JSON
 * written from it is kept beside that array, per variant (the language and the total, which shape
 * the answer too), and sent as it is. Mapping and serialising a wide page cost more than the rest
 * of a remembered answer. The text comes from the route's own serialiser (its response schema), so
 * it is byte for byte what the route would write; it goes when the page's rows are forgotten.
 */
import type { FastifyReply } from 'fastify';

type Written = ReturnType<FastifyReply['serialize']>;

const written = new WeakMap<object, Map<string, Written>>();

/** The most variants kept per page (languages × totals seen); past it the oldest goes. */
const MAX_VARIANTS = 8;

export function sendWrittenOnce(
  reply: FastifyReply,
  read: object,
  variant: string,
  answer: () => unknown,
): FastifyReply {
  let variants = written.get(read);
  if (!variants) written.set(read, (variants = new Map()));
  let text = variants.get(variant);
  if (text === undefined) {
    const serialised = reply.serialize(answer());
    if (variants.size >= MAX_VARIANTS) variants.delete(variants.keys().next().value!);
    variants.set(variant, serialised);
    text = serialised;
  }
  return reply.type('application/json; charset=utf-8').send(text);
}
