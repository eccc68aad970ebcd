// Builds the catalog's services for the composition root (src/app/platform.ts).
import type { Clock } from '../../clock.ts';
import type { Config } from '../config.ts';
import type { Db } from '../../db/transaction.ts';
import type { CursorCodec } from '../../http/cursor.ts';
import { CatalogAdminService } from '../../catalog/admin/service.ts';
import { CatalogService } from '../../catalog/service.ts';
import { DatabaseTemplateVendor, HttpTemplateVendor, type TemplateVendor } from '../../catalog/templates.ts';
import { CatalogWriteService } from '../../catalog/writes/service.ts';

export interface Catalog {
  reads: CatalogService;
  writes: CatalogWriteService;
  admin: CatalogAdminService;
  templates: TemplateVendor;
}

/** The template vendor: the external one at TEMPLATE_VENDOR_URL, else the built-in store. */
export function templateVendorFor(db: Db, config: Config): TemplateVendor {
  return config.templateVendorUrl ? new HttpTemplateVendor({ baseUrl: config.templateVendorUrl }) : new DatabaseTemplateVendor(db);
}

export function createCatalog(
  db: Db,
  cursors: CursorCodec,
  config: Config,
  clock: Clock,
  templates: TemplateVendor = templateVendorFor(db, config),
): Catalog {
  const reads = new CatalogService(db, cursors, templates, { searchEnabled: config.searchEnabled });
  return { reads, writes: new CatalogWriteService(db, clock, reads), admin: new CatalogAdminService(db, clock), templates };
}
