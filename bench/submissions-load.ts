// Load generator for `npm run bench -- submissions`, run as a child process so
// autocannon never shares an event loop with the server. Every request is a
// POST of the same order body with a fresh partnerOrderId (a new submission
// each time), taking the partners' tokens in turn from 4,096 client addresses
// (X-Forwarded-For: bench/partners.ts), so the shipped gateway's limits are in
// place and never reached. Reads the job as JSON in argv[2]; prints
// autocannon's result.
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { rotatingClients } from './partners.ts';

export interface SubmissionLoadJob {
  url: string;
  connections: number;
  duration: number;
  /** Bearer tokens, one per partner, taken in turn. */
  tokens: string[];
  body: Record<string, unknown>;
}

const job = JSON.parse(process.argv[2] ?? '{}') as SubmissionLoadJob;
const prefix = `B-${randomBytes(4).toString('hex')}-`;
let counter = 0;
const rotate = rotatingClients(job.tokens);
const result = await autocannon({
  url: job.url,
  connections: job.connections,
  duration: job.duration,
  timeout: 30,
  requests: [
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      setupRequest: (request) => ({ ...rotate(request), body: JSON.stringify({ ...job.body, partnerOrderId: `${prefix}${++counter}` }) }),
    },
  ],
});
process.stdout.write(JSON.stringify(result));
