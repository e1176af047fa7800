import { bootstrapApplication, type BootstrapContext } from '@angular/platform-browser';
import { App } from './app/app';
import { serverConfig } from './app/app.config.server';

/** The app on the server: Angular's renderer calls this once per page. */
export default function bootstrap(context: BootstrapContext) {
  return bootstrapApplication(App, serverConfig, context);
}
