// Load generator of `npm run bench:cluster`, a child process so autocannon
// shares no event loop with the balancer or the receiver. Each request takes
// the next partner's token in turn (every enterprise partner's bucket is
// 50 req/s; spreading over many keeps the gateway from refusing) and the next
// of 4,096 client addresses in X-Forwarded-For (the API processes trust the
// loopback balancer, TRUST_PROXY=loopback, so the edge firewall counts each
// client address as it would behind a real balancer). Submissions POST the
// same 5-line order with a fresh partnerOrderId each. Reads argv[2] as JSON,
// prints autocannon's result.
import autocannon from 'autocannon';

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
const result = await autocannon({
  url: job.url,
  connections: job.connections,
  duration: job.duration,
  timeout: 30,
  requests: [
    {
      method: job.order ? 'POST' : 'GET',
      setupRequest: (request) => {
        n += 1;
        const headers = {
          ...request.headers,
          authorization: `Bearer ${job.tokens[n % job.tokens.length]}`,
          'x-forwarded-for': `10.77.${(n >> 8) & 15}.${n & 255}`,
          ...(job.order && { 'content-type': 'application/json' }),
        };
        return job.order
          ? { ...request, headers, body: JSON.stringify({ ...job.order, partnerOrderId: `${job.prefix}${n}` }) }
          : { ...request, headers };
      },
    },
  ],
});
process.stdout.write(JSON.stringify(result));
