// Issues the embedded Recipients token for a chosen user and counts down its lifetime.
import { callApi, showAlert } from './api.js';

const form = document.getElementById('token-form');
const select = document.getElementById('user');
const submit = form.querySelector('button[type="submit"]');
const errorBox = document.getElementById('error');
const panel = document.getElementById('token');
const countdown = document.getElementById('countdown');

/** Not a user of the service: shows the error a wrong id gets. */
const UNKNOWN_USER = { id: 'user_does_not_exist', label: 'A user that does not exist' };

let timer;
let userId;

/** `rec_1a2b…9z8y`: enough to tell two tokens apart, too little to use one. */
const truncated = (token) => `${token.slice(0, 8)}…${token.slice(-4)}`;

function formatRemaining(milliseconds) {
  const seconds = Math.max(0, Math.ceil(milliseconds / 1000));
  const minutes = String(Math.floor(seconds / 60)).padStart(2, '0');
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

function startCountdown(expiresAt) {
  clearInterval(timer);
  const tick = () => {
    const remaining = expiresAt - Date.now();
    countdown.textContent = remaining > 0 ? formatRemaining(remaining) : 'expired: refresh it';
    if (remaining <= 0) clearInterval(timer);
  };
  tick();
  timer = setInterval(tick, 1000);
}

async function issueToken() {
  showAlert(errorBox, '');
  try {
    const token = await callApi('/recipient-token', { body: { userId } });
    const fields = {
      scope: token.scope,
      userId: token.userId,
      token: truncated(token.accessToken),
    };
    for (const element of panel.querySelectorAll('[data-field]')) {
      element.textContent = fields[element.dataset.field];
    }
    panel.hidden = false;
    startCountdown(Date.now() + token.expiresIn * 1000);
  } catch (error) {
    clearInterval(timer);
    panel.hidden = true;
    showAlert(errorBox, error.message);
  }
}

async function listUsers() {
  try {
    const users = [...(await callApi('/recipients', { method: 'GET' })), UNKNOWN_USER];
    select.replaceChildren(...users.map(({ id, label }) => new Option(label, id)));
    select.disabled = false;
    submit.disabled = false;
  } catch (error) {
    // Submit stays disabled: there is no user to ask a token for.
    select.replaceChildren(new Option('No users: see the error'));
    showAlert(errorBox, error.message);
  }
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  userId = select.value;
  issueToken();
});
document.getElementById('refresh').addEventListener('click', issueToken);
listUsers();
