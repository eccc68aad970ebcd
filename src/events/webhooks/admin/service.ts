// Back office for webhooks: endpoints (register, subscription, enable and
// disable, signing secret), the synthetic test ping, and the delivery log
// with staff redelivery. Every write is audited in its own transaction; the
// audit never carries a secret.
import type { Actor } from '../../../audit/service.ts';
import { AuditRepo } from '../../../audit/repo.ts';
import type { Clock } from '../../../clock.ts';
import { lockRow } from '../../../db/locks.ts';
import { requestClient, serialisedWrite } from '../../../db/row-queue.ts';
import type { Db } from '../../../db/transaction.ts';
import { type CursorCodec, type Page, pageLimit } from '../../../http/cursor.ts';
import { webhookErrors } from '../errors.ts';
import { DeliveryLog, type DeliveryFilters, type DeliveryRecord, type ExchangeRecord } from './delivery-log.ts';
import { EndpointsRepo, type EndpointRecord } from '../endpoints-repo.ts';
import type { DestinationPolicy } from '../destinations/policy.ts';
import { endpointUrl, subscription, testPingFields } from '../rules.ts';
import { newSigningSecret, type SecretBox } from '../secret-box.ts';
import { PAGES } from '../../../http/operations/pages.ts';

export interface NewEndpoint {
  url: string;
  /** Generate a signing secret (shown once); default true. */
  signed?: boolean;
  enabled?: boolean;
  /** Default: every type that exists now. */
  eventTypes?: string[];
}

export interface EndpointPatch {
  url?: string;
  enabled?: boolean;
  eventTypes?: string[];
}

export interface EndpointWithSecret {
  endpoint: EndpointRecord;
  /** The clear signing secret: returned by creation and rotation only, never again. */
  signingSecret: string | null;
}

/** Writes to one endpoint (and deliveries queued to it) wait for each other in process (db/row-queue.ts). */
const endpointKey = (id: number) => `webhook_endpoints:${id}`;

export class WebhooksAdminService {
  constructor(
    private readonly db: Db,
    private readonly box: SecretBox,
    private readonly clock: Clock,
    private readonly cursors: CursorCodec,
    private readonly destinations: DestinationPolicy,
  ) {}

  /** A well-formed URL naming a destination that is always refused (destinations/policy.ts) is a business rule's 422, after the 404s. */
  #refuseDestination(url: string | undefined): void {
    const refusal = url === undefined ? null : this.destinations.refusalOfUrl(new URL(url));
    if (refusal) throw webhookErrors.destinationRefused(refusal);
  }

  async createEndpoint(partnerId: number, input: NewEndpoint, actor: Actor): Promise<EndpointWithSecret> {
    const url = endpointUrl(input.url);
    const eventTypes = subscription(input.eventTypes);
    const signingSecret = input.signed === false ? null : newSigningSecret();
    const sealed = signingSecret && this.box.seal(signingSecret);
    return serialisedWrite(this.db, `partners:${partnerId}`, async (trx) => {
      const repo = new EndpointsRepo(trx);
      if (!(await repo.partnerExists(partnerId))) throw webhookErrors.noPartner(partnerId);
      this.#refuseDestination(url);
      const endpoint = await repo.insert(
        { partnerId, url, enabled: input.enabled ?? true, eventTypes, secretCiphertext: sealed },
        this.clock.now(),
      );
      await this.#audit(trx, actor, 'webhook_endpoint.create', endpoint.id, {
        partnerId,
        url,
        enabled: endpoint.enabled,
        eventTypes,
        signed: endpoint.signed,
      });
      return { endpoint, signingSecret };
    });
  }

  async listEndpoints(partnerId: number): Promise<EndpointRecord[]> {
    const repo = new EndpointsRepo(this.db);
    if (!(await repo.partnerExists(partnerId))) throw webhookErrors.noPartner(partnerId);
    return repo.listByPartner(partnerId);
  }

  async getEndpoint(id: number): Promise<EndpointRecord> {
    const endpoint = await new EndpointsRepo(this.db).find(id);
    if (!endpoint) throw webhookErrors.noEndpoint(id);
    return endpoint;
  }

  /** Changes the URL, enables/disables, or replaces the subscription (locked on the endpoint row). */
  async updateEndpoint(id: number, patch: EndpointPatch, actor: Actor): Promise<EndpointRecord> {
    const changes = {
      ...(patch.url !== undefined && { url: endpointUrl(patch.url) }),
      ...(patch.enabled !== undefined && { enabled: patch.enabled }),
      ...(patch.eventTypes !== undefined && { eventTypes: subscription(patch.eventTypes) }),
    };
    return serialisedWrite(this.db, endpointKey(id), async (trx) => {
      if (!(await lockRow(trx, 'webhook_endpoints', 'id', id))) throw webhookErrors.noEndpoint(id);
      this.#refuseDestination(changes.url);
      const endpoint = (await new EndpointsRepo(trx).update(id, changes, this.clock.now()))!;
      await this.#audit(trx, actor, 'webhook_endpoint.update', id, { ...changes });
      return endpoint;
    });
  }

  /** A new signing secret (also turns signing on for an unsigned endpoint); the old one stops at once. */
  async rotateSecret(id: number, actor: Actor): Promise<EndpointWithSecret> {
    const signingSecret = newSigningSecret();
    const sealed = this.box.seal(signingSecret);
    return serialisedWrite(this.db, endpointKey(id), async (trx) => {
      const endpoint = await new EndpointsRepo(trx).setSecret(id, sealed, this.clock.now());
      if (!endpoint) throw webhookErrors.noEndpoint(id);
      await this.#audit(trx, actor, 'webhook_endpoint.rotate_secret', id, {});
      return { endpoint, signingSecret };
    });
  }

  /** Turns signing off: deliveries then carry no signature header. */
  async removeSecret(id: number, actor: Actor): Promise<EndpointRecord> {
    return serialisedWrite(this.db, endpointKey(id), async (trx) => {
      const endpoint = await new EndpointsRepo(trx).setSecret(id, null, this.clock.now());
      if (!endpoint) throw webhookErrors.noEndpoint(id);
      await this.#audit(trx, actor, 'webhook_endpoint.remove_secret', id, {});
      return endpoint;
    });
  }

  /** Queues the synthetic test ping on the normal delivery path (it bypasses the subscription). */
  async sendTestPing(endpointId: number, actor: Actor): Promise<DeliveryRecord> {
    return serialisedWrite(this.db, endpointKey(endpointId), async (trx) => {
      const endpoint = await new EndpointsRepo(trx).find(endpointId);
      if (!endpoint) throw webhookErrors.noEndpoint(endpointId);
      if (!endpoint.enabled) throw webhookErrors.endpointDisabled(endpointId);
      const delivery = await new DeliveryLog(trx).insert(endpointId, 'test', testPingFields(), null);
      await this.#audit(trx, actor, 'webhook_endpoint.test_ping', endpointId, { deliveryId: delivery.id, eventId: delivery.eventId });
      return delivery;
    });
  }

  async listDeliveries(filters: DeliveryFilters, options: { cursor?: string; limit?: number }): Promise<Page<DeliveryRecord>> {
    const limit = pageLimit(options.limit, PAGES.webhookDeliveries);
    const beforeId = options.cursor
      ? Number(this.cursors.decode('admin.webhook-deliveries', { ...filters }, options.cursor)[0])
      : undefined;
    const rows = await new DeliveryLog(this.db).list(filters, beforeId, limit + 1);
    return this.cursors.page(rows, limit, 'admin.webhook-deliveries', { ...filters }, (d) => [d.id]);
  }

  async getDelivery(id: number): Promise<DeliveryRecord> {
    const delivery = await new DeliveryLog(this.db).find(id);
    if (!delivery) throw webhookErrors.noDelivery(id);
    return delivery;
  }

  /** One delivery and what was sent and answered (null until it was sent). */
  async getDeliveryDetail(id: number): Promise<{ delivery: DeliveryRecord; exchange: ExchangeRecord | null }> {
    const repo = new DeliveryLog(this.db);
    const [delivery, exchange] = await Promise.all([repo.find(id), repo.exchange(id)]);
    if (!delivery) throw webhookErrors.noDelivery(id);
    return { delivery, exchange };
  }

  /**
   * Staff redelivery of one delivery: a new delivery of the same eventId and
   * payload to the same endpoint (at least once allows the repeat), through
   * the normal path and its filter. Refused while the original is still open
   * or the endpoint is disabled.
   */
  async redeliver(id: number, actor: Actor): Promise<DeliveryRecord> {
    const client = requestClient();
    // Queued with its endpoint's writers (read first; re-read inside).
    const endpointId = (await new DeliveryLog(this.db).find(id))?.endpointId;
    return serialisedWrite(
      this.db,
      endpointId === undefined ? `webhook_deliveries:${id}` : endpointKey(endpointId),
      async (trx) => {
        const repo = new DeliveryLog(trx);
        const original = await repo.find(id);
        if (!original) throw webhookErrors.noDelivery(id);
        if (original.status === 'pending' || original.status === 'delivering') {
          throw webhookErrors.notAttemptedYet(id);
        }
        const endpoint = await new EndpointsRepo(trx).find(original.endpointId);
        if (!endpoint!.enabled) throw webhookErrors.endpointDisabled(original.endpointId);
        const delivery = await repo.insert(original.endpointId, original.kind, original, original.id);
        await this.#audit(trx, actor, 'webhook_delivery.redeliver', id, {
          deliveryId: delivery.id,
          eventId: delivery.eventId,
          endpointId: delivery.endpointId,
        });
        return delivery;
      },
      client,
    );
  }

  async #audit(trx: Db, actor: Actor, action: string, targetId: number, details: Record<string, unknown>): Promise<void> {
    const targetType = action.startsWith('webhook_delivery') ? 'webhook_delivery' : 'webhook_endpoint';
    await new AuditRepo(trx).append({ actor, action, targetType, targetId, details });
  }
}
