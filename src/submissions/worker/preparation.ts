// What the processor settles before its transaction (reads only, and the
// template vendor may be a remote call, which never runs inside a
// transaction): business rules the placement does not know, one rejection
// per problem, and the shipping service the hints select.
//
// - Orderability: a HIDDEN product, or a SEGMENTS product none of whose
//   segments the ordering user sees, is not orderable by that user; nor is
//   anything when the ordering user is inactive.
// - Template variables: only names the product's template declares; a
//   product without a usable template takes none.
// - Shipping: among the enabled services of the centres the order's products
//   ship from, shippingMethod matches a service name (or "provider method"),
//   else shippingProvider matches a carrier service's leading word(s), all
//   case-insensitively; blank or unrecognised hints fall back to the site
//   default, the first enabled service (lowest id) of those centres.
import { sql } from 'kysely';
import { parseProductId } from '../../catalog/ids.ts';
import { CatalogRepo, type ProductRecord } from '../../catalog/repo.ts';
import type { TemplateVendor } from '../../catalog/templates.ts';
import type { Db } from '../../db/transaction.ts';
import type { PlacementRequest, Rejection } from '../placement.ts';
import { rejection } from '../placer.ts';

export interface Prepared {
  request: PlacementRequest;
  rejections: Rejection[];
}

interface ServiceRow {
  id: number;
  name: string;
  kind: string;
}

const norm = (value: string | null) => (value ?? '').trim().toLowerCase();

/** The pure shipping match (see the top of this file). */
export function matchShippingService(services: ServiceRow[], provider: string | null, method: string | null): ServiceRow | null {
  const p = norm(provider);
  const m = norm(method);
  if (m) {
    const byMethod = services.find((s) => norm(s.name) === m || (p !== '' && norm(s.name) === `${p} ${m}`));
    if (byMethod) return byMethod;
  }
  if (p) {
    const byProvider = services.find((s) => s.kind === 'carrier' && (norm(s.name) === p || norm(s.name).startsWith(`${p} `)));
    if (byProvider) return byProvider;
  }
  return services[0] ?? null;
}

export class SubmissionPreparation {
  constructor(
    private readonly db: Db,
    private readonly templates: TemplateVendor,
  ) {}

  async prepare(request: PlacementRequest): Promise<Prepared> {
    const catalog = new CatalogRepo(this.db);
    const rejections: Rejection[] = [];
    const user = await this.db
      .selectFrom('users')
      .select(['active', 'all_segments_visible'])
      .where('id', '=', request.orderingUserId)
      .executeTakeFirst();
    if (!user?.active) rejections.push(rejection({ detail: "The site's ordering user is inactive and cannot place orders." }));
    // One read per distinct product (an order often repeats one in several lines).
    const found = new Map<string, Promise<ProductRecord | undefined>>();
    const lookup = (productId: string) => {
      const ref = parseProductId(productId);
      if (!found.has(productId)) found.set(productId, ref ? catalog.findProduct([request.siteId], ref) : Promise.resolve(undefined));
      return found.get(productId)!;
    };
    const products: ProductRecord[] = [];
    const variables = new Map<string, Promise<Set<string>>>();
    for (const [index, line] of request.lines.entries()) {
      const product = await lookup(line.productId);
      if (!product) continue; // the placement reports it, with the other line problems
      products.push(product);
      const at = (field: string, detail: string) =>
        rejection({ detail, field: `lines[${index}].${field}`, partnerLineId: line.partnerLineId });
      if (user?.active && !(await this.#orderable(product, user.all_segments_visible, request.orderingUserId))) {
        rejections.push(at('productId', `Product ${line.productId} is not orderable by the site's ordering user.`));
      }
      const names = Object.keys(line.templateVariables ?? {});
      if (names.length === 0) continue;
      if (!variables.has(product.masterId)) variables.set(product.masterId, this.#templateVariables(catalog, product));
      const declared = await variables.get(product.masterId)!;
      for (const name of names) {
        if (!declared.has(name)) {
          rejections.push(
            at(
              `templateVariables.${name}`,
              declared.size === 0
                ? `Product ${line.productId} has no template; it takes no template variables.`
                : `Template variable '${name}' is not a variable of the template of ${line.productId}.`,
            ),
          );
        }
      }
    }
    const service = await this.#shippingService(products, request);
    return { request: { ...request, shippingService: service && { serviceId: service.id, serviceName: service.name } }, rejections };
  }

  async #orderable(product: ProductRecord, allSegmentsVisible: boolean, userId: number): Promise<boolean> {
    if (product.visibility === 'HIDDEN') return false;
    if (product.visibility !== 'SEGMENTS' || allSegmentsVisible) return true;
    const segments = await new CatalogRepo(this.db).segmentIds({ kind: product.kind, id: product.id });
    if (segments.length === 0) return false;
    // user_segments arrives with migration 0006_people.
    const rows = await sql`SELECT 1 FROM user_segments WHERE user_id = ${userId} AND segment_id IN (${sql.join(segments)}) LIMIT 1`.execute(
      this.db,
    );
    return rows.rows.length > 0;
  }

  async #templateVariables(catalog: CatalogRepo, product: ProductRecord): Promise<Set<string>> {
    if (product.artworkSource !== 'TEMPLATE') return new Set();
    const template = await catalog.template(product.masterId);
    if (!template?.templateId || template.vendor !== this.templates.id) return new Set();
    const document = await this.templates.fetchTemplate(template.templateId);
    return new Set(document?.variables.map((v) => v.name) ?? []);
  }

  async #shippingService(products: ProductRecord[], request: PlacementRequest): Promise<ServiceRow | null> {
    const centres = [...new Set(products.map((p) => p.fulfilmentCentreId).filter((id): id is number => id !== null))];
    if (centres.length === 0) return null;
    const services = await this.db
      .selectFrom('shipping_services')
      .select(['id', 'name', 'kind'])
      .where('fulfilment_centre_id', 'in', centres)
      .where('enabled', '=', true)
      .orderBy('id')
      .execute();
    return matchShippingService(services, request.shippingProvider, request.shippingMethod);
  }
}
