// @vitest-environment jsdom
/**
 * The boot script's early GETs (src/admin/boot/early-requests.ts) and fetchJson taking them:
 * the shell's request with the same address and headers is answered by the early one, once;
 * any other (another token, another language, a second call, an answer left for over a minute)
 * goes to the network.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { apiHeaders, apiRequestUrl } from '@admin/api-request';
import { startEarlyGet, takeEarlyGet } from '@admin/boot/early-requests';
import { fetchJson } from '@admin/http';
import { setCurrentLang } from '@admin/i18n/lang';
import { storeToken } from '@admin/session/token-store';
import { inOneHour, makeToken } from './jwt';

const server = setupServer();
let asked = 0;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
  setCurrentLang('en');
  asked = 0;
});
afterAll(() => server.close());

function answerSchemas(): void {
  server.use(
    http.get('*/api/schemas', ({ request }) => {
      asked += 1;
      return HttpResponse.json({ schemas: [], call: asked, lang: request.headers.get('accept-language') });
    }),
  );
}

describe('early GETs', () => {
  it("answer the shell's same request once, without asking the server again", async () => {
    storeToken(makeToken({ fullname: 'Ada', exp: inOneHour() }));
    answerSchemas();
    await startEarlyGet(apiRequestUrl('/schemas'), apiHeaders());
    expect(asked).toBe(1);
    expect((await fetchJson('/schemas')).body).toEqual({ schemas: [], call: 1, lang: 'en' });
    expect(asked).toBe(1);
    // Taken once: the next call is a new request.
    expect((await fetchJson('/schemas')).body).toEqual({ schemas: [], call: 2, lang: 'en' });
  });

  it('are not taken by a request with another language or token', async () => {
    storeToken(makeToken({ fullname: 'Ada', exp: inOneHour() }));
    answerSchemas();
    await startEarlyGet(apiRequestUrl('/schemas'), apiHeaders());
    setCurrentLang('fr');
    expect((await fetchJson('/schemas')).body).toMatchObject({ call: 2, lang: 'fr' });
    setCurrentLang('en');
    storeToken(makeToken({ fullname: 'Bob', exp: inOneHour() }));
    expect((await fetchJson('/schemas')).body).toMatchObject({ call: 3, lang: 'en' });
  });

  it('are dropped when nobody took them within a minute', async () => {
    answerSchemas();
    const url = apiRequestUrl('/schemas');
    await startEarlyGet(url, apiHeaders(), 1_000);
    expect(takeEarlyGet(url, apiHeaders(), 1_000 + 60_001)).toBeUndefined();
    expect(takeEarlyGet(url, apiHeaders(), 1_000)).toBeUndefined(); // and forgotten
  });

  it('hand a failed answer to the shell, which reports it as usual', async () => {
    server.use(
      http.get('*/api/schemas', () => HttpResponse.json({ detail: 'The schemas are unavailable.' }, { status: 500 })),
    );
    await startEarlyGet(apiRequestUrl('/schemas'), apiHeaders());
    await expect(fetchJson('/schemas')).rejects.toThrow('The schemas are unavailable.');
  });
});
