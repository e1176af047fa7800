import { render as renderSvelte } from 'svelte/server';
import App from './App.svelte';

/** The app's markup, for the server to put in index.html's `<!--app-html-->`. */
export function render(): Promise<string> {
  return Promise.resolve(renderSvelte(App).body);
}
