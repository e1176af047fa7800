import { parseCliOptions, USAGE } from './cli-options.js';
import { startSandbox, type Sandbox } from './index.js';

/**
 * What `card-tokenizer-sandbox` does before it waits for a signal: starts the sandbox and prints
 * its address and credentials, or prints the usage and answers `null` for `--help`.
 * Without `argv`, reads the process arguments.
 */
export async function startSandboxCli(
  argv: string[] | undefined,
  print: (text: string) => void,
): Promise<Sandbox | null> {
  const options = parseCliOptions(argv);
  if (!options) {
    print(USAGE);
    return null;
  }
  const sandbox = await startSandbox(options);
  const faults = options.dropAnswers;
  print(
    [
      `card-tokenizer sandbox listening on ${sandbox.url}`,
      `  client id: ${sandbox.clientId}`,
      `  api key:   ${sandbox.apiKey}`,
      ...(faults
        ? [`  FAULTS: ${faults.share * 100} % of answers dropped (seed ${faults.seed})`]
        : []),
      'Press Ctrl+C to stop.',
    ].join('\n'),
  );
  return sandbox;
}
