// The console's sign-in and account pages: plain server-rendered HTML, no
// script, labelled controls, one message for every failure. The console's
// own pages restyle them; these are what the sessions need.
import type { StaffIdentity } from '../../access/staff.ts';

export const CONSOLE_PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'x-frame-options': 'DENY',
  'referrer-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;background:#f4f5f7;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;padding:2rem;border-radius:8px;box-shadow:0 1px 4px #0002;width:min(24rem,90vw)}
label{display:block;margin-top:1rem}input[type=email],input[type=password]{width:100%;box-sizing:border-box;padding:.5rem;font:inherit}
button{margin-top:1.5rem;width:100%;padding:.6rem;font:inherit;background:#1f4fd1;color:#fff;border:0;border-radius:4px}
button:focus-visible,input:focus-visible{outline:3px solid #ffbf47;outline-offset:1px}.error{color:#b00020}`;

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export function signInPage(options: { csrf: string; next: string; email?: string; error?: string }): string {
  return layout(
    'Sign in · Partner Commerce back office',
    `<h1>Back office sign-in</h1>
${options.error ? `<p class="error" role="alert" id="sign-in-error">${escapeHtml(options.error)}</p>` : ''}<form method="post" action="/console/sign-in">
<input type="hidden" name="_csrf" value="${escapeHtml(options.csrf)}"><input type="hidden" name="next" value="${escapeHtml(options.next)}">
<label>Email<input type="email" name="email" autocomplete="username" required maxlength="254" autofocus value="${escapeHtml(options.email ?? '')}"${options.error ? ' aria-describedby="sign-in-error"' : ''}></label>
<label>Password<input type="password" name="password" autocomplete="current-password" required maxlength="200"></label>
<button type="submit">Sign in</button></form>`,
  );
}

export function messagePage(title: string, message: string, link?: { href: string; text: string }): string {
  return layout(
    `${title} · Partner Commerce back office`,
    `<h1>${escapeHtml(title)}</h1><p${title === 'Signed out' ? '' : ' class="error" role="alert"'}>${escapeHtml(message)}</p>${link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>` : ''}`,
  );
}

/** Who is signed in, with sign-out and sign-out-everywhere (each a form with the session's CSRF token). */
export function accountPage(staff: StaffIdentity, csrf: string): string {
  const form = (action: string, label: string) =>
    `<form method="post" action="${action}"><input type="hidden" name="_csrf" value="${escapeHtml(csrf)}"><button type="submit">${label}</button></form>`;
  return layout(
    'Your account · Partner Commerce back office',
    `<h1>Your account</h1><dl><dt>Name</dt><dd>${escapeHtml(staff.name)}</dd><dt>Email</dt><dd>${escapeHtml(staff.email ?? '')}</dd><dt>Role</dt><dd>${escapeHtml(staff.role)}</dd></dl>
${form('/console/sign-out', 'Sign out')}${form('/console/sign-out-everywhere', 'Sign out everywhere')}`,
  );
}
