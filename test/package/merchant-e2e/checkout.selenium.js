// The same checkout (shop.js) driven by Selenium and Chrome's driver: `node --test`.
import { spawn } from 'node:child_process';
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Builder, By, until } from 'selenium-webdriver';
import { Options, ServiceBuilder } from 'selenium-webdriver/chrome.js';
import { fillCard, TEST_CARDS } from 'card-tokenizer/testing/webdriver';

const port = Number(process.env.PORT ?? 3000);
let shop;
let driver;

before(async () => {
  shop = spawn('node', ['shop.js'], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve) => shop.stdout.once('data', resolve));
  const options = new Options()
    .setChromeBinaryPath(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')
    // Chromium's sandbox does not start as root in a container: Playwright turns it off too.
    .addArguments('--headless=new', '--no-sandbox');
  driver = await new Builder()
    .forBrowser('chrome')
    .setChromeOptions(options)
    .setChromeService(new ServiceBuilder(process.env.CHROMEDRIVER_PATH ?? '/usr/bin/chromedriver'))
    .build();
});

after(async () => {
  await driver?.quit();
  shop?.kill();
});

test('saves the card the shopper types', async () => {
  await driver.get(`http://127.0.0.1:${port}/checkout`);
  await fillCard(await driver.findElement(By.css('card-tokenizer')), TEST_CARDS.visa);
  await driver.findElement(By.css('button')).click();
  const status = await driver.findElement(By.css('[role="status"]'));
  await driver.wait(until.elementTextMatches(status, /^Card saved: /), 10_000);
  const { number } = TEST_CARDS.visa;
  assert.equal(
    await status.getText(),
    `Card saved: ${number.slice(0, 6)}XXXXXX${number.slice(-4)}`,
  );
});

test("shows the service's refusal", async () => {
  await driver.get(`http://127.0.0.1:${port}/checkout`);
  await fillCard(await driver.findElement(By.css('card-tokenizer')), TEST_CARDS.refused);
  await driver.findElement(By.css('button')).click();
  const status = await driver.findElement(By.css('[role="status"]'));
  await driver.wait(until.elementTextIs(status, 'The card was refused. Try another card.'), 10_000);
});
