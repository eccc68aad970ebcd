// The webhooks' problems, one factory per case with its wording: throw sites
// pass the values, never a sentence. The endpoint rules (rules.ts) first,
// then the back office's.
import { notFound } from '../../errors/back-office.ts';
import { fieldProblem, inBody, problem } from '../../errors/catalogue.ts';
import type { AlwaysRefused } from './destinations/policy.ts';

const REFUSED_BECAUSE: Record<AlwaysRefused, string> = {
  metadata: 'a cloud metadata service',
  link_local: 'a link-local address (169.254.0.0/16, fe80::/10)',
  unspecified: 'the unspecified address (0.0.0.0, ::), which reaches this host',
  reserved: 'a reserved address (multicast, broadcast, documentation or benchmarking ranges)',
  own_listener: "one of this service's own listeners",
};

export const webhookErrors = {
  emptySubscription: () =>
    fieldProblem('invalid_request', 'eventTypes cannot be empty; to stop all events, disable the endpoint instead.', inBody('eventTypes')),
  /** `index`: where the type is in the body's eventTypes. */
  unknownEventType: (type: string, known: readonly string[], index: number) =>
    fieldProblem('invalid_request', `Unknown event type '${type}'. Known types: ${known.join(', ')}.`, inBody('eventTypes', index)),
  urlNotAbsolute: () => fieldProblem('invalid_request', 'url must be an absolute http or https URL.', inBody('url')),
  urlScheme: () => fieldProblem('invalid_request', 'url must use http or https.', inBody('url')),
  urlCredentials: () =>
    fieldProblem('invalid_request', 'url must not carry credentials; use a signing secret to authenticate deliveries.', inBody('url')),
  urlFragment: () => fieldProblem('invalid_request', 'url must not carry a fragment.', inBody('url')),
  destinationRefused: (reason: AlwaysRefused) =>
    fieldProblem(
      'webhook_destination_refused',
      `url points at ${REFUSED_BECAUSE[reason]}; webhooks are never delivered there.`,
      inBody('url'),
    ),

  noPartner: (partnerId: number) => notFound('partner', partnerId),
  noEndpoint: (endpointId: number) => notFound('webhook endpoint', endpointId),
  noDelivery: (deliveryId: number) => notFound('webhook delivery', deliveryId),
  endpointDisabled: (endpointId: number) => problem('conflict', `Webhook endpoint ${endpointId} is disabled; enable it first.`),
  notAttemptedYet: (deliveryId: number) => problem('conflict', `Webhook delivery ${deliveryId} has not been attempted yet.`),
};
