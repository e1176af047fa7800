// The package installed into a fresh project: imported in Node, run end to end, bundled by Vite.
import type { ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { runInProject, startInstalledSandbox } from './installed-package.js';
import { bundleInProject, LIT_MARKERS, project } from './installed.js';

let sandbox: ChildProcess | undefined;
afterAll(() => void sandbox?.kill());

describe('installed into a fresh project', () => {
  it('imports in Node without a DOM: no element is defined, nothing throws', () => {
    const printed = runInProject(
      project,
      `import * as main from 'card-tokenizer';
       import * as core from 'card-tokenizer/core';
       import french, { fr } from 'card-tokenizer/locales/fr';
       import { createPaymentsClient } from 'card-tokenizer/server';
       import { CardTokenizerFrame } from 'card-tokenizer/isolated';
       // One name for each module: the locale is card-tokenizer/locales/fr alone.
       const shortFrench = await import('card-tokenizer/fr').then(() => 'exported', (error) => error.code);
       console.log(JSON.stringify({
         main: typeof main.tokenizeCard, element: typeof main.CardTokenizer, version: main.version,
         core: typeof core.tokenizeCard, coreHasElement: 'CardTokenizer' in core,
         coreHasFrench: 'fr' in core, mainHasFrench: 'fr' in main, french: fr.refused,
         sameFrench: french === fr, shortFrench, server: typeof createPaymentsClient,
         isolated: typeof CardTokenizerFrame,
       }));`,
    );
    expect(JSON.parse(printed)).toEqual({
      main: 'function',
      element: 'function',
      version: JSON.parse(readFileSync('package.json', 'utf8')).version,
      core: 'function',
      coreHasElement: false,
      coreHasFrench: false,
      mainHasFrench: false,
      french: 'La carte a été refusée. Essayez une autre carte.',
      sameFrench: true,
      shortFrench: 'ERR_PACKAGE_PATH_NOT_EXPORTED',
      server: 'function',
      isolated: 'function',
    });
  });

  it('loads card-tokenizer/testing/playwright and /webdriver in Node, with no driver installed', () => {
    const printed = runInProject(
      project,
      `import * as playwright from 'card-tokenizer/testing/playwright';
       import * as webdriver from 'card-tokenizer/testing/webdriver';
       import { TEST_CARDS } from 'card-tokenizer/testing';
       console.log(JSON.stringify({
         playwright: typeof playwright.fillCard, webdriver: typeof webdriver.fillCard,
         sameCards: webdriver.TEST_CARDS === TEST_CARDS && playwright.TEST_CARDS === TEST_CARDS,
       }));`,
    );
    expect(JSON.parse(printed)).toEqual({
      playwright: 'function',
      webdriver: 'function',
      sameCards: true,
    });
    for (const name of ['selenium-webdriver', '@playwright/test', 'playwright-core'])
      expect(existsSync(join(project, 'node_modules', name)), name).toBe(false);
  });

  it('runs the whole card flow with the installed bin, client and tokenizeCard', async () => {
    const started = await startInstalledSandbox(project);
    sandbox = started.process;
    const printed = runInProject(
      project,
      `import { tokenizeCard } from 'card-tokenizer/core';
       import { createPaymentsClient } from 'card-tokenizer/server';
       const client = createPaymentsClient({ baseUrl: '${started.url}', clientId: 'sandbox', apiKey: 'sandbox-secret' });
       const user = await client.createNaturalUser({ FirstName: 'Ada', LastName: 'Lovelace', Email: 'ada@example.com' });
       const registration = await client.createCardRegistration({ UserId: user.Id, Currency: 'EUR' });
       const RegistrationData = await tokenizeCard(registration, { cardNumber: '4970 1071 1111 1119', cardExpirationDate: '12/30', cardCvx: '123' });
       const updated = await client.updateCardRegistration(registration.Id, { RegistrationData });
       const card = await client.getCard(updated.CardId);
       console.log(JSON.stringify({ status: updated.Status, alias: card.Alias }));`,
    );
    expect(JSON.parse(printed)).toEqual({ status: 'VALIDATED', alias: '497010XXXXXX1119' });
  });

  it('bundles into a Vite SPA with the element and none of the Node parts', async () => {
    writeFileSync(join(project, 'index.html'), '<script type="module" src="./main.js"></script>');
    writeFileSync(
      join(project, 'main.js'),
      `import { tokenizeCard } from 'card-tokenizer';
       document.body.append(document.createElement('card-tokenizer'));
       window.tokenize = tokenizeCard;`,
    );
    await build({ root: project, configFile: false, logLevel: 'silent' });
    const assets = join(project, 'dist/assets');
    const bundle = readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(assets, file), 'utf8'))
      .join('\n');
    // The registration survives tree-shaking only while sideEffects names the ESM entry.
    expect(bundle.includes('customElements.define('), 'customElements.define( in the bundle').toBe(
      true,
    );
    expect(bundle).not.toMatch(/hono|zod|node:http/);
  });

  it("leaves the name field out of an SPA's entry: a chunk of its own, loaded once holder-name asks", async () => {
    writeFileSync(join(project, 'index.html'), '<script type="module" src="./main.js"></script>');
    writeFileSync(join(project, 'main.js'), `import 'card-tokenizer';`);
    await build({ root: project, configFile: false, logLevel: 'silent' });
    const assets = join(project, 'dist/assets');
    const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
    const withName = scripts.filter((file) =>
      readFileSync(join(assets, file), 'utf8').includes('cc-name'),
    );
    expect(withName).toEqual([expect.stringMatching(/^holder-name-field-[\w-]+\.js$/)]);
  });

  it('bundles card-tokenizer/core without any of Lit, nor French', async () => {
    const core = await bundleInProject(
      'headless',
      `import { tokenizeCard } from 'card-tokenizer/core';
       window.tokenize = tokenizeCard;`,
    );
    expect(core).toContain('accessKeyRef');
    expect(LIT_MARKERS.exec(core)?.[0], 'a Lit marker in the core bundle').toBeUndefined();
    expect(core, 'French in the core bundle').not.toContain('La carte a été refusée');
    // The markers do find Lit where it is.
    const main = await bundleInProject(
      'element',
      `import { CardTokenizer } from 'card-tokenizer';
       window.CardTokenizer = CardTokenizer;`,
    );
    expect(LIT_MARKERS.test(main)).toBe(true);
  });
});
