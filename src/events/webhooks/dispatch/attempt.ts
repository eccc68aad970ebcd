// One attempt of one claimed delivery: skipped when its rules say so (a
// disabled endpoint, an unsubscribed type: rules.ts), else the payload built,
// signed with the endpoint's secret when it has one, and POSTed within the
// timeout; the outcome is what the dispatcher records (outcomes.ts).
import type { Clock } from '../../../clock.ts';
import type { ClaimedDelivery } from '../delivery-claims.ts';
import type { DeliveryOutcome } from '../delivery-outcomes.ts';
import { exchangeOf, payloadOf, skipReason } from '../rules.ts';
import { OpenedSecrets, type SecretBox } from '../secret-box.ts';
import type { Sender } from '../sender.ts';
import { signatureHeader } from '../verify.ts';
import { inDeliverySpan } from './spans.ts';

export class DeliveryAttempts {
  readonly #secrets: OpenedSecrets;

  constructor(
    box: SecretBox,
    private readonly clock: Clock,
    private readonly send: Sender,
    private readonly timeoutMs: number,
  ) {
    this.#secrets = new OpenedSecrets(box);
  }

  async attempt(delivery: ClaimedDelivery): Promise<DeliveryOutcome> {
    const reason = skipReason(delivery);
    if (reason) return { status: 'skipped', attemptedAt: null, latencyMs: null, responseStatus: null, errorClass: reason };
    const now = this.clock.now();
    const body = payloadOf(delivery, now);
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'user-agent': 'partner-commerce-webhooks/1',
      'platform-event-id': delivery.eventId,
    };
    if (delivery.secretCiphertext !== null) {
      let secret: string;
      try {
        secret = this.#secrets.open(delivery.secretCiphertext);
      } catch {
        return { status: 'failed', attemptedAt: now, latencyMs: null, responseStatus: null, errorClass: 'signing_unavailable' };
      }
      headers['platform-signature'] = signatureHeader(secret, body, now);
    }
    const result = await inDeliverySpan(delivery, headers, () => this.send({ url: delivery.url, body, headers }, this.timeoutMs));
    return {
      status: result.ok ? 'succeeded' : 'failed',
      attemptedAt: now,
      latencyMs: result.latencyMs,
      responseStatus: result.responseStatus,
      errorClass: result.errorClass,
      // A refused destination was never sent anything: the log keeps no request, and no answer that could have come back.
      ...(result.errorClass !== 'destination_refused' && { exchange: exchangeOf(headers, body, result.response) }),
    };
  }
}
