#!/usr/bin/env node
import { parseCliOptions, USAGE } from './cli-options.js';
import { startSandbox } from './index.js';

async function main(): Promise<void> {
  const options = parseCliOptions();
  if (!options) {
    console.log(USAGE);
    return;
  }
  const sandbox = await startSandbox(options);
  console.log(
    [
      `card-tokenizer sandbox listening on ${sandbox.url}`,
      `  client id: ${sandbox.clientId}`,
      `  api key:   ${sandbox.apiKey}`,
      'Press Ctrl+C to stop.',
    ].join('\n'),
  );
  const stop = () => void sandbox.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(
    `card-tokenizer-sandbox: ${error instanceof Error ? error.message : String(error)}`,
  );
  console.error(USAGE);
  process.exitCode = 1;
});
