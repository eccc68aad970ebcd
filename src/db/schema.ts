// The database as Kysely sees it: one interface per resource's tables,
// composed here. Each resource declares its own tables in its folder.
import type { CatalogTables } from '../catalog/tables.ts';
import type { PeopleTables } from '../divisions/tables.ts';
import type { EventTables } from '../events/tables.ts';
import type { WebhookTables } from '../events/webhooks/tables.ts';
import type { JobTables } from '../jobs/tables.ts';
import type { OrderTables } from '../orders/tables.ts';
import type { ShippingTables } from '../shipping/tables.ts';
import type { SubmissionTables } from '../submissions/tables.ts';
import type { FoundationTables } from './tables.ts';
import type { MtlsTables } from '../identity/mtls/tables.ts';
import type { SigninTables } from '../identity/signin/tables.ts';

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
    SigninTables {}
