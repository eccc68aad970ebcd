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
