// Webhook tables as Kysely sees them (migration 0008_webhooks).
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Timestamp } from './foundation.ts';

export interface WebhookEndpointsTable {
  id: Generated<number>;
  partner_id: number;
  url: string;
  enabled: Generated<boolean>;
  event_types: ColumnType<string[], string[], string[]>;
  secret_ciphertext: string | null;
  secret_rotated_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export type DeliveryStatus = 'pending' | 'delivering' | 'succeeded' | 'failed' | 'skipped';

export interface WebhookDeliveriesTable {
  id: Generated<string>;
  event_id: string;
  endpoint_id: number;
  kind: 'event' | 'test';
  redelivery_of: string | null;
  /** Its event's trace context, copied at the fan-out (migration 0024_trace_context). */
  trace_context: Generated<string | null>;
  type: string;
  site_id: number;
  order_number: number;
  partner_order_id: string | null;
  shipment_number: number | null;
  status: Generated<DeliveryStatus>;
  claim_id: string | null;
  claimed_until: Timestamp | null;
  attempted_at: Timestamp | null;
  latency_ms: number | null;
  response_status: number | null;
  error_class: string | null;
  created_at: CreatedAt;
}

/** One delivery attempt's request and response (migration 0017). */
export interface WebhookDeliveryExchangesTable {
  delivery_id: string;
  request_headers: Record<string, string>;
  request_body: string;
  response_headers: Record<string, string> | null;
  response_body: string | null;
  response_truncated: Generated<boolean>;
}

export interface WebhookTables {
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_delivery_exchanges: WebhookDeliveryExchangesTable;
}
