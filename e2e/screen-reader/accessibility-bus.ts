import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

/** The environment a browser needs to expose its accessibility tree over AT-SPI2. */
export interface AccessibilityBus {
  /** DBUS_SESSION_BUS_ADDRESS and the variables that turn GTK's and the browsers' bridges on. */
  env: Record<string, string>;
  stop(): void;
}

/** Resolves the first line a process prints, or rejects when it ends first. */
export function firstLine(child: ChildProcess, what: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`${what} ended (exit ${code}) before starting`)));
    child.once('error', reject);
  });
}

/**
 * Starts a private D-Bus session bus: the AT-SPI2 bus and its registry are activated on it when
 * the listener asks for them, and nothing reaches the desktop's own screen reader.
 */
export async function startAccessibilityBus(): Promise<AccessibilityBus> {
  const daemon = spawn('dbus-daemon', ['--session', '--nofork', '--print-address=1'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const address = await firstLine(daemon, 'dbus-daemon');
  const stop = () => void daemon.kill();
  process.once('exit', stop);
  return {
    env: {
      DBUS_SESSION_BUS_ADDRESS: address,
      // Firefox enables its ATK bridge only when told; GTK and Chromium read the other two.
      GNOME_ACCESSIBILITY: '1',
      NO_AT_BRIDGE: '0',
      ACCESSIBILITY_ENABLED: '1',
    },
    stop() {
      process.off('exit', stop);
      stop();
    },
  };
}
