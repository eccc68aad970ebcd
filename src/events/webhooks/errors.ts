// The webhooks' problems, one factory per case with its wording: throw sites
// pass the values, never a sentence. The endpoint rules (rules.ts) first,
// then the back office's.
import { notFound } from '../../errors/back-office.ts';
import { problem } from '../../errors/catalogue.ts';

export const webhookErrors = {
  emptySubscription: () => problem('invalid_request', 'eventTypes cannot be empty; to stop all events, disable the endpoint instead.'),
  unknownEventType: (type: string, known: readonly string[]) =>
    problem('invalid_request', `Unknown event type '${type}'. Known types: ${known.join(', ')}.`),
  urlNotAbsolute: () => problem('invalid_request', 'url must be an absolute http or https URL.'),
  urlScheme: () => problem('invalid_request', 'url must use http or https.'),
  urlCredentials: () => problem('invalid_request', 'url must not carry credentials; use a signing secret to authenticate deliveries.'),
  urlFragment: () => problem('invalid_request', 'url must not carry a fragment.'),

  noPartner: (partnerId: number) => notFound('partner', partnerId),
  noEndpoint: (endpointId: number) => notFound('webhook endpoint', endpointId),
  noDelivery: (deliveryId: number) => notFound('webhook delivery', deliveryId),
  endpointDisabled: (endpointId: number) => problem('conflict', `Webhook endpoint ${endpointId} is disabled; enable it first.`),
  notAttemptedYet: (deliveryId: number) => problem('conflict', `Webhook delivery ${deliveryId} has not been attempted yet.`),
};
