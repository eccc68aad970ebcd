// The admin document's operations and the CLI command(s) performing each:
// what test/cli/commands/every-admin-operation.test.ts holds complete, and
// test/cli/commands/fields/ holds to every field of every operation's body.
import { readFileSync } from 'node:fs';
import type { Command } from 'commander';
import { DOCUMENT_FILES } from '../../../scripts/openapi.ts';
import { commandPath } from '../../../src/cli/program.ts';

/** Each admin operation's CLI command (several where the CLI splits one PATCH into named changes). */
export const CLI_FOR: Record<string, string[]> = {
  sitesList: ['sites list'],
  sitesCreate: ['sites create'],
  sitesShow: ['sites show'],
  sitesUpdate: ['sites update'],
  sitesSetOrderingUser: ['sites set-ordering-user'],
  partnersList: ['partners list'],
  partnersCreate: ['partners create'],
  partnersShow: ['partners show'],
  partnersUpdate: [
    'partners rename',
    'partners enable',
    'partners disable',
    'partners set-tier',
    'partners set-auth-method',
    'partners set-scopes',
  ],
  partnersGrantSite: ['partners grant-site'],
  partnersRevokeSite: ['partners revoke-site'],
  clientsList: ['clients list'],
  clientsIssue: ['clients issue'],
  clientsRevoke: ['clients revoke'],
  audit: ['audit'],
  catalogProductsList: ['catalog products list'],
  catalogProductsCreate: ['catalog products create'],
  catalogProductsShow: ['catalog products show'],
  catalogProductsUpdate: ['catalog products update'],
  catalogSharesCreate: ['catalog shares create'],
  catalogSharesUpdate: ['catalog shares update'],
  catalogVariantsAdd: ['catalog variants add'],
  catalogVariantsUpdate: ['catalog variants update'],
  catalogImagesAdd: ['catalog images add'],
  catalogImagesUpdate: ['catalog images update'],
  catalogProductsSetPriceTiers: ['catalog products set-price-tiers'],
  catalogProductsSetTemplate: ['catalog products set-template'],
  catalogProductsSetSegments: ['catalog products set-segments'],
  catalogTemplatesPut: ['catalog templates put'],
  catalogSegmentsList: ['catalog segments list'],
  catalogSegmentsCreate: ['catalog segments create'],
  catalogSegmentsUpdate: ['catalog segments rename'],
  shippingCentresList: ['shipping centres list'],
  shippingCentresCreate: ['shipping centres create'],
  shippingCentresShow: ['shipping centres show'],
  shippingServicesList: ['shipping services list'],
  shippingServicesCreate: ['shipping services create'],
  shippingServicesUpdate: ['shipping services update'],
  shippingRatesList: ['shipping rates list'],
  shippingRatesCreate: ['shipping rates create'],
  shippingSetProductCentre: ['shipping set-product-centre', 'catalog products set-fulfilment-centre'],
  usersCreate: ['users create'],
  usersShow: ['users show'],
  usersUpdate: ['users update'],
  usersSetSegments: ['users set-segments'],
  usersAddressesList: ['users addresses list'],
  usersAddressesAdd: ['users addresses add'],
  usersAddressesDelete: ['users addresses delete'],
  usersSegmentRulesList: ['users segment-rules list'],
  usersSegmentRulesAdd: ['users segment-rules add'],
  usersSegmentRulesDelete: ['users segment-rules delete'],
  divisionsList: ['divisions list'],
  divisionsCreate: ['divisions create'],
  divisionsShow: ['divisions show'],
  divisionsUpdate: ['divisions update'],
  creditCreate: ['credit create'],
  creditShow: ['credit show'],
  creditUpdate: ['credit update'],
  creditMovementsList: ['credit movements list'],
  creditMovementsAdd: ['credit movements add'],
  webhooksList: ['webhooks list'],
  webhooksCreate: ['webhooks create'],
  webhooksShow: ['webhooks show'],
  webhooksUpdate: ['webhooks set-types', 'webhooks set-url', 'webhooks enable', 'webhooks disable'],
  webhooksRotateSecret: ['webhooks rotate-secret'],
  webhooksRemoveSecret: ['webhooks remove-secret'],
  webhooksPing: ['webhooks ping'],
  webhooksDeliveries: ['webhooks deliveries'],
  webhooksDelivery: ['webhooks delivery'],
  webhooksRedeliver: ['webhooks redeliver'],
  partnersSubmissions: ['submissions list'],
  submissionsList: ['submissions list'],
  submissionsShow: ['submissions show'],
  submissionsRequeue: ['submissions requeue'],
  submissionsFail: ['submissions fail'],
  workersStatus: ['workers status'],
  workersPause: ['workers pause'],
  workersResume: ['workers resume'],
  ordersPricingList: ['orders pricing list'],
  ordersPricingSetProductDiscount: ['orders pricing set-product-discount'],
  ordersPricingRemoveProductDiscount: ['orders pricing remove-product-discount'],
  ordersPricingSetHandlingFee: ['orders pricing set-handling-fee'],
  ordersPricingRemoveHandlingFee: ['orders pricing remove-handling-fee'],
  ordersPricingSetUserDiscount: ['orders pricing set-user-discount'],
  ordersPricingRemoveUserDiscount: ['orders pricing remove-user-discount'],
  ordersList: ['orders list'],
  ordersPlace: ['orders place'],
  ordersShow: ['orders show'],
  ordersSetStatus: ['orders status'],
  ordersAddInternalRecord: ['orders internal-record'],
  ordersLineShow: ['orders line show'],
  ordersLineUpdate: ['orders line set'],
  ordersLineSetProductionStatus: ['orders line production'],
  ordersLineSetProofStatus: ['orders line proof-status'],
  ordersLineCancel: ['orders line cancel'],
  ordersProofPublish: ['orders proof publish'],
  ordersProofSetVisual: ['orders proof visual'],
  ordersProofSetReasons: ['orders proof reasons'],
  ordersProofArchive: ['orders proof archive'],
  ordersShipmentsList: ['orders shipment list'],
  ordersShipmentCreate: ['orders shipment create'],
  ordersShipmentShip: ['orders shipment ship'],
  ordersShipmentCancel: ['orders shipment cancel'],
  ordersTimeline: ['orders timeline'],
  certificatesList: ['certificates list'],
  certificatesRegister: ['certificates register'],
  certificatesUpdate: ['certificates enable', 'certificates disable'],
  certificatesRevoke: ['certificates revoke'],
  staffList: ['staff list'],
  staffCreate: ['staff create'],
  staffUpdate: ['staff enable', 'staff disable'],
  staffResetPassword: ['staff reset-password'],
  signinClientsList: ['signin-clients list'],
  signinClientsDelete: ['signin-clients delete'],
  partnersUsage: ['partners usage'],
  retentionShow: ['retention show'],
  retentionRun: ['retention run'],
  teamMe: ['team me'],
  teamList: ['team list'],
  teamCreate: ['team create'],
  teamShow: ['team show'],
  teamUpdate: ['team rename', 'team role', 'team enable', 'team disable'],
  teamSetPassword: ['team password'],
  teamSignOutEverywhere: ['team sign-out-everywhere'],
  tokensList: ['tokens list'],
  tokensCreate: ['tokens create'],
  tokensShow: ['tokens show'],
  tokensRevoke: ['tokens revoke'],
};

/** Admin operations with no CLI command, and why. */
export const NO_COMMAND: Record<string, string> = {
  cliRun: 'it is how the CLI itself runs beside the service',
};

/** CLI commands with no admin route, and why. */
export const CLI_ONLY: Record<string, string> = {
  migrate: "the database's schema, before any service runs",
  'seed demo': 'the demo world of a local start',
  'divisions site-addresses': 'a shorthand of `sites update --division-addresses`',
};

export interface AdminOperation {
  operationId: string;
  'x-staff-operation'?: string;
  method: string;
  /** The route's path, its parameters in braces: `/admin/users/{userId}`. */
  path: string;
  requestBody?: { content: Record<string, { schema: object }> };
}

/** The admin document, as published (docs/openapi-admin.json). */
export function adminDocument(): { paths: Record<string, Record<string, AdminOperation>>; components: object } {
  return JSON.parse(readFileSync(DOCUMENT_FILES.admin, 'utf8'));
}

export function adminOperations(): AdminOperation[] {
  return Object.entries(adminDocument().paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, op]) => ({ ...op, method: method.toUpperCase(), path })),
  );
}

export function leaves(command: Command): string[] {
  return command.commands.flatMap((c) => (c.commands.length > 0 ? leaves(c) : [commandPath(c)]));
}
