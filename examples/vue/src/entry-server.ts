import { createSSRApp } from 'vue';
import { renderToString } from 'vue/server-renderer';
import App from './App.vue';

/** The app's HTML, for the server to put in place of index.html's `<!--app-html-->`. */
export function render(): Promise<string> {
  return renderToString(createSSRApp(App));
}
