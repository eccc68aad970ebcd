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
import { parseProductId } from '../../catalog/ids.ts';
import { CatalogRepo, type ProductRecord } from '../../catalog/repo.ts';
import type { TemplateVendor } from '../../catalog/templates.ts';
import type { Db } from '../../db/transaction.ts';
import { lineProblem, type OrderIntake, type PlacementProblem } from '../../orders/placement/intake.ts';
import { PreparationRepo, type ShippingServiceRow } from './repo.ts';

export interface Prepared {
  /** The intake with the shipping service the hints selected. */
  intake: OrderIntake;
  problems: PlacementProblem[];
}

const norm = (value: string | null) => (value ?? '').trim().toLowerCase();

/** The pure shipping match (see the top of this file). */
export function matchShippingService(
  services: ShippingServiceRow[],
  provider: string | null,
  method: string | null,
): ShippingServiceRow | null {
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

  async prepare(intake: OrderIntake): Promise<Prepared> {
    const catalog = new CatalogRepo(this.db);
    const repo = new PreparationRepo(this.db);
    const problems: PlacementProblem[] = [];
    const userId = intake.orderingUserId;
    const user = await repo.orderingUser(userId);
    if (!user?.active) problems.push({ detail: "The site's ordering user is inactive and cannot place orders." });
    // One read per distinct product (an order often repeats one in several lines).
    const found = new Map<string, Promise<ProductRecord | undefined>>();
    const lookup = (productId: string) => {
      const ref = parseProductId(productId);
      if (!found.has(productId)) found.set(productId, ref ? catalog.findProduct([intake.siteId], ref) : Promise.resolve(undefined));
      return found.get(productId)!;
    };
    const products: ProductRecord[] = [];
    const variables = new Map<string, Promise<Set<string>>>();
    for (const [index, line] of intake.lines.entries()) {
      const product = await lookup(line.productId);
      if (!product) continue; // the placement reports it, with the other line problems
      products.push(product);
      const at = (field: string, detail: string) => lineProblem(line, index, field, detail);
      if (user?.active && userId !== null && !(await this.#orderable(repo, product, user.all_segments_visible, userId))) {
        problems.push(at('productId', `Product ${line.productId} is not orderable by the site's ordering user.`));
      }
      const names = Object.keys(line.templateVariables ?? {});
      if (names.length === 0) continue;
      if (!variables.has(product.masterId)) variables.set(product.masterId, this.#templateVariables(catalog, product));
      const declared = await variables.get(product.masterId)!;
      for (const name of names) {
        if (!declared.has(name)) {
          problems.push(
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
    const service = await this.#shippingService(repo, products, intake);
    const shipping = { ...intake.shipping, ...(service && { serviceId: service.id, serviceName: service.name }) };
    return { intake: { ...intake, shipping }, problems };
  }

  async #orderable(repo: PreparationRepo, product: ProductRecord, allSegmentsVisible: boolean, userId: number): Promise<boolean> {
    if (product.visibility === 'HIDDEN') return false;
    if (product.visibility !== 'SEGMENTS' || allSegmentsVisible) return true;
    const segments = await new CatalogRepo(this.db).segmentIds({ kind: product.kind, id: product.id });
    return segments.length > 0 && repo.seesOneOf(userId, segments);
  }

  async #templateVariables(catalog: CatalogRepo, product: ProductRecord): Promise<Set<string>> {
    if (product.artworkSource !== 'TEMPLATE') return new Set();
    const template = await catalog.template(product.masterId);
    if (!template?.templateId || template.vendor !== this.templates.id) return new Set();
    const document = await this.templates.fetchTemplate(template.templateId);
    return new Set(document?.variables.map((v) => v.name) ?? []);
  }

  async #shippingService(repo: PreparationRepo, products: ProductRecord[], intake: OrderIntake): Promise<ShippingServiceRow | null> {
    const centres = [...new Set(products.map((p) => p.fulfilmentCentreId).filter((id): id is number => id !== null))];
    if (centres.length === 0) return null;
    return matchShippingService(await repo.enabledServices(centres), intake.shipping?.provider ?? null, intake.shipping?.method ?? null);
  }
}
