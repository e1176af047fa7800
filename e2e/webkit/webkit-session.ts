import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { Builder, type WebDriver } from 'selenium-webdriver';

/** Debian's webkit2gtk-driver by default; WEBKIT_DRIVER_PATH / MINIBROWSER_PATH point elsewhere. */
const driverPath = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
const miniBrowserPath =
  process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

export interface WebKitSession {
  session: WebDriver;
  /** Ends the session and the driver; safe to call after a failed start. */
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitForDriver(url: string, deadline = Date.now() + 10_000): Promise<void> {
  for (;;) {
    let answer: string;
    try {
      const response = await fetch(`${url}/status`);
      await response.body?.cancel();
      if (response.ok) return;
      answer = `HTTP ${response.status}`;
    } catch (error) {
      answer = String(error);
    }
    // Refused while it starts, or answering but not ready: either way, not for ever.
    if (Date.now() > deadline) {
      throw new Error(`WebKitWebDriver was not ready on ${url} (last answer: ${answer})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Starts WebKitWebDriver on a free port and opens a MiniBrowser session through it; `env` adds to
 * the environment of the driver and the browser (`TZ` sets their time zone). `pageLoadStrategy`
 * `none` returns from `get` at once: a page whose frame never answers never loads (`eager` does not
 * help in WebKitGTK: its next script then waits for `load`).
 */
export async function startWebKit(
  env: Record<string, string> = {},
  { pageLoadStrategy = 'normal' }: { pageLoadStrategy?: 'normal' | 'none' } = {},
): Promise<WebKitSession> {
  for (const path of [driverPath, miniBrowserPath]) {
    if (!existsSync(path)) {
      throw new Error(`Expected WebKitGTK at ${path}: apt-get install webkit2gtk-driver`);
    }
  }
  // Without a display the session hangs silently (TOOLCHAIN: Other engines).
  if (!process.env.DISPLAY) throw new Error('Expected a display: run under `xvfb-run -a`');
  const url = `http://127.0.0.1:${await freePort()}`;
  const driver = spawn(driverPath, [`--port=${new URL(url).port}`], {
    stdio: 'ignore',
    env: { ...process.env, ...env },
  });
  const killDriver = () => driver.kill();
  process.once('exit', killDriver);
  let session: WebDriver | undefined;
  const stop = async () => {
    try {
      await session?.quit();
    } finally {
      killDriver();
      process.off('exit', killDriver);
    }
  };
  try {
    await waitForDriver(url);
    session = await new Builder()
      .usingServer(url)
      .withCapabilities({
        browserName: 'MiniBrowser',
        pageLoadStrategy,
        'webkitgtk:browserOptions': { binary: miniBrowserPath, args: ['--automation'] },
      })
      .build();
    return { session, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
