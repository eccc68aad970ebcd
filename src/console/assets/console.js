// Progressive enhancement only: every page works without it.
// Destructive forms (data-confirm) ask in a <dialog> instead of the server's
// confirmation page; confirming adds the same `confirmed=yes` field.
document.addEventListener('submit', (event) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.dataset.confirm || form.querySelector('input[name=confirmed]')) return;
  if (typeof HTMLDialogElement !== 'function') return;
  event.preventDefault();
  const dialog = document.createElement('dialog');
  const text = document.createElement('p');
  text.textContent = form.dataset.confirm;
  const yes = document.createElement('button');
  yes.type = 'button';
  yes.className = 'danger';
  yes.textContent = 'Yes, continue';
  const no = document.createElement('button');
  no.type = 'button';
  no.className = 'secondary';
  no.textContent = 'Cancel';
  const actions = document.createElement('div');
  actions.className = 'actions';
  actions.append(yes, no);
  dialog.append(text, actions);
  document.body.append(dialog);
  no.addEventListener('click', () => dialog.close());
  dialog.addEventListener('close', () => dialog.remove());
  yes.addEventListener('click', () => {
    const field = document.createElement('input');
    field.type = 'hidden';
    field.name = 'confirmed';
    field.value = 'yes';
    form.append(field);
    dialog.close();
    form.requestSubmit();
  });
  dialog.showModal();
  no.focus();
});

// Copy buttons (data-copy="<id>"): shown only where the script runs, they copy
// the named element's text (a secret shown once) and say so beside it.
for (const button of document.querySelectorAll('button[data-copy]')) {
  const source = document.getElementById(button.dataset.copy);
  const said = document.querySelector(`[data-copied="${button.dataset.copy}"]`);
  if (!source) continue;
  button.hidden = false;
  button.addEventListener('click', async () => {
    const value = source.textContent.trim();
    let copied = false;
    try {
      await navigator.clipboard.writeText(value);
      copied = true;
    } catch {
      // No clipboard API (or refused): select the text so a keyboard copy takes it.
      const range = document.createRange();
      range.selectNodeContents(source);
      const selection = window.getSelection();
      selection.removeAllRanges();
      selection.addRange(range);
    }
    if (said) said.textContent = copied ? 'Copied.' : 'Selected: press Ctrl+C (⌘C) to copy.';
  });
}

// A job field's "none" box (data-none="<input id>"): while it is checked the
// field is sent as null and the value beside it is not, so the input is shown
// disabled (the server gives the box precedence without the script too).
for (const box of document.querySelectorAll('input[data-none]')) {
  const input = document.getElementById(box.dataset.none);
  if (!input) continue;
  const follow = () => {
    input.disabled = box.checked;
  };
  box.addEventListener('change', follow);
  follow();
}
