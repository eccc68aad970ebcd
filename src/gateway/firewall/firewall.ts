// The edge firewall, first hook of every request on the partner hosts,
// authenticated or not: a fixed window of requests per source address, and
// the managed rules. Either refusal is a bare 403: no body, no problem
// document, nothing that tells a scanner which rule it met. An address over
// its allowance stays refused until its window ends.
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { GatewayLimits } from '../limits/limits.ts';
import { managedRuleBroken } from './managed-rules.ts';
import { sourceKey } from './source-address.ts';
import { sourceAddress } from '../../access/request.ts';
import type { LimitStore } from '../stores/store.ts';
import { unrecorded, type RefusalRecorder } from '../refusals.ts';
import { DecisionTrace } from '../traced.ts';

export interface FirewallDeps {
  store: LimitStore;
  clock: Clock;
  limit: GatewayLimits['firewall'];
  keyPrefix: string;
  recorder?: RefusalRecorder;
}

/**
 * Node's HTTP parser refuses a request target holding control bytes
 * (`HPE_INVALID_URL`) before any hook runs: that is the managed rules'
 * `control-bytes`, so it gets the firewall's bare 403 here. Every other
 * parser refusal (a bad method, header or framing, headers over 16 KiB) is
 * left to the problem documents of src/http/responses/client-errors.ts. Returns true
 * when it answered.
 */
export function refuseMalformedRequestLine(error: Error & { code?: string }, socket: Socket, refused?: () => void): boolean {
  if (error.code !== 'HPE_INVALID_URL') return false;
  // Counted and logged as the managed rules' other refusals are.
  refused?.();
  if (!socket.destroyed && socket.writable) socket.write('HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
  socket.destroy();
  return true;
}

function refuse(reply: FastifyReply): FastifyReply {
  return reply.code(403).header('cache-control', 'no-store').send();
}

export function edgeFirewall({ store, clock, limit, keyPrefix, recorder = unrecorded }: FirewallDeps): onRequestHookHandler {
  const windowMs = limit.windowSeconds * 1000;
  const sources = new SourceKeys(keyPrefix);
  const traced = new DecisionTrace('gateway.firewall', store.immediate === undefined);
  /** The verdict once the address's count is known: undefined to go on, or the reply already sent. */
  const judge = (request: FastifyRequest, reply: FastifyReply, source: string, count: number): FastifyReply | undefined => {
    const notice = store.takeNotice?.();
    if (notice) request.log.warn({ err: notice }, 'gateway: Redis unreachable, limits counted in this process only');
    if (count > limit.requests) {
      if (count === limit.requests + 1)
        request.log.warn({ source }, 'firewall: source address over its allowance, refused until the window ends');
      recorder.refused('firewall', 'none');
      return refuse(reply);
    }
    const rule = managedRuleBroken(request.raw.url ?? '', request.raw.rawHeaders);
    if (rule) {
      request.log.info({ rule }, 'firewall: managed rule refused the request');
      recorder.refused('firewall', 'none');
      return refuse(reply);
    }
    return undefined;
  };
  // Callback style: with the counters in this process's memory the verdict needs no promise.
  return (request, reply, done) => {
    const now = clock.nowMs();
    const window = Math.floor(now / windowMs);
    const { source, key } = sources.of(sourceAddress(request), window);
    const windowEnd = (window + 1) * windowMs;
    const decision = traced.begin(request.raw);
    // A refusal has been sent: the chain stops there, as it does for an async hook's reply.
    if (store.immediate) {
      const refused = judge(request, reply, source, store.immediate.hit(key, now, windowEnd)) !== undefined;
      if (decision) traced.settle(decision, refused);
      if (!refused) done();
      return;
    }
    const hit = () => store.hit(key, now, windowEnd);
    (decision ? traced.within(decision, hit) : hit()).then(
      (count) => {
        const refused = judge(request, reply, source, count) !== undefined;
        if (decision) traced.settle(decision, refused);
        if (!refused) done();
      },
      (error: Error) => {
        if (decision) traced.settle(decision, true);
        done(error);
      },
    );
  };
}

/**
 * sourceKey per address, and its counter's key in the current window, remembered for the addresses seen
 * lately (a few thousand behind a balancer): the store then gets the same key string for each of an
 * address's requests, its hash already known, instead of a new one built per request.
 */
class SourceKeys {
  #entries = new Map<string, { source: string; window: number; key: string }>();
  constructor(private readonly keyPrefix: string) {}
  of(ip: string, window: number): { source: string; key: string } {
    let entry = this.#entries.get(ip);
    if (entry === undefined) {
      entry = { source: sourceKey(ip), window: Number.NaN, key: '' };
      // Bounded: an address space is large; start again rather than grow.
      if (this.#entries.size >= 10_000) this.#entries = new Map();
      this.#entries.set(ip, entry);
    }
    if (entry.window !== window) {
      entry.window = window;
      entry.key = `${this.keyPrefix}fw:${entry.source}:${window}`;
    }
    return entry;
  }
}
