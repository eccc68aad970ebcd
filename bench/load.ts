// Load generator, run as a child process by bench/run.ts so autocannon never
// shares an event loop with the server it measures. Reads one job from the
// JSON file named in argv[2], prints autocannon's result as JSON on stdout.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { rotatingClients } from './partners.ts';

export interface LoadJob {
  url: string;
  connections: number;
  /** Seconds. */
  duration: number;
  headers?: Record<string, string>;
  method?: 'GET' | 'POST';
  body?: string;
  /** Requests per second over all connections (paced load); unset: as fast as the server answers. */
  overallRate?: number;
  /**
   * Bearer tokens taken in turn, one a request, each request from the next
   * of 4,096 client addresses (X-Forwarded-For): the load the shipped
   * gateway's limits let through (bench/partners.ts).
   */
  tokens?: string[];
}

const job = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as LoadJob;
const result = await autocannon({
  url: job.url,
  connections: job.connections,
  duration: job.duration,
  headers: job.headers ?? {},
  method: job.method ?? 'GET',
  body: job.body,
  ...(job.overallRate ? { overallRate: job.overallRate } : {}),
  ...(job.tokens?.length ? { requests: [{ setupRequest: rotatingClients(job.tokens) }] } : {}),
  timeout: 10,
});
process.stdout.write(JSON.stringify(result));
