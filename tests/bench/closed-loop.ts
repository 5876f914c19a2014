/**
 * The load both sides of the invoice bench share: `clients` loops, each starting its next call
 * when the previous one is done, for a given time; the calls in flight at the deadline are awaited
 * and counted, so a case slower than the run still gives figures. One latency per call. Used by
 * invoices.ts and lists-1m.ts (httpLoad: GET or POST over kept-alive connections).
 */
import { Agent, request } from 'node:http';

export interface Measure {
  calls: number;
  perSecond: number;
  p50: number;
  p99: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;

function measured(latencies: number[], elapsedMs: number): Measure {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    calls: latencies.length,
    perSecond: latencies.length / (elapsedMs / 1000),
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
  };
}

export async function closedLoop(
  clients: number,
  seconds: number,
  once: (client: number) => Promise<void>,
): Promise<Measure> {
  const latencies: number[] = [];
  const t0 = performance.now();
  const until = t0 + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (performance.now() < until) {
        const start = performance.now();
        await once(client);
        latencies.push(performance.now() - start);
      }
    }),
  );
  return measured(latencies, performance.now() - t0);
}

/** One request on a kept-alive connection; resolves with the status once the whole answer is read. */
function send(
  agent: Agent,
  method: string,
  url: string,
  body: string | undefined,
  headers: Record<string, string>,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, agent, headers }, (res) => {
      res.on('data', () => undefined);
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** The same request by `clients` clients on kept-alive connections (one each); any answer but 200 fails the run. */
export async function httpLoad(options: {
  method: 'GET' | 'POST';
  url: string;
  body?: string;
  headers: Record<string, string>;
  clients: number;
  seconds: number;
}): Promise<Measure> {
  const { method, url, body, clients, seconds } = options;
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  const headers =
    body === undefined ? options.headers : { ...options.headers, 'content-length': String(Buffer.byteLength(body)) };
  try {
    return await closedLoop(clients, seconds, async () => {
      const status = await send(agent, method, url, body, headers);
      if (status !== 200) throw new Error(`${method} ${url} answered ${status}`);
    });
  } finally {
    agent.destroy();
  }
}

/** The same POST by `clients` clients (httpLoad). */
export function postLoad(
  url: string,
  body: string,
  headers: Record<string, string>,
  clients: number,
  seconds: number,
): Promise<Measure> {
  return httpLoad({ method: 'POST', url, body, headers, clients, seconds });
}
