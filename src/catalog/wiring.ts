// Builds the catalog's services for the composition root (src/platform.ts).
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/transaction.ts';
import type { CursorCodec } from '../http/cursor.ts';
import { CatalogAdminService } from './admin-service.ts';
import { CatalogService } from './service.ts';
import { DatabaseTemplateVendor, type TemplateVendor } from './templates.ts';
import { CatalogWriteService } from './write-service.ts';

export interface Catalog {
  reads: CatalogService;
  writes: CatalogWriteService;
  admin: CatalogAdminService;
  templates: TemplateVendor;
}

/** The embedded template store is the default vendor; pass another (e.g. HttpTemplateVendor) to use an external one. */
export function createCatalog(db: Db, cursors: CursorCodec, config: Config, clock: Clock, templates: TemplateVendor = new DatabaseTemplateVendor(db)): Catalog {
  const reads = new CatalogService(db, cursors, templates, { searchEnabled: config.searchEnabled });
  return { reads, writes: new CatalogWriteService(db, clock, reads), admin: new CatalogAdminService(db, clock), templates };
}
