// Load generator, run as a child process by bench/run.ts so autocannon never
// shares an event loop with the server it measures. Reads one job from the
// JSON file named in argv[2], prints autocannon's result as JSON on stdout.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { clientAddress, rotatingClients } from './partners.ts';

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
  /** Request bodies taken in turn, one a request, each request from the next client address (the token bench's forms). */
  bodies?: string[];
}

const job = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as LoadJob;
let n = 0;
const rotatingBodies =
  (bodies: string[]) =>
  (request: autocannon.Request): autocannon.Request => {
    n += 1;
    return { ...request, body: bodies[n % bodies.length], headers: { ...request.headers, 'x-forwarded-for': clientAddress(n) } };
  };
const result = await autocannon({
  url: job.url,
  connections: job.connections,
  duration: job.duration,
  headers: job.headers ?? {},
  method: job.method ?? 'GET',
  body: job.body,
  ...(job.overallRate ? { overallRate: job.overallRate } : {}),
  ...(job.tokens?.length ? { requests: [{ setupRequest: rotatingClients(job.tokens) }] } : {}),
  ...(job.bodies?.length ? { requests: [{ setupRequest: rotatingBodies(job.bodies) }] } : {}),
  timeout: 10,
});
process.stdout.write(JSON.stringify(result));
