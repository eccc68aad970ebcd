// Template vendors. A product whose artworkSource is TEMPLATE names a vendor
// and a template document; the template read asks the vendor live on every
// request (no cache). Only one vendor is supported; others are legacy.
//
// The embedded default is a template store in the database (table
// template_documents). HttpTemplateVendor talks to an external vendor service.
import type { Db } from '../db/transaction.ts';
import { catalogErrors } from './errors.ts';
import { CatalogRepo } from './repo.ts';

/** The single supported template vendor's identifier (published as `vendor`). */
export const TEMPLATE_VENDOR_ID = 'studio';

export interface TemplateVariable {
  name: string;
  displayName: string | null;
  dataType: string | null;
  listItems: string[] | null;
}

export interface TemplateDocument {
  templateId: string;
  variables: TemplateVariable[];
}

export interface TemplateVendor {
  readonly id: string;
  /**
   * True for the built-in store (template_documents): a reader that already
   * read the document with its own statement (the placement snapshot) may use
   * that instead of fetchTemplate; it is the same row, read live.
   */
  readonly storedInDatabase?: boolean;
  /** The document, or null when the vendor has no such template. Transient failures throw 503. */
  fetchTemplate(templateId: string): Promise<TemplateDocument | null>;
}

/** Keeps only well-formed variables, published verbatim (dataType is not an enumeration). */
export function normaliseVariables(raw: unknown): TemplateVariable[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .filter((v): v is Record<string, unknown> => !!v && typeof v === 'object' && typeof (v as { name?: unknown }).name === 'string')
    .map((v) => ({
      name: v.name as string,
      displayName: typeof v.displayName === 'string' ? v.displayName : null,
      dataType: typeof v.dataType === 'string' ? v.dataType : null,
      listItems: Array.isArray(v.listItems) ? v.listItems.filter((i): i is string => typeof i === 'string') : null,
    }));
}

/** The built-in template store: documents kept in the database. */
export class DatabaseTemplateVendor implements TemplateVendor {
  readonly id = TEMPLATE_VENDOR_ID;
  readonly storedInDatabase = true;
  constructor(private readonly db: Db) {}

  async fetchTemplate(templateId: string): Promise<TemplateDocument | null> {
    const row = await new CatalogRepo(this.db).templateDocument(this.id, templateId);
    return row ? { templateId: row.templateId, variables: normaliseVariables(row.variables) } : null;
  }
}

export interface HttpTemplateVendorOptions {
  baseUrl: string;
  timeoutMs?: number;
  headers?: Record<string, string>;
  fetch?: typeof fetch;
}

/**
 * An external template vendor over HTTP: `GET {baseUrl}/templates/{id}`
 * answering `{templateId, variables}`. 404 means no such template; any other
 * failure, or no answer within the timeout, is 503 `service_unavailable`.
 */
export class HttpTemplateVendor implements TemplateVendor {
  readonly id = TEMPLATE_VENDOR_ID;
  constructor(private readonly options: HttpTemplateVendorOptions) {}

  async fetchTemplate(templateId: string): Promise<TemplateDocument | null> {
    const url = `${this.options.baseUrl.replace(/\/+$/, '')}/templates/${encodeURIComponent(templateId)}`;
    let response: Response;
    try {
      response = await (this.options.fetch ?? fetch)(url, {
        headers: { accept: 'application/json', ...this.options.headers },
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 5_000),
      });
    } catch {
      throw catalogErrors.templateServiceSilent();
    }
    if (response.status === 404) return null;
    if (!response.ok) throw catalogErrors.templateServiceFailed();
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw catalogErrors.templateServiceUnreadable();
    }
    const doc = body as { templateId?: unknown; variables?: unknown };
    return { templateId: typeof doc.templateId === 'string' ? doc.templateId : templateId, variables: normaliseVariables(doc.variables) };
  }
}
