import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installErrorHandling, ValidationError } from '@server/errors.js';
import type { BodyRead } from '@server/http/body.js';
import { installRequestDecorators } from '@server/http/request-decorators.js';
import { documented } from '@server/http/schemas.js';

interface Note {
  title: string;
}

/** A reader like the modules': trims, and says what is wrong in the caller's language. */
const readNote: BodyRead<Note> = (body, lang) => {
  const title = typeof (body as Note | null)?.title === 'string' ? (body as Note).title.trim() : '';
  if (!title) throw new ValidationError({ title: [lang === 'fr' ? 'Titre est obligatoire.' : 'Title is required.'] });
  return { title };
};

async function app() {
  const a = Fastify();
  installErrorHandling(a);
  installRequestDecorators(a);
  a.post<{ Body: Note }>(
    '/notes',
    documented(
      { body: { type: 'object' }, querystring: { type: 'object', properties: { n: { type: 'integer', minimum: 1 } } } },
      readNote,
    ),
    async (request) => ({ got: request.body, lang: request.lang }),
  );
  await a.ready();
  return a;
}

describe('documented() with a body reader', () => {
  it('hands the handler the body as the reader returned it', async () => {
    const res = await (await app()).inject({ method: 'POST', url: '/notes', payload: { title: '  Hi  ', extra: 1 } });
    expect(res.json()).toEqual({ got: { title: 'Hi' }, lang: 'en' });
  });

  it('answers the reader 400 in the caller language before the handler', async () => {
    const res = await (
      await app()
    ).inject({ method: 'POST', url: '/notes', payload: { title: ' ' }, headers: { 'accept-language': 'fr' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: { title: ['Titre est obligatoire.'] } });
  });

  it('holds a query parameter to its documented bounds', async () => {
    const res = await (await app()).inject({ method: 'POST', url: '/notes?n=0', payload: { title: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: { n: ['n must be a whole number of at least 1.'] } });
  });

  it('refuses a reader without a documented body at registration', () => {
    expect(() => documented({ summary: 'no body' }, readNote)).toThrow(/needs a body schema/);
  });
});
