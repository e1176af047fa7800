import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// Rendered on the server (src/entry-server.tsx) when the page came with the app in it.
if (root.firstElementChild) hydrateRoot(root, app);
else createRoot(root).render(app);
