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
import type { ProductRecord } from '../../catalog/repo.ts';
import { normaliseVariables, type TemplateVendor } from '../../catalog/templates.ts';
import type { Db } from '../../db/transaction.ts';
import { lineProblem, type OrderIntake, type PlacementProblem } from '../../orders/placement/intake.ts';
import { loadSnapshot, type PlacementSnapshot, type ShippingServiceRow, type SnapshotProduct } from '../../orders/placement/snapshot.ts';
import { extended } from '../../objects.ts';

export interface Prepared {
  /** The intake with the shipping service the hints selected. */
  intake: OrderIntake;
  problems: PlacementProblem[];
  /** What the placement prices from (read with the checks, before the transaction). */
  snapshot: PlacementSnapshot;
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
    // One statement for every line (placement/snapshot.ts); the placement prices from it too.
    const snapshot = await loadSnapshot(
      this.db,
      intake.siteId,
      intake.lines.map((l) => l.productId),
      intake.orderingUserId,
    );
    const problems: PlacementProblem[] = [];
    const user = snapshot.orderingUser;
    if (!user?.active) problems.push({ detail: "The site's ordering user is inactive and cannot place orders." });
    const products: ProductRecord[] = [];
    const variables = new Map<string, Promise<Set<string>>>();
    for (const [index, line] of intake.lines.entries()) {
      const found = snapshot.products.get(line.productId);
      if (!found) continue; // the placement reports it, with the other line problems
      const { product } = found;
      products.push(product);
      const at = (field: string, detail: string) => lineProblem(line, index, field, detail);
      if (user?.active && intake.orderingUserId !== null && !orderable(found, user.allSegmentsVisible)) {
        problems.push(at('productId', `Product ${line.productId} is not orderable by the site's ordering user.`));
      }
      // In the stored request's order (jsonb's), whichever copy of the request this run holds: the partner's own
      // (read ahead in the accepting process) or the stored one.
      const names = Object.keys(line.templateVariables ?? {}).sort(jsonbKeyOrder);
      if (names.length === 0) continue;
      if (!variables.has(product.masterId)) variables.set(product.masterId, this.#templateVariables(found));
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
    const service = shippingService(snapshot, products, intake);
    const shipping = extended(intake.shipping ?? {}, service ? { serviceId: service.id, serviceName: service.name } : {});
    return { intake: extended(intake, { shipping }), problems, snapshot };
  }

  async #templateVariables(found: SnapshotProduct): Promise<Set<string>> {
    if (found.product.artworkSource !== 'TEMPLATE') return new Set();
    const template = found.template;
    if (!template?.templateId || template.vendor !== this.templates.id) return new Set();
    // The built-in store's document came with the snapshot (the same row, read live by the same statement).
    if (this.templates.storedInDatabase)
      return new Set(template.stored ? normaliseVariables(template.stored.variables).map((v) => v.name) : []);
    const document = await this.templates.fetchTemplate(template.templateId);
    return new Set(document?.variables.map((v) => v.name) ?? []);
  }
}

function orderable(found: SnapshotProduct, allSegmentsVisible: boolean): boolean {
  if (found.product.visibility === 'HIDDEN') return false;
  if (found.product.visibility !== 'SEGMENTS' || allSegmentsVisible) return true;
  return found.seesSegment;
}

function shippingService(snapshot: PlacementSnapshot, products: ProductRecord[], intake: OrderIntake): ShippingServiceRow | null {
  const centres = new Set(products.map((p) => p.fulfilmentCentreId).filter((id): id is number => id !== null));
  if (centres.size === 0) return null;
  // The snapshot's services are those of every found product's centre: the same set.
  return matchShippingService(snapshot.services, intake.shipping?.provider ?? null, intake.shipping?.method ?? null);
}

/** PostgreSQL's order of a jsonb object's keys: shorter (in UTF-8 bytes) first, then bytewise. */
export function jsonbKeyOrder(a: string, b: string): number {
  return Buffer.byteLength(a) - Buffer.byteLength(b) || Buffer.compare(Buffer.from(a), Buffer.from(b));
}
