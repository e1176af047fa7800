import 'card-tokenizer';
import { createSSRApp } from 'vue';
import App from './App.vue';

// Hydrates the server's markup (see entry-server.ts).
createSSRApp(App).mount('#app');
