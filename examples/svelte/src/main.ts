import 'card-tokenizer';
import { hydrate } from 'svelte';
import App from './App.svelte';

// Hydrates the server's markup (see entry-server.ts).
hydrate(App, { target: document.getElementById('app')! });
