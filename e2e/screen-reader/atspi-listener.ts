import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';

/** Debian's python3, for which python3-gi and gir1.2-atspi-2.0 are built (not a pyenv one). */
const python = process.env.ATSPI_PYTHON ?? '/usr/bin/python3';
const script = resolve(import.meta.dirname, 'atspi-listener.py');

/** One AT-SPI2 event from inside a page, as `atspi-listener.py` prints it. */
export interface AtspiEvent {
  type: string;
  role: string;
  name: string;
  description: string;
  states: string[];
  /** `polite` or `assertive` for a change inside a live region. */
  live?: string;
  text?: string;
  /** A state change's new value, 1 or 0. */
  value?: number;
  /** Why an event could not be read (the accessible went away meanwhile). */
  message?: string;
}

export interface AtspiListener {
  /** Every event heard, in order. */
  events: AtspiEvent[];
  /**
   * Starts hearing events. A browser learns of a new listener a moment later and drops events
   * until then: wait for one (see `hear`) before relying on them.
   */
  listen(): Promise<void>;
  /**
   * Stops hearing events: each event heard costs the browser a round trip over D-Bus, which slows
   * its start and its closing, and questions about a page while it loads fix WebKitGTK's idea of
   * a name before the page changes it.
   */
  pause(): Promise<void>;
  /** Resolves once no event has come for `quietMs` (at most `timeoutMs`). */
  settle(quietMs?: number, timeoutMs?: number): Promise<void>;
  stop(): void;
}

const COMMANDS = new Set(['ready', 'listen', 'pause']);

/** Starts the listener on the bus of `env`; it hears nothing until `listen()`. */
export async function startAtspiListener(env: Record<string, string>): Promise<AtspiListener> {
  const child = spawn(python, [script], {
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const ended = new Promise<never>((_resolve, reject) =>
    child.once('exit', (code) =>
      reject(new Error(`${python} ${script} ended (exit ${code}): ${stderr.trim()}`)),
    ),
  );
  ended.catch(() => {});
  const events: AtspiEvent[] = [];
  let lastEventAt = 0;
  let acknowledged: ((command: string) => void) | undefined;
  createInterface({ input: child.stdout }).on('line', (line) => {
    const event = JSON.parse(line) as AtspiEvent;
    if (COMMANDS.has(event.type)) return acknowledged?.(event.type);
    lastEventAt = Date.now();
    events.push(event);
  });
  /** Sends a command (none for the start) and waits for the listener to confirm it. */
  const send = async (command: string) => {
    const done = new Promise<void>((resolve) => {
      acknowledged = (answer) => answer === command && resolve();
    });
    if (command !== 'ready') child.stdin.write(`${command}\n`);
    await Promise.race([done, ended]);
  };
  const stop = () => void child.kill();
  process.once('exit', stop);
  await send('ready');
  return {
    events,
    listen: () => send('listen'),
    pause: () => send('pause'),
    async settle(quietMs = 400, timeoutMs = 5_000) {
      const start = Date.now();
      const deadline = start + timeoutMs;
      while (Date.now() - Math.max(lastEventAt, start) < quietMs && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    stop() {
      process.off('exit', stop);
      child.stdin.end();
      stop();
    },
  };
}
