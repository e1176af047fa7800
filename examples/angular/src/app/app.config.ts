import { provideBrowserGlobalErrorListeners, type ApplicationConfig } from '@angular/core';
import { provideClientHydration } from '@angular/platform-browser';

export const appConfig: ApplicationConfig = {
  // The page rendered on the server (src/main.server.ts) is hydrated, not rendered again.
  providers: [provideBrowserGlobalErrorListeners(), provideClientHydration()],
};
