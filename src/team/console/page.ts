// The console's sign-in and account pages: plain server-rendered HTML, no
// script, labelled controls, one message for every failure, in the console's
// own look (its stylesheet, /console/assets/console.css, is served without a
// session for these pages; nothing inline, so the policy allows only 'self').
import type { StaffIdentity } from '../../access/staff.ts';

export const CONSOLE_PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'x-frame-options': 'DENY',
  'referrer-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'content-security-policy':
    "default-src 'none'; style-src 'self'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><link rel="stylesheet" href="/console/assets/console.css"></head><body class="session"><header class="top"><a class="brand" href="/console">Partner Commerce <span>console</span></a></header><main id="main"><div class="card session-card">${body}</div></main></body></html>`;
}

export function signInPage(options: { csrf: string; next: string; email?: string; error?: string }): string {
  return layout(
    'Sign in · Partner Commerce back office',
    `<h1>Back office sign-in</h1>
<p class="muted">For the platform's staff. Partners use the API, not this console.</p>
${options.error ? `<p class="alert error" role="alert" id="sign-in-error">${escapeHtml(options.error)}</p>` : ''}<form method="post" action="/console/sign-in">
<input type="hidden" name="_csrf" value="${escapeHtml(options.csrf)}"><input type="hidden" name="next" value="${escapeHtml(options.next)}">
<label>Email<input type="email" name="email" autocomplete="username" required maxlength="254" autofocus value="${escapeHtml(options.email ?? '')}"${options.error ? ' aria-describedby="sign-in-error"' : ''}></label>
<label>Password<input type="password" name="password" autocomplete="current-password" required maxlength="200"></label>
<button type="submit" class="wide">Sign in</button></form>`,
  );
}

export function messagePage(title: string, message: string, link?: { href: string; text: string }): string {
  return layout(
    `${title} · Partner Commerce back office`,
    `<h1>${escapeHtml(title)}</h1><p${title === 'Signed out' ? ' role="status"' : ' class="alert error" role="alert"'}>${escapeHtml(message)}</p>${link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>` : ''}`,
  );
}

/** Who is signed in, with sign-out and sign-out-everywhere (each a form with the session's CSRF token). */
export function accountPage(staff: StaffIdentity, csrf: string): string {
  const form = (action: string, label: string) =>
    `<form method="post" action="${action}"><input type="hidden" name="_csrf" value="${escapeHtml(csrf)}"><button type="submit">${label}</button></form>`;
  return layout(
    'Your account · Partner Commerce back office',
    `<h1>Your account</h1><p><a href="/console">Back to the console</a></p><dl class="facts"><dt>Member id</dt><dd>${staff.id ?? '—'}</dd><dt>Name</dt><dd>${escapeHtml(staff.name)}</dd><dt>Email</dt><dd>${escapeHtml(staff.email ?? '')}</dd><dt>Role</dt><dd>${escapeHtml(staff.role)}</dd></dl>
<div class="actions">${form('/console/sign-out', 'Sign out')}${form('/console/sign-out-everywhere', 'Sign out everywhere')}</div>`,
  );
}
