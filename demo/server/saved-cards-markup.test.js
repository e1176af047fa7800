import { createServer } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { readSavedCards, savedCardsMarkup } from './saved-cards-markup.js';

const VISA = { cardId: 'card_1', brand: 'VISA', alias: '497010XXXXXX1119', expiry: '1229' };

describe('savedCardsMarkup', () => {
  it('writes each card as a radio named by brand and last digits, disabled when not usable', () => {
    const html = savedCardsMarkup({
      cards: [
        { ...VISA, state: 'verified' },
        { ...VISA, cardId: 'card_2', state: 'expired' },
      ],
    });
    expect(html).toContain(
      '<input type="radio" name="saved-card" id="saved-card-card_1" value="card_1" />',
    );
    expect(html).toContain('id="saved-card-card_2" value="card_2" disabled />');
    expect(html).toContain('<span class="saved-card-name">Visa ending 1119</span>');
    expect(html).toContain('data-card-id="card_1" data-brand="VISA" data-alias="497010XXXXXX1119"');
    expect(html).toContain('>2 saved cards, 1 usable.</p>');
    expect(html).toContain('id="use-new-card" value="" checked');
  });

  it('keeps what the service returns as text: markup in an alias or a message is escaped', () => {
    const html = savedCardsMarkup({
      cards: [{ ...VISA, alias: '<img src=x onerror=alert(1)>"1119', state: 'verified' }],
    });
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;&quot;1119');
    expect(savedCardsMarkup({ error: '<b>down</b>' })).toContain(
      'Saved cards could not be read: &lt;b&gt;down&lt;/b&gt;',
    );
  });

  it('says when there are none', () => {
    expect(savedCardsMarkup({ cards: [] })).toContain(
      'No saved cards yet: a card you pay with is saved here.',
    );
  });
});

describe('readSavedCards', () => {
  let server;
  afterEach(() => server?.close());
  const backend = (status, body) =>
    new Promise((resolve) => {
      server = createServer((request, response) => {
        const known = request.url === '/api/saved-cards';
        response.writeHead(known ? status : 404, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(known ? body : {}));
      }).listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}`));
    });

  it("reads the backend's list, and keeps its message when it refuses", async () => {
    expect(await readSavedCards(await backend(200, { cards: [VISA] }))).toEqual({ cards: [VISA] });
    server.close();
    expect(await readSavedCards(await backend(502, { error: { message: 'no service' } }))).toEqual({
      error: 'no service',
    });
  });

  it('says a backend that does not answer could not be read', async () => {
    const url = await backend(200, {});
    server.close();
    await new Promise((resolve) => server.on('close', resolve));
    expect((await readSavedCards(url)).error).toMatch(/fetch failed/);
  });
});
