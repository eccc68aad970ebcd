// Back office: fulfilment centres, their shipping services and rate tables,
// and which centre a product ships from. Every write is audited in its own
// transaction.
import { Decimal } from 'decimal.js';
import type { Clock } from '../../clock.ts';
import type { Actor } from '../../audit/service.ts';
import { requestClient, serialisedWrite } from '../../db/row-queue.ts';
import { withTransaction, type Db } from '../../db/transaction.ts';
import type { RateBand } from '../rates.ts';
import { hasSubdivisions, isCountry, isValidPostalCode, resolveSubdivision } from '../reference.ts';
import type { RateTableRecord, ShippingServiceRecord } from '../repo.ts';
import { ShippingAdminRepo, type FulfilmentCentreRecord } from './repo.ts';
import { type FieldRef, inBody } from '../../errors/catalogue.ts';
import { shippingErrors } from '../errors.ts';
import { auditTrail } from '../../audit/trail.ts';

const auditFulfilmentCentre = auditTrail('fulfilment_centre');
const auditProduct = auditTrail('product');
const auditShippingRateTable = auditTrail('shipping_rate_table');
const auditShippingService = auditTrail('shipping_service');

export interface NewFulfilmentCentre {
  name: string;
  originCountry: string;
  /** Subdivision within the origin country (`OH` or `US-OH`); omitted for a country without subdivisions. */
  originState?: string | null;
  originPostalCode: string;
}

export interface NewShippingService {
  name: string;
  kind: 'carrier' | 'custom';
  enabled?: boolean;
  /** Decimal string added to every band price of the service. */
  handlingFee?: string;
}

export interface ShippingServicePatch {
  name?: string;
  enabled?: boolean;
  handlingFee?: string;
}

export interface NewRateTable {
  country: string;
  /** Subdivisions covered (`OH` or `US-OH`); omitted or null = the whole country. */
  states?: string[] | null;
  bands: RateBand[];
}

const MAX_WEIGHT_OUNCES = new Decimal(5_000_000);
const DECIMAL = /^[0-9]{1,10}(\.[0-9]{1,4})?$/;
const MONEY = /^[0-9]{1,10}(\.[0-9]{1,2})?$/;

function country(code: string, at: FieldRef): string {
  const upper = code.toUpperCase();
  if (!/^[A-Z]{2}$/.test(upper) || !isCountry(upper)) throw shippingErrors.notACountry(code, at);
  return upper;
}

function subdivision(countryCode: string, state: string, at: FieldRef): string {
  const code = resolveSubdivision(countryCode, state);
  if (!code) throw shippingErrors.notASubdivision(state, countryCode, at);
  return code;
}

function money(value: string, at: FieldRef): string {
  if (!MONEY.test(value)) throw shippingErrors.notMoney(at);
  return new Decimal(value).toFixed(2);
}

function bands(input: RateBand[]): RateBand[] {
  if (input.length === 0) throw shippingErrors.noBands();
  const seen = new Set<string>();
  return input.map((band, index) => {
    if (!DECIMAL.test(band.upToOunces)) throw shippingErrors.bandNotDecimal(index);
    const upTo = new Decimal(band.upToOunces);
    if (upTo.lessThanOrEqualTo(0) || upTo.greaterThan(MAX_WEIGHT_OUNCES)) throw shippingErrors.bandOutOfRange(index);
    const key = upTo.toFixed(4);
    if (seen.has(key)) throw shippingErrors.duplicateBand(band.upToOunces, index);
    seen.add(key);
    return { upToOunces: key, price: money(band.price, inBody('bands', index, 'price')) };
  });
}

/** The row writes to a centre's services serialise on (db/row-queue.ts). */
const centreKey = (centreId: number) => `fulfilment_centres:${centreId}`;

export class ShippingAdminService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async listCentres(): Promise<FulfilmentCentreRecord[]> {
    return new ShippingAdminRepo(this.db).listCentres();
  }

  async getCentre(id: number): Promise<FulfilmentCentreRecord> {
    const centre = await new ShippingAdminRepo(this.db).findCentre(id);
    if (!centre) throw shippingErrors.notFound('fulfilment centre', id);
    return centre;
  }

  async createCentre(input: NewFulfilmentCentre, actor: Actor): Promise<FulfilmentCentreRecord> {
    const originCountry = country(input.originCountry, inBody('originCountry'));
    let originState: string | null = null;
    if (hasSubdivisions(originCountry)) {
      if (!input.originState) throw shippingErrors.originStateRequired(originCountry);
      originState = subdivision(originCountry, input.originState, inBody('originState'));
    } else if (input.originState) {
      throw shippingErrors.originStateNotApplicable(originCountry);
    }
    if (!isValidPostalCode(originCountry, input.originPostalCode)) {
      throw shippingErrors.originPostalCode(originCountry);
    }
    return withTransaction(this.db, async (trx) => {
      const centre = await new ShippingAdminRepo(trx).insertCentre({
        name: input.name,
        originCountry,
        originState,
        originPostalCode: input.originPostalCode,
      });
      await auditFulfilmentCentre(trx, {
        actor,
        action: 'fulfilment_centre.create',
        targetId: centre.id,
        details: { name: centre.name, originCountry, originState, originPostalCode: centre.originPostalCode },
      });
      return centre;
    });
  }

  async listServices(centreId: number): Promise<ShippingServiceRecord[]> {
    await this.getCentre(centreId);
    return new ShippingAdminRepo(this.db).listServices(centreId);
  }

  async createService(centreId: number, input: NewShippingService, actor: Actor): Promise<ShippingServiceRecord> {
    const handlingFee = money(input.handlingFee ?? '0', inBody('handlingFee'));
    return serialisedWrite(this.db, centreKey(centreId), async (trx) => {
      const repo = new ShippingAdminRepo(trx);
      // The centre is locked first: its service names are unique, checked then written.
      if (!(await repo.lockCentre(centreId))) throw shippingErrors.notFound('fulfilment centre', centreId);
      if (await repo.findServiceByName(centreId, input.name)) throw shippingErrors.serviceNameTaken(centreId, input.name);
      const service = await repo.insertService({
        centreId,
        name: input.name,
        kind: input.kind,
        enabled: input.enabled ?? true,
        handlingFee,
      });
      await auditShippingService(trx, {
        actor,
        action: 'shipping_service.create',
        targetId: service.id,
        details: { fulfilmentCentreId: centreId, name: service.name, kind: service.kind, enabled: service.enabled, handlingFee },
      });
      return service;
    });
  }

  async updateService(serviceId: number, patch: ShippingServicePatch, actor: Actor): Promise<ShippingServiceRecord> {
    const client = requestClient();
    const changes = { ...patch, ...(patch.handlingFee !== undefined && { handlingFee: money(patch.handlingFee, inBody('handlingFee')) }) };
    // Keyed by its centre, read before the transaction (a stale key only queues it with other neighbours): renames lock the centre.
    const centreId = (await new ShippingAdminRepo(this.db).findService(serviceId))?.fulfilmentCentreId;
    const key = centreId === undefined ? `shipping_services:${serviceId}` : centreKey(centreId);
    return serialisedWrite(
      this.db,
      key,
      async (trx) => {
        const repo = new ShippingAdminRepo(trx);
        const current = await repo.findService(serviceId);
        if (!current) throw shippingErrors.notFound('shipping service', serviceId);
        if (changes.name !== undefined) await repo.lockCentre(current.fulfilmentCentreId);
        if (
          changes.name !== undefined &&
          changes.name !== current.name &&
          (await repo.findServiceByName(current.fulfilmentCentreId, changes.name))
        ) {
          throw shippingErrors.serviceNameTaken(current.fulfilmentCentreId, changes.name);
        }
        const service = (await repo.updateService(serviceId, changes, this.clock.now()))!;
        await auditShippingService(trx, { actor, action: 'shipping_service.update', targetId: serviceId, details: { ...changes } });
        return service;
      },
      client,
    );
  }

  async listRateTables(serviceId: number): Promise<RateTableRecord[]> {
    const repo = new ShippingAdminRepo(this.db);
    if (!(await repo.findService(serviceId))) throw shippingErrors.notFound('shipping service', serviceId);
    return repo.listRateTables([serviceId]);
  }

  async createRateTable(serviceId: number, input: NewRateTable, actor: Actor): Promise<RateTableRecord> {
    const destination = country(input.country, inBody('country'));
    let states: string[] | null = null;
    if (input.states != null) {
      if (input.states.length === 0) throw shippingErrors.emptyStates();
      states = [...new Set(input.states.map((s, index) => subdivision(destination, s, inBody('states', index))))];
    }
    const checkedBands = bands(input.bands);
    // Queued by service: the insert locks no row a writer holds, but 200 at once on one service would otherwise all wait for a connection.
    return serialisedWrite(this.db, `shipping_services:${serviceId}`, async (trx) => {
      const repo = new ShippingAdminRepo(trx);
      if (!(await repo.findService(serviceId))) throw shippingErrors.notFound('shipping service', serviceId);
      const table = await repo.insertRateTable({ serviceId, country: destination, states, bands: checkedBands });
      await auditShippingRateTable(trx, {
        actor,
        action: 'shipping_rate_table.create',
        targetId: table.id,
        details: { serviceId, country: destination, states, bands: table.bands },
      });
      return table;
    });
  }

  /** Sets (or, with null, clears) the fulfilment centre of a catalog product (`SLO_<n>` or products.id `<n>`). */
  async setProductCentre(
    product: string,
    centreId: number | null,
    actor: Actor,
  ): Promise<{ productId: string; fulfilmentCentreId: number | null }> {
    if (product.startsWith('SLS_')) throw shippingErrors.centreOfShare();
    const match = /^(?:SLO_)?0*([1-9][0-9]{0,17})$/.exec(product);
    if (!match) throw shippingErrors.malformedProduct();
    const productId = match[1]!;
    return serialisedWrite(this.db, `products:${productId}`, async (trx) => {
      const repo = new ShippingAdminRepo(trx);
      if (centreId !== null && !(await repo.findCentre(centreId))) throw shippingErrors.unknownCentre(centreId);
      if (!(await repo.setProductCentre(productId, centreId))) throw shippingErrors.notFound('product', productId);
      await auditProduct(trx, {
        actor,
        action: 'product.set_fulfilment_centre',
        targetId: productId,
        details: { fulfilmentCentreId: centreId },
      });
      return { productId, fulfilmentCentreId: centreId };
    });
  }
}
