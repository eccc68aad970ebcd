// THE matrix of the back office: which staff role may call which operation.
// Every admin route declares its operation (`config: { operation }`; a GET
// without one is `read`), every CLI command names one (src/cli/operations.ts),
// and the admin host refuses to start when a route lacks one. One hook of the
// admin host checks this table for every request (src/app/hosts/admin.ts), so
// the console (which calls the admin API in process) and the CLI forwarded to
// a running service are held to the same table. docs/staff-roles.md is this
// table in prose (test/access/permissions.test.ts keeps them equal).

/** Support reads; operations also moves orders; administrators do everything. */
export const STAFF_ROLES = ['support', 'operations', 'administrator'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

const ALL = ['support', 'operations', 'administrator'] as const;
const OPS = ['operations', 'administrator'] as const;
const ADMIN = ['administrator'] as const;

export const PERMISSIONS = {
  // Everyone
  read: ALL,
  'cli.run': ALL,
  'api_tokens.own': ALL,
  'team.self': ALL,
  // Operations: moving orders along
  'orders.place': OPS,
  'orders.status': OPS,
  'orders.records': OPS,
  'orders.lines': OPS,
  'orders.cancel': OPS,
  'orders.proofs': OPS,
  'orders.shipments': OPS,
  'submissions.manage': OPS,
  'webhooks.deliveries': OPS,
  'credit.movements': OPS,
  // Administrators: onboarding, credentials, configuration, people
  'partners.manage': ADMIN,
  'clients.manage': ADMIN,
  'certificates.manage': ADMIN,
  'webhooks.endpoints': ADMIN,
  'partner_staff.manage': ADMIN,
  'signin_clients.manage': ADMIN,
  'sites.manage': ADMIN,
  'catalog.manage': ADMIN,
  'shipping.manage': ADMIN,
  'pricing.manage': ADMIN,
  'users.manage': ADMIN,
  'divisions.manage': ADMIN,
  'credit.accounts': ADMIN,
  'workers.pause': ADMIN,
  'team.manage': ADMIN,
  'api_tokens.any': ADMIN,
  'database.manage': ADMIN,
} as const satisfies Record<string, readonly StaffRole[]>;

export type Operation = keyof typeof PERMISSIONS;

export function isOperation(name: unknown): name is Operation {
  return typeof name === 'string' && Object.hasOwn(PERMISSIONS, name);
}

export function isStaffRole(name: unknown): name is StaffRole {
  return typeof name === 'string' && (STAFF_ROLES as readonly string[]).includes(name);
}

export function allows(role: StaffRole, operation: Operation): boolean {
  return (PERMISSIONS[operation] as readonly StaffRole[]).includes(role);
}

/** The lower of two roles (a token narrower than its owner acts with its own). */
export function narrower(a: StaffRole, b: StaffRole | null): StaffRole {
  if (b === null) return a;
  return STAFF_ROLES.indexOf(a) <= STAFF_ROLES.indexOf(b) ? a : b;
}
