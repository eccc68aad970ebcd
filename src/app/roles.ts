// `sandbox` hosts the sandbox environment when SANDBOX_PORT is set (src/app/sandbox/).
export const ROLES = ['api', 'admin', 'storage', 'worker', 'dispatcher', 'mtls', 'sandbox'] as const;
export type Role = (typeof ROLES)[number];

/** `--roles api,admin,storage,worker,dispatcher,mtls,sandbox` or ROLES=…; every role when unset. */
export function parseRoles(value: string | undefined): Role[] {
  if (!value) return [...ROLES];
  const roles = value
    .split(',')
    .map((r) => r.trim())
    .filter(Boolean);
  for (const role of roles) {
    if (!(ROLES as readonly string[]).includes(role)) throw new Error(`Unknown role '${role}'. Roles: ${ROLES.join(', ')}.`);
  }
  return roles as Role[];
}

/** The roles as given: `--roles a,b` or `--roles=a,b` among the arguments, else ROLES. */
export function rolesArgument(argv: string[]): string | undefined {
  const i = argv.findIndex((a) => a === '--roles' || a.startsWith('--roles='));
  if (i < 0) return process.env.ROLES;
  return argv[i]!.includes('=') ? argv[i]!.split('=')[1] : argv[i + 1];
}
