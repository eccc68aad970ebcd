// The gateway's problems, one factory per case with its wording: the 429 of
// the per-partner limits (limits/rate-limit.ts), with the RateLimit fields
// and Retry-After the caller passes in `headers`.
import { problem } from '../errors/catalogue.ts';

export const gatewayErrors = {
  dailyQuotaUsedUp: (dailyQuota: number, tier: string, headers: Record<string, string>) =>
    problem('rate_limit_exceeded', `The daily quota of ${dailyQuota} requests (${tier} tier) is used up; it resets at 00:00 UTC.`, headers),
  rateLimited: (ratePerSecond: number, burst: number, tier: string, headers: Record<string, string>) =>
    problem(
      'rate_limit_exceeded',
      `Rate limit exceeded: ${ratePerSecond} requests per second with bursts of ${burst} (${tier} tier).`,
      headers,
    ),
};
