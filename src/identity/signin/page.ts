// The sign-in page: plain server-rendered HTML, no script and no external
// asset, so its Content-Security-Policy can forbid everything but inline style.
import type { AuthorizationRequest } from './signin-service.ts';

export const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
};

function escape(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;background:#f4f5f7;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;padding:2rem;border-radius:8px;box-shadow:0 1px 4px #0002;width:min(22rem,90vw)}
label{display:block;margin-top:1rem}input[type=email],input[type=password]{width:100%;box-sizing:border-box;padding:.5rem;font:inherit}
button{margin-top:1.5rem;width:100%;padding:.6rem;font:inherit;background:#1f4fd1;color:#fff;border:0;border-radius:4px}
.error{color:#b00020}`;

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export function signInPage(request: AuthorizationRequest, csrf: string, error?: string): string {
  const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escape(value)}">`;
  return layout(
    'Sign in · Partner Commerce API',
    `<h1>Sign in</h1><p><strong>${escape(request.clientName)}</strong> asks to use the Partner Commerce API on behalf of your partner account. Once you sign in, your browser returns to <strong>${escape(new URL(request.redirectUri).host)}</strong>.</p>
${error ? `<p class="error" role="alert">${escape(error)}</p>` : ''}<form method="post" action="/oauth2/authorize">
${hidden('csrf_token', csrf)}${hidden('response_type', 'code')}${hidden('code_challenge_method', 'S256')}${hidden('client_id', request.clientId)}${hidden('redirect_uri', request.redirectUri)}${hidden('code_challenge', request.codeChallenge)}${hidden('state', request.state)}${hidden('scope', request.scope)}${hidden('resource', request.resource)}
<label>Email<input type="email" name="email" autocomplete="username" required maxlength="254" autofocus></label>
<label>Password<input type="password" name="password" autocomplete="current-password" required maxlength="200"></label>
<button type="submit">Sign in</button></form>`,
  );
}

export function errorPage(message: string): string {
  return layout('Sign-in error · Partner Commerce API', `<h1>Cannot sign in</h1><p class="error">${escape(message)}</p>`);
}
