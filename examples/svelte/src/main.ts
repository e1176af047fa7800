import 'card-tokenizer';
import { hydrate, mount } from 'svelte';
import App from './App.svelte';

const target = document.getElementById('app')!;
// Rendered on the server (src/entry-server.ts) when the page came with the app in it.
if (target.firstElementChild) hydrate(App, { target });
else mount(App, { target });
