// The docs site's one script: Authorize (a token from the client-credentials
// grant, or a bearer token pasted in, kept in this tab only), Try it (sends
// the operation to this host with that token and shows the answer), the
// samples' language (kept in localStorage, so every page shows the reader's
// language), search over the reference's index (a static JSON of this host),
// and links to a field folded inside a <details>.
(() => {
  const body = document.body;
  const reference = `${body.dataset.base}/reference`;

  // The samples' language: one choice for every page of this site.
  const LANG = `docs-lang:${body.dataset.base}`;
  const setLang = (lang) => {
    body.dataset.lang = lang;
    for (const button of document.querySelectorAll('.langs button')) button.setAttribute('aria-pressed', String(button.dataset.lang === lang));
  };
  try { setLang(localStorage.getItem(LANG) || body.dataset.lang); } catch { setLang(body.dataset.lang); }
  document.addEventListener('click', (event) => {
    const button = event.target.closest('.langs button');
    if (!button) return;
    // Keep the clicked switch where it is on the screen: the samples above it may change height.
    const before = button.getBoundingClientRect().top;
    setLang(button.dataset.lang);
    try { localStorage.setItem(LANG, button.dataset.lang); } catch { /* private mode: this page only */ }
    window.scrollBy(0, button.getBoundingClientRect().top - before);
  });

  // A link to a field inside a folded table: unfold every <details> around it, then show it.
  const reveal = () => {
    const id = decodeURIComponent(location.hash.slice(1));
    const target = id && document.getElementById(id);
    if (!target) return false;
    for (let at = target.parentElement; at; at = at.parentElement) if (at.tagName === 'DETAILS') at.open = true;
    target.scrollIntoView();
    return true;
  };
  window.addEventListener('hashchange', reveal);

  // The search index, fetched once when first needed.
  let index = null;
  const entries = () => (index ??= fetch(`${body.dataset.base}/search-index.json`).then((res) => res.json()).then((json) => json.entries));

  // A link to the reference as one page was (`/reference#op-me`): go to the page that has the anchor now.
  if (!reveal() && location.pathname === reference && location.hash.length > 1) {
    const anchor = decodeURIComponent(location.hash.slice(1));
    entries().then((list) => {
      const found = list.find(([kind, label, , href]) => href.endsWith(`#${anchor}`) || (kind === 'resource' && `tag-${label}` === anchor));
      if (found) location.replace(`${reference}/${found[3]}`);
    });
  }

  const input = document.getElementById('search');
  const results = document.getElementById('search-results');
  const KINDS = { resource: 0, operation: 1, error: 2, event: 3, field: 4 };
  const MAX_RESULTS = 30;
  const search = async () => {
    const words = input.value.trim().toLowerCase().split(/\s+/).filter(Boolean);
    if (!words.length) { results.hidden = true; return; }
    const list = await entries();
    const scored = [];
    for (const entry of list) {
      const label = entry[1].toLowerCase();
      const text = `${label} ${entry[2].toLowerCase()}`;
      if (!words.every((w) => text.includes(w))) continue;
      // Exact names first, then names that begin with the words, then resources before operations before fields.
      const rank = (label === words.join(' ') ? 0 : label.startsWith(words[0]) || label.includes(`.${words[0]}`) ? 1 : 2) * 10 + KINDS[entry[0]];
      scored.push([rank, entry]);
    }
    scored.sort((a, b) => a[0] - b[0] || a[1][1].length - b[1][1].length);
    const items = scored.slice(0, MAX_RESULTS).map(([, [kind, label, detail, href]]) => {
      const li = document.createElement('li');
      const a = document.createElement('a');
      a.href = `${reference}/${href}`;
      const k = document.createElement('span');
      k.className = `kind ${kind}`;
      k.textContent = kind;
      const l = document.createElement('code');
      l.textContent = label;
      const d = document.createElement('small');
      d.textContent = detail;
      a.append(k, l, d);
      li.append(a);
      return li;
    });
    if (!items.length) {
      const li = document.createElement('li');
      li.className = 'none';
      li.textContent = 'Nothing found';
      items.push(li);
    } else if (scored.length > MAX_RESULTS) {
      const li = document.createElement('li');
      li.className = 'none';
      li.textContent = `${scored.length - MAX_RESULTS} more: add a word`;
      items.push(li);
    }
    results.replaceChildren(...items);
    results.hidden = false;
  };
  input.addEventListener('input', search);
  input.addEventListener('focus', () => { if (input.value.trim()) search(); });
  input.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') { results.hidden = true; input.blur(); }
    if (event.key === 'Enter') results.querySelector('a')?.click();
  });
  document.addEventListener('click', (event) => {
    if (!event.target.closest('.search')) results.hidden = true;
  });
  // A result on the page already open: the hash changes but the page stays, so unfold and show it.
  results.addEventListener('click', () => { results.hidden = true; setTimeout(reveal, 0); });
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
