// What a screen reader hears from the element, read from AT-SPI2 as Orca reads it, per engine.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { createServer as createPagesServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { runScenario } from '../../test/support/card-page.js';
import {
  startTokenizationServer,
  type TokenizationServer,
} from '../../test/support/tokenization-server.js';
import { freePort } from '../webkit/webkit-session.js';
import { startAccessibilityBus, type AccessibilityBus } from './accessibility-bus.js';
import { startAtspiListener, type AtspiListener } from './atspi-listener.js';
import { startEngine, type Engine, type EngineName } from './engines.js';
import { hear, hearingScenarios } from './scenarios.js';

/** `UPDATE_TRANSCRIPTS=1` writes what was heard as the expected transcripts (for a developer). */
const updating = process.env.UPDATE_TRANSCRIPTS === '1';
const engines = (process.env.BROWSERS ?? 'chromium,firefox,webkit').split(',') as EngineName[];

let bus: AccessibilityBus | undefined;
let listener: AtspiListener | undefined;
let server: TokenizationServer | undefined;
let pages: ViteDevServer | undefined;
let pagesUrl = '';
/** The browsers start together, which saves most of their start time; they act one at a time. */
let started: Promise<Record<EngineName, Engine>> | undefined;

beforeAll(async () => {
  // Without a display the headed browsers cannot start (see docs/screen-reader.md).
  if (!process.env.DISPLAY) throw new Error('Expected a display: run under `xvfb-run -a`');
  bus = await startAccessibilityBus();
  listener = await startAtspiListener(bus.env);
  server = await startTokenizationServer();
  pages = await createPagesServer({
    configFile: 'e2e/vite.config.ts',
    server: { port: await freePort(), strictPort: true },
  });
  await pages.listen();
  pagesUrl = pages.resolvedUrls!.local[0]!;
  started = Promise.all(engines.map((name) => startEngine(name, pagesUrl, bus!.env))).then(
    (list) => Object.fromEntries(engines.map((name, index) => [name, list[index]!])) as never,
  );
  await started;
});

afterAll(async () => {
  const running = await started?.catch(() => undefined);
  await Promise.all(Object.values(running ?? {}).map((engine) => engine.close()));
  listener?.stop();
  bus?.stop();
  await pages?.close();
  await server?.close();
});

function expectTranscript(engine: EngineName, slug: string, heard: string): void {
  const file = resolve(import.meta.dirname, 'transcripts', engine, `${slug}.txt`);
  if (updating) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, heard);
    return;
  }
  expect(existsSync(file), `${file} exists (npm run transcripts writes it)`).toBe(true);
  expect(heard).toBe(readFileSync(file, 'utf8'));
}

describe.each(engines)('%s', (name) => {
  for (const scenario of hearingScenarios) {
    test(scenario.name, async () => {
      let heard = '';
      await runScenario(
        {
          name: scenario.name,
          page: 'element-basic.html',
          run: async (context) => {
            heard = await hear(scenario, { ...context, listener: listener! });
          },
        },
        { driver: (await started!)[name].driver, server: server! },
      );
      expectTranscript(name, scenario.slug, heard);
    });
  }
});
