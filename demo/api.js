/** Calls the demo backend's JSON API; rejects with the backend's (or the service's) message. */
export async function callApi(path, { method = 'POST', body, signal } = {}) {
  const response = await fetch(`/api${path}`, {
    method,
    signal,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await response.json().catch(() => null);
  if (!response.ok) {
    throw new Error(answer?.error?.message ?? `The demo backend answered HTTP ${response.status}`);
  }
  return answer;
}

/** Shows `message` in an alert element, or hides it when there is none. */
export function showAlert(element, message) {
  element.textContent = message ?? '';
  element.hidden = !message;
}
