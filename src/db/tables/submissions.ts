// Order submissions as Kysely sees them (migration 0007_submissions).
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Timestamp } from './foundation.ts';

export type SubmissionStatus = 'queued' | 'processing' | 'completed' | 'failed';

export interface OrderSubmissionsTable {
  id: string;
  seq: Generated<string>;
  partner_id: number;
  site_id: number;
  partner_order_id: string;
  request: ColumnType<unknown, string, string>;
  request_digest: string;
  ordering_user_id: number;
  status: Generated<SubmissionStatus>;
  order_number: number | null;
  outcome: ColumnType<unknown, string | null, string | null>;
  created_at: CreatedAt;
  updated_at: Timestamp;
  completed_at: Date | null;
}

export interface SubmissionTables {
  order_submissions: OrderSubmissionsTable;
}
