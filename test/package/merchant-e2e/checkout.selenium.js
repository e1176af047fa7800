// The same checkout (shop.js) driven by Selenium and Chrome's driver: `node --test`.
import { spawn } from 'node:child_process';
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Builder, By, until } from 'selenium-webdriver';
import { Options, ServiceBuilder } from 'selenium-webdriver/chrome.js';
import { TEST_CARDS } from 'card-tokenizer/testing';

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

/** Types a test card into <card-tokenizer>'s inputs (its light DOM), as a shopper does. */
async function fillCard({ number, expiry, cvx }) {
  const element = await driver.wait(until.elementLocated(By.css('card-tokenizer')), 10_000);
  await driver.executeScript('return arguments[0].ready', element);
  for (const [field, keys] of [
    ['number', number],
    ['expiry', expiry.replace('/', '')],
    ['cvx', cvx],
  ]) {
    const input = await element.findElement(By.css(`input[data-field="${field}"]`));
    await input.click();
    await input.sendKeys(keys);
  }
}

test('saves the card the shopper types', async () => {
  await driver.get(`http://127.0.0.1:${port}/checkout`);
  await fillCard(TEST_CARDS.visa);
  await driver.findElement(By.css('button')).click();
  const status = await driver.findElement(By.css('[role="status"]'));
  await driver.wait(until.elementTextMatches(status, /^Card saved: /), 10_000);
  const { number } = TEST_CARDS.visa;
  assert.equal(
    await status.getText(),
    `Card saved: ${number.slice(0, 6)}XXXXXX${number.slice(-4)}`,
  );
});
