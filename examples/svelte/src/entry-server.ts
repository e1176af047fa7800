import { render as renderApp } from 'svelte/server';
import App from './App.svelte';

/** The app's HTML and head, for the server to put in index.html's placeholders. */
export function render(): { html: string; head: string } {
  const { body, head } = renderApp(App);
  return { html: body, head };
}
