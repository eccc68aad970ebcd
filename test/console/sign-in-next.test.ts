// Where a console sign-in returns to. Any `next` that is not
// a plain same-origin console path falls back to /console, and none answers
// 500 (a CR/LF or a character outside Latin-1 once made the Location header
// throw). Over real HTTP: a listener, fetch, and the redirect read as sent.
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { createTestContext, type TestContext } from '../helpers/context.ts';
import { teamMember, type TeamMemberWithToken } from '../team/world.ts';

let ctx: TestContext;
let base: string;
let member: TeamMemberWithToken;

before(async () => {
  ctx = await createTestContext();
  member = await teamMember(ctx, 'operations');
  await ctx.admin.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(ctx.admin.server.address() as AddressInfo).port}`;
});
after(() => ctx?.close());

/** Opens the sign-in page with `next` (never a 5xx: a 400 for what its schema refuses), then signs in with the same `next` through the form. */
async function signIn(next: string) {
  const asked = await fetch(`${base}/console/sign-in?${new URLSearchParams({ next })}`, { redirect: 'manual' });
  const page = await asked.text();
  assert.ok(asked.status === 200 || asked.status === 400, `GET with next=${JSON.stringify(next)}: ${asked.status} ${page.slice(0, 200)}`);
  const form = asked.status === 200 ? asked : await fetch(`${base}/console/sign-in`);
  const html = asked.status === 200 ? page : await form.text();
  const nonce = form.headers
    .getSetCookie()
    .find((c) => c.startsWith('console_signin='))!
    .split(';')[0]!;
  const shown = /name="next" value="([^"]*)"/.exec(html)?.[1]?.replaceAll('&#38;', '&').replaceAll('&amp;', '&');
  const res = await fetch(`${base}/console/sign-in`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: nonce, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      _csrf: /name="_csrf" value="([^"]+)"/.exec(html)![1]!,
      email: member.email,
      password: member.password,
      next,
    }),
  });
  await res.arrayBuffer();
  return { status: res.status, location: res.headers.get('location'), shown };
}

const HOSTILE = [
  '/console/\r\nSet-Cookie: stolen=1',
  '/console/orders\nx',
  '/console/\u{1F4A9}',
  '/console/caf\u00e9',
  '/console/\u0000',
  '/console/ space',
  '/console\t/orders',
  '//evil.example',
  '//evil.example/console',
  '/\\evil.example',
  '/console/\\evil.example',
  '/console//evil.example',
  'https://evil.example/console',
  'javascript:alert(1)',
  '/console/../admin/partners',
  '/console/%2e%2e/admin',
  '/console/%2E%2E%2Fadmin',
  '/consolex',
  '/console@evil.example',
  ' /console/orders',
  '',
];

test('sign-in with a next that is not a plain console path returns to /console (303, never a 500 or another place)', async () => {
  for (const next of HOSTILE) {
    const res = await signIn(next);
    assert.equal(res.status, 303, `next=${JSON.stringify(next)}`);
    assert.equal(res.location, '/console', `next=${JSON.stringify(next)}`);
  }
});

test('sign-in returns to the console page asked for, query included', async () => {
  for (const [next, expected] of [
    ['/console', '/console'],
    ['/console/orders?status=ON_HOLD&partnerId=1', '/console/orders?status=ON_HOLD&partnerId=1'],
    ['/console/partners/1', '/console/partners/1'],
    ['/console/orders?partnerOrderId=PO%2F1', '/console/orders?partnerOrderId=PO%2F1'],
    // Percent-escapes a browser sent stay escaped: a plain ASCII path (the console answers it 404).
    ['/console/%F0%9F%92%A9', '/console/%F0%9F%92%A9'],
    ['/console/orders#shipments', '/console/orders'],
  ] as const) {
    const res = await signIn(next);
    assert.equal(res.status, 303, next);
    assert.equal(res.location, expected, next);
    assert.equal(res.shown, expected, `the sign-in form carries ${next} on`);
  }
  // A page asked for without a session comes back through the sign-in, escaped on the way.
  const asked = await fetch(`${base}/console/orders?status=%F0%9F%92%A9&x=%0D%0A`, { redirect: 'manual' });
  assert.equal(asked.status, 303);
  const next = new URL(asked.headers.get('location')!, base).searchParams.get('next')!;
  assert.equal((await signIn(next)).location, '/console/orders?status=%F0%9F%92%A9&x=%0D%0A');
});
