import 'card-tokenizer';
import { createApp, createSSRApp } from 'vue';
import App from './App.vue';

const root = document.getElementById('app')!;
// Rendered on the server (src/entry-server.ts) when the page came with the app in it.
const app = root.firstElementChild ? createSSRApp(App) : createApp(App);
app.mount(root);
