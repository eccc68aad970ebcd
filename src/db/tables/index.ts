// The database as Kysely sees it: one interface per resource's tables,
// composed here. Each resource declares its own tables in its folder.
import type { CatalogTables } from './catalog.ts';
import type { PeopleTables } from './people.ts';
import type { EventTables } from './events.ts';
import type { WebhookTables } from './webhooks.ts';
import type { JobTables } from './jobs.ts';
import type { OrderTables } from './orders.ts';
import type { ShippingTables } from './shipping.ts';
import type { SubmissionTables } from './submissions.ts';
import type { FoundationTables } from './foundation.ts';
import type { MtlsTables } from './mtls.ts';
import type { SigninTables, TeamTables } from './signin.ts';

export interface DB
  extends FoundationTables,
    CatalogTables,
    ShippingTables,
    EventTables,
    OrderTables,
    PeopleTables,
    JobTables,
    SubmissionTables,
    WebhookTables,
    MtlsTables,
    SigninTables,
    TeamTables {}
