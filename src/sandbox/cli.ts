#!/usr/bin/env node
import { USAGE } from './cli-options.js';
import { startSandboxCli } from './cli-start.js';

async function main(): Promise<void> {
  const sandbox = await startSandboxCli(undefined, (text) => console.log(text));
  if (!sandbox) return;
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
