// Load generator of `npm run bench -- cluster`, a child process so autocannon
// shares no event loop with the balancer or the receiver. Each request takes
// the next partner's token in turn (every enterprise partner's bucket is
// 50 req/s; spreading over many keeps the gateway from refusing) and the next
// of 4,096 client addresses in X-Forwarded-For (the API processes trust the
// loopback balancer, TRUST_PROXY=loopback, so the edge firewall counts each
// client address as it would behind a real balancer). Submissions POST the
// same 5-line order with a fresh partnerOrderId each. Reads argv[2] as JSON,
// prints autocannon's result.
import autocannon from 'autocannon';
import { rotatingClients } from '../partners.ts';

export interface ClusterLoadJob {
  url: string;
  connections: number;
  /** Seconds. */
  duration: number;
  tokens: string[];
  /** Present: POST this body with `partnerOrderId` = prefix + a counter. */
  order?: Record<string, unknown>;
  prefix: string;
}

const job = JSON.parse(process.argv[2] ?? '{}') as ClusterLoadJob;
let n = 0;
const next = rotatingClients(job.tokens);
const result = await autocannon({
  url: job.url,
  connections: job.connections,
  duration: job.duration,
  timeout: 30,
  requests: [
    {
      method: job.order ? 'POST' : 'GET',
      setupRequest: (request) => {
        const rotated = next(request);
        return job.order
          ? {
              ...rotated,
              headers: { ...rotated.headers, 'content-type': 'application/json' },
              body: JSON.stringify({ ...job.order, partnerOrderId: `${job.prefix}${(n += 1)}` }),
            }
          : rotated;
      },
    },
  ],
});
process.stdout.write(JSON.stringify(result));
