// Small factories for the people tests, through the back-office services.
import type { TestContext } from '../helpers/context.ts';

let counter = 0;

export async function user(ctx: TestContext, siteId: number, values: Record<string, unknown> = {}): Promise<number> {
  counter += 1;
  const created = await ctx.platform.admin.users.create(
    { siteId, username: `user${counter}`, email: `user${counter}@example.com`, firstName: 'F', lastName: 'L', ...values },
    'test',
  );
  return created.id;
}

export async function segment(ctx: TestContext, siteId: number, name = 'Segment'): Promise<number> {
  return (await ctx.platform.catalog.admin.createSegment({ siteId, name }, 'test')).id;
}

export async function division(ctx: TestContext, siteId: number, values: Record<string, unknown> = {}): Promise<number> {
  counter += 1;
  return (await ctx.platform.people.admin.divisions.create(siteId, { name: `Division ${counter}`, code: `D${counter}`, ...values }, 'test'))
    .id;
}

export async function account(
  ctx: TestContext,
  siteId: number,
  holder: { userId?: number; divisionId?: number },
  values: Record<string, unknown> = {},
): Promise<number> {
  return (await ctx.platform.people.admin.credit.create({ siteId, amount: '100.00', ...holder, ...values }, 'test')).id;
}

/** The exact key set of a User list item (the strict allow-list). */
export const USER_KEYS = [
  'active',
  'allSegmentsVisible',
  'company',
  'createdOn',
  'divisionId',
  'email',
  'firstName',
  'lastName',
  'lastSigninOn',
  'ordersRequireApproval',
  'phone',
  'siteId',
  'taxExempt',
  'updatedOn',
  'userId',
  'username',
];
