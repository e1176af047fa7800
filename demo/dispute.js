// Shows a disputed Intent and sends the platform's decision; the service says what it allows.
import { callApi, showAlert } from './api.js';

const errorBox = document.getElementById('error');
const panel = document.getElementById('intent');
const decisions = document.getElementById('decisions');
const create = document.getElementById('create');

let intent;

const money = (minorUnits, currency) =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).format(minorUnits / 100);

function render() {
  const offered = intent.NextActions ? intent.NextActions.split(',') : [];
  const fields = {
    id: intent.Id,
    status: intent.Status,
    amount: money(intent.Amount, intent.Currency),
    decision: intent.Decision ?? 'none yet',
    nextActions: offered.join(', ') || 'none: the decision is final',
  };
  for (const element of panel.querySelectorAll('[data-field]')) {
    element.textContent = fields[element.dataset.field];
  }
  for (const button of decisions.querySelectorAll('button')) {
    // Not offered: kept clickable, styled apart, so the service's refusal can be seen.
    const isOffered = offered.includes(button.dataset.action);
    button.classList.toggle('secondary', !isOffered);
    button.querySelector('.tag').hidden = isOffered;
  }
  panel.hidden = false;
}

async function run(work) {
  showAlert(errorBox, '');
  try {
    intent = await work();
    render();
  } catch (error) {
    showAlert(errorBox, error.message);
  }
}

const createIntent = () => run(() => callApi('/disputed-intents'));

decisions.addEventListener('click', (event) => {
  const button = event.target.closest('button[data-decision]');
  if (!button) return;
  const path = `/intents/${encodeURIComponent(intent.Id)}/decision`;
  run(() => callApi(path, { method: 'PUT', body: { decision: button.dataset.decision } }));
});
create.addEventListener('click', createIntent);
createIntent();
