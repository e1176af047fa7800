import { renderApplication } from '@angular/platform-server';
import bootstrap from './main.server';

/**
 * The page at `url` rendered on the server: the HTML template (dist/client/index.html) with the
 * app in its `<app-root>`, and what the browser needs to hydrate it.
 */
export function renderPage(template: string, url: string): Promise<string> {
  return renderApplication(bootstrap, { document: template, url });
}
