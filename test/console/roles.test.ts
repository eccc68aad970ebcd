// On the console's own pages (orders, partners, submissions,
// webhooks), every action form a member's role may not take is disabled with
// the staff matrix's reason, and the others are live. Each page is read over
// HTTP as a support member, an operations member and an administrator; every
// POST form found is matched to the operation the admin API performs for it
// (a form this table does not know fails the test). The admin API stays the
// enforcement point: test/team/refusals.test.ts posts every form as support.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { allows, type Operation, type StaffRole } from '../../src/access/permissions.ts';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { teamMember } from '../team/world.ts';
import { consoleWorld, formsOf, signInConsole, type ConsoleWorld } from './browser.ts';

let ctx: TestContext;
let world: ConsoleWorld;

before(async () => {
  ctx = await createTestContext({ SUBMISSION_WAIT_MS: '100' });
  world = await consoleWorld(ctx);
});
after(() => ctx?.close());

/** The admin operation behind each console form, by the form's target (the admin routes' own `operation`). */
const OPERATION_OF: ReadonlyArray<[RegExp, Operation]> = [
  [/^\/console\/orders\/\d+\/status$/, 'orders.status'],
  [/^\/console\/orders\/\d+\/items\/\d+\/(proofs|reasons)$/, 'orders.proofs'],
  [/^\/console\/orders\/\d+\/items\/\d+\/cancel$/, 'orders.cancel'],
  [/^\/console\/(orders\/\d+\/shipments|shipments\/\d+\/(ship|cancel))$/, 'orders.shipments'],
  [/^\/console\/partners\/\d+\/clients(\/[^/]+\/revoke)?$/, 'clients.manage'],
  [/^\/console\/(partners\/\d+\/certificates|certificates\/\d+\/(state|revoke))$/, 'certificates.manage'],
  [/^\/console\/webhook-endpoints\/\d+\/test$/, 'webhooks.deliveries'],
  [/^\/console\/partners\/\d+\/webhook-endpoints$/, 'webhooks.endpoints'],
  [/^\/console\/(partners\/\d+\/staff|staff\/\d+\/state)$/, 'partner_staff.manage'],
  [/^\/console\/partners(\/\d+(\/sites(\/\d+\/revoke)?)?)?$/, 'partners.manage'],
  [/^\/console\/submissions\/[^/]+\/(requeue|fail)$/, 'submissions.manage'],
  [/^\/console\/webhooks\/\d+\/redeliver$/, 'webhooks.deliveries'],
];

const pages = () => [
  `/console/orders/${world.ids.orderNumber}`,
  `/console/partners/${world.ids.partnerId}`,
  ...world.alternatives.partnerId!.map((id) => `/console/partners/${id}`),
  '/console/partners/new',
  `/console/submissions/${world.submissionId}`,
  `/console/webhooks/${world.deliveryId}`,
];

const DISABLED = /<fieldset class="plain" disabled>/;

for (const role of ['support', 'operations', 'administrator'] as const satisfies readonly StaffRole[]) {
  test(`console pages as ${role}: the forms of operations the role may not perform are disabled with the reason, the others live`, async () => {
    const member = role === 'administrator' ? world.admin : await teamMember(ctx, role);
    const browser = await signInConsole(ctx, member);
    const seen = new Set<Operation>();
    for (const url of pages()) {
      const res = await ctx.admin.inject({ method: 'GET', url, headers: { cookie: browser.cookie } });
      assert.equal(res.statusCode, 200, `${url}: ${res.body.slice(0, 300)}`);
      const forms = formsOf(res.body).filter((f) => f.method === 'POST' && !f.action.startsWith('/console/sign-out'));
      assert.ok(forms.length > 0, `${url} has action forms`);
      for (const form of forms) {
        const operation = OPERATION_OF.find(([pattern]) => pattern.test(form.action))?.[1];
        assert.ok(operation, `${url}: no operation known for the form to ${form.action}`);
        seen.add(operation);
        const refused = !allows(role, operation);
        assert.equal(DISABLED.test(form.html), refused, `${role} on ${url}: ${form.action} (${operation})`);
        if (refused) assert.ok(form.text.includes(`Your role (${role}) may not perform ${operation}:`), `${url}: ${form.text}`);
        else assert.doesNotMatch(form.text, /may not perform/, `${url}: ${form.action}`);
      }
    }
    // Every operation of the table was met on these pages (the walk is not vacuous).
    assert.deepEqual([...seen].sort(), [...new Set(OPERATION_OF.map(([, op]) => op))].sort());
    // The partners list offers onboarding only to a role that may create a partner.
    const list = (await ctx.admin.inject({ method: 'GET', url: '/console/partners', headers: { cookie: browser.cookie } })).body;
    assert.equal(list.includes('href="/console/partners/new"'), allows(role, 'partners.manage'), role);
    assert.equal(list.includes(`Your role (${role}) may not perform partners.manage:`), !allows(role, 'partners.manage'), role);
  });
}
