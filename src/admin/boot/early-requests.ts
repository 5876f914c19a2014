/**
 * GETs started by the boot script (boot.ts) while the admin shell's code is still on its way,
 * and taken by `fetchJson` when the shell asks the same thing: on a phone the shell's scripts
 * take seconds to arrive, and its first render waits for the user's schemas and the branding;
 * asked early, their answers are there when the scripts are.
 *
 * An early answer is taken once, by a request with the same address and the same headers
 * (token, language): anything else goes to the network as usual. Answers nobody took within
 * a minute are dropped, so a later visit of the same screen always reads fresh data.
 */
const UNCLAIMED_MS = 60_000;

interface Early {
  answer: Promise<Response>;
  startedAt: number;
}

const early = new Map<string, Early>();

/** Identity of a GET: what changes its answer (address, session, language). */
function keyOf(url: string, headers: Headers): string {
  return [url, headers.get('Authorization') ?? '', headers.get('Accept-Language') ?? ''].join('\n');
}

/** Starts `url` now; a failed request is left to `fetchJson` to report when taken. */
export function startEarlyGet(url: string, headers: Headers, now = Date.now()): Promise<Response> {
  const answer = fetch(url, { headers });
  answer.catch(() => undefined); // a network failure surfaces when taken, not as an unhandled rejection
  early.set(keyOf(url, headers), { answer, startedAt: now });
  return answer;
}

/** The early answer of this GET, once; undefined when none was started (or it is too old). */
export function takeEarlyGet(url: string, headers: Headers, now = Date.now()): Promise<Response> | undefined {
  const key = keyOf(url, headers);
  const found = early.get(key);
  if (!found) return undefined;
  early.delete(key);
  return now - found.startedAt <= UNCLAIMED_MS ? found.answer : undefined;
}

/** Chains of the boot script that will start an early request once an answer is in (the list's first page after the schemas). */
const starters = new Set<Promise<unknown>>();

/** Notes such a chain until it settles. */
export function noteEarlyStarter(chain: Promise<unknown>): void {
  starters.add(chain);
  const done = () => {
    starters.delete(chain);
  };
  chain.then(done, done);
}

/**
 * Resolves once the boot script has started every early request it is going to start: a caller
 * about to ask what the boot may still ask (the shell's first list page) waits for it, so the
 * request is made once, whichever side is first.
 */
export function earlyStartsSettled(): Promise<void> {
  return Promise.allSettled([...starters]).then(() => undefined);
}
