// Forward-only, numbered migrations. Add a file and list it here; never edit
// one that has shipped.
import type { Kysely } from 'kysely';
import * as m0001 from './0001_foundation.ts';
import * as m0002 from './0002_catalog.ts';
import * as m0003 from './0003_shipping.ts';
import * as m0004 from './0004_outbox.ts';
import * as m0005 from './0005_orders.ts';
import * as m0006 from './0006_people.ts';
import * as m0007 from './0007_submissions.ts';
import * as m0008 from './0008_webhooks.ts';
import * as m0012 from './0012_mtls.ts';
import * as m0013 from './0013_signin.ts';
import * as m0014 from './0014_worker_pause.ts';
import * as m0015 from './0015_team.ts';
import * as m0016 from './0016_retention_usage.ts';
import * as m0017 from './0017_delivery_bodies.ts';
import * as m0018 from './0018_outbox_notify.ts';
import * as m0019 from './0019_session_notes.ts';
import * as m0020 from './0020_partner_order_search.ts';
import * as m0021 from './0021_flat_with_history.ts';
import * as m0022 from './0022_idle_wakeups.ts';
import * as m0023 from './0023_credential_notify.ts';
import * as m0024 from './0024_trace_context.ts';
import * as m0025 from './0025_signin_client_use.ts';
import * as m0026 from './0026_hidden_proofs_inactive.ts';

export interface Migration {
  up(db: Kysely<unknown>): Promise<void>;
}

export const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0002_catalog': m0002,
  '0003_shipping': m0003,
  '0004_outbox': m0004,
  '0005_orders': m0005,
  '0006_people': m0006,
  '0007_submissions': m0007,
  '0008_webhooks': m0008,
  '0012_mtls': m0012,
  '0013_signin': m0013,
  '0014_worker_pause': m0014,
  '0015_team': m0015,
  '0016_retention_usage': m0016,
  '0017_delivery_bodies': m0017,
  '0018_outbox_notify': m0018,
  '0019_session_notes': m0019,
  '0020_partner_order_search': m0020,
  '0021_flat_with_history': m0021,
  '0022_idle_wakeups': m0022,
  '0023_credential_notify': m0023,
  '0024_trace_context': m0024,
  '0025_signin_client_use': m0025,
  '0026_hidden_proofs_inactive': m0026,
};
