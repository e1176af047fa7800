import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const repository = fileURLToPath(new URL('../..', import.meta.url));

// eslint-disable-next-line no-control-regex -- the escape sequences of terminal colours.
const ANSI = /\x1b\[[0-9;]*m/g;

export interface Run {
  status: number | null;
  /** stdout and stderr together, as the tool printed them. */
  output: string;
}

/** Runs a command in a folder of the repository; resolves its exit code and output. */
export function run(folder: string, command: string, args: string[]): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: `${repository}${folder}`,
      // Without Vitest's NODE_ENV=test, which would make Vite build Lit's and the frameworks'
      // development code into the examples the e2e then runs.
      env: { ...process.env, NODE_ENV: undefined, NO_COLOR: '1', FORCE_COLOR: '0' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    // Some compilers colour their output whatever NO_COLOR says.
    child.once('close', (status) => resolve({ status, output: output.replace(ANSI, '') }));
  });
}

/** An npm script of an example (`check`, `build`). */
export const npmScript = (framework: string, script: string) =>
  run(`examples/${framework}`, 'npm', ['run', '--silent', script]);

/** The lines of a compiler's output that report an error (`error TS2322`, `error NG8002`). */
export const errorLines = (output: string) =>
  output.split('\n').filter((line) => /\berror\b.*\b(TS|NG)\d+\b/.test(line));

export interface RunningServer {
  /** The address the server printed: the app's page. */
  url: string;
  close(): void;
}

/** Starts an example's own server (`node server.js`) on a free port, once it prints its address. */
export function startServer(framework: string): Promise<RunningServer> {
  return new Promise((resolve, reject) => {
    const child = spawn('node', ['server.js'], {
      cwd: `${repository}examples/${framework}`,
      env: { ...process.env, NODE_ENV: 'production', PORT: '0' },
    });
    let output = '';
    const close = () => child.kill();
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const url = /http:\/\/127\.0\.0\.1:\d+\/\S*/.exec(output)?.[0];
      if (url) resolve({ url, close });
    });
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (status) => reject(new Error(`server.js exited (${status}): ${output}`)));
  });
}

/**
 * The page an example's server renders, and the status of the script it loads: the HTML
 * template filled, the client's build served beside it.
 */
export async function serverRenderedPage(framework: string) {
  const server = await startServer(framework);
  try {
    const page = await (await fetch(server.url)).text();
    const script = /<script type="module" crossorigin src="([^"]+)"/.exec(page)?.[1];
    const response = script ? await fetch(new URL(script, server.url)) : undefined;
    const contentType = response?.headers.get('content-type');
    await response?.arrayBuffer();
    return { page, scriptStatus: response?.status, contentType };
  } finally {
    server.close();
  }
}
