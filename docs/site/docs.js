// The docs site's one script: Authorize (a token from the client-credentials
// grant, or a bearer token pasted in, kept in this tab only) and Try it
// (sends the operation to this host with that token and shows the answer).
(() => {
  const body = document.body;
  const state = document.getElementById('auth-state');
  const KEY = `docs-token:${body.dataset.base}`;
  const show = () => {
    const token = sessionStorage.getItem(KEY);
    state.textContent = token ? 'Authorized' : 'Not authorized';
    state.className = token ? 'ok' : '';
  };
  show();

  document.getElementById('authorize').addEventListener('submit', async (event) => {
    event.preventDefault();
    const form = new FormData(event.target);
    if (body.dataset.auth === 'bearer') {
      sessionStorage.setItem(KEY, String(form.get('token') || ''));
      return show();
    }
    state.textContent = 'Authorizing…';
    const res = await fetch(body.dataset.tokenPath, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: String(form.get('client_id')), client_secret: String(form.get('client_secret')) }),
    });
    const answer = await res.json().catch(() => ({}));
    if (res.ok && answer.access_token) {
      sessionStorage.setItem(KEY, answer.access_token);
      show();
    } else {
      sessionStorage.removeItem(KEY);
      state.textContent = `Refused: ${answer.error || res.status}`;
      state.className = '';
    }
  });

  for (const form of document.querySelectorAll('form.tryit')) {
    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      const out = form.querySelector('output');
      const data = new FormData(form);
      let path = form.dataset.path;
      const query = new URLSearchParams();
      for (const [name, value] of data) {
        const [where, key] = name.split(':');
        if (where === 'path') path = path.replace(`{${key}}`, encodeURIComponent(String(value)));
        if (where === 'query' && value !== '') query.set(key, String(value));
      }
      const headers = {};
      const token = sessionStorage.getItem(KEY);
      if (token && form.dataset.public !== 'true') headers.authorization = `Bearer ${token}`;
      let payload;
      if (data.has('body')) {
        const type = form.dataset.contentType || 'application/json';
        headers['content-type'] = type;
        payload = String(data.get('body'));
        if (type === 'application/x-www-form-urlencoded') {
          try { payload = new URLSearchParams(JSON.parse(payload)).toString(); } catch { /* sent as typed */ }
        }
      }
      if (form.dataset.path.startsWith('/v1/mcp')) headers.accept = 'application/json, text/event-stream';
      const started = performance.now();
      out.textContent = 'Sending…';
      try {
        const res = await fetch(`${path}${query.size ? `?${query}` : ''}`, { method: form.dataset.method, headers, body: payload });
        const text = await res.text();
        let shown = text;
        try { shown = JSON.stringify(JSON.parse(text), null, 2); } catch { /* not JSON */ }
        const status = document.createElement('p');
        status.className = 'status s' + String(res.status)[0];
        status.textContent = `${res.status} ${res.statusText} · ${Math.round(performance.now() - started)} ms`;
        const pre = document.createElement('pre');
        pre.textContent = shown;
        out.replaceChildren(status, pre);
      } catch (error) {
        out.textContent = `Network error: ${error.message}`;
      }
    });
  }
})();
