// autocannon ships no types; this declares the part the benchmark uses.
declare module 'autocannon' {
  interface Histogram {
    p50: number;
    p99: number;
    average: number;
    max: number;
  }
  interface Result {
    latency: Histogram;
    requests: Histogram & { total: number };
    /** Bytes per second of answers (bodies and headers as received). */
    throughput: Histogram;
    non2xx: number;
    errors: number;
  }
  interface Options {
    url: string;
    connections: number;
    duration: number;
    headers?: Record<string, string>;
    method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
    body?: string;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
