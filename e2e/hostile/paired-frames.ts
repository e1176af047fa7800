// Two card frames side by side in a page that holds both channels, for many pairs of cards on
// frames loaded once: the first frame takes the first card of each pair, the second the second.
// Each card begins with the shopper coming back into its frame (the other one loses the focus)
// and emptying the fields. Both frames then have the same history as far as the page may tell,
// so what the page hears from each, card by card, must be the same.
import type { Frame, Page } from '@playwright/test';
import { gate, type Behaviour } from '../../test/support/tokenization-server.js';
import { installShopper, type Shopper, type ShopperCard } from './frame-shopper.js';
import { CONNECT, HELLO } from './hostile-page.js';

export interface PairedSetup {
  /** The frame page's URL. */
  src: string;
  /** The attributes the page gives both frames, with each card's `card-type`. */
  attributes?: Record<string, string>;
  /** The page passes its BIN lookup, which answers `networks[bin]` (no networks otherwise). */
  bin?: boolean;
  networks?: Record<string, string[]>;
  /** A submit's answer is held until the frame shows its progress (typed-view.ts). */
  tokenization: { behave(behaviour: Behaviour): void };
}

/** One card of a pair: the page's card type and registration for it, and the shopper's part. */
export interface CardRun extends ShopperCard {
  cardType: string;
  reg: unknown;
}

export type Message = { t: string; [key: string]: unknown };

interface PageLane {
  origin: string;
  heard: Message[];
  tell(message: unknown): void;
  connect(connect: object): void;
}

// In the page and in the frames: Playwright sends the functions that read them as source.
declare const lanes: PageLane[];
declare const cardShopper: Shopper;

export interface PairedFrames {
  /** Types one pair, the first card in the first frame. */
  pair(cards: [CardRun, CardRun]): Promise<void>;
  /**
   * The shopper leaves for the page. What the page heard from each frame: from its connect to its
   * first card, then for each pair, from the shopper's coming back to the next card's.
   */
  heard(): Promise<[Message[][], Message[][]]>;
}

/**
 * Opens the two frames in `page`, at a page of the frames' parent origin. The shopper of
 * frame-shopper.ts is installed in each before the page connects; the page answers BIN questions
 * at once and sends the card type and registration again when a card's differ.
 */
export async function openPairedFrames(page: Page, setup: PairedSetup): Promise<PairedFrames> {
  await page.goto('/e2e/pages/isolated.html');
  await page.evaluate(
    ({ src, networks, HELLO }) => {
      (window as unknown as { lanes: PageLane[] }).lanes = [];
      const row = document.createElement('div');
      // Side by side and in view, both frames render alike.
      row.style.cssText = 'display:flex;gap:8px';
      document.getElementById('slot')!.append(row);
      for (const index of [0, 1]) {
        const iframe = document.createElement('iframe');
        iframe.title = 'Card';
        iframe.dataset.lane = String(index);
        iframe.allow = 'autofill; manual-text';
        iframe.style.cssText = 'display:block;flex:1;height:420px;border:0';
        iframe.src = src;
        const lane: PageLane = {
          origin: '',
          heard: [],
          tell: () => {
            throw new Error('The frame is not connected');
          },
          connect(connect) {
            const { port1, port2 } = new MessageChannel();
            lane.tell = (message) => port1.postMessage(message);
            port1.onmessage = ({ data }: MessageEvent<Message>) => {
              lane.heard.push(data);
              const value = networks[data.bin as string] ?? [];
              if (data.t === 'ask') port1.postMessage({ t: 'answer', id: data.id, value });
            };
            iframe.contentWindow!.postMessage(connect, lane.origin, [port2]);
          },
        };
        window.addEventListener('message', (event) => {
          if (event.source !== iframe.contentWindow) return;
          if ((event.data as { ct?: string } | null)?.ct === HELLO) lane.origin = event.origin;
        });
        lanes.push(lane);
        row.append(iframe);
      }
    },
    { src: setup.src, networks: setup.networks ?? {}, HELLO },
  );
  const attributes = (cardType: string) => ({
    name: 'card',
    ...setup.attributes,
    'card-type': cardType,
  });
  const bin = setup.bin ?? false;
  const frames: Frame[] = [];
  for (const index of [0, 1]) {
    await page.waitForFunction((index) => lanes[index]!.origin !== '', index);
    const frame = (await (await page.$(`iframe[data-lane="${index}"]`))!.contentFrame())!;
    await frame.waitForLoadState('load');
    await frame.evaluate(installShopper);
    frames.push(frame);
  }
  /** Per frame: the page's messages so far, each card's first message, the card type given. */
  const told = [0, 0];
  const starts: number[][] = [[0], [0]];
  const given: unknown[] = [undefined, undefined];

  /** The page's messages to one frame; the frame reads them before it next settles. */
  const tell = (index: number, ...messages: unknown[]) => {
    told[index]! += messages.length;
    return page.evaluate(
      ({ index, messages }) => {
        for (const message of messages) lanes[index]!.tell(message);
      },
      { index, messages },
    );
  };

  const card = async (index: number, { cardType, reg, ...card }: CardRun) => {
    const frame = frames[index]!;
    const registration = { a: attributes(cardType), reg };
    if (given[index] === undefined) {
      const connect = { ct: CONNECT, ...registration, bin, theme: {} };
      told[index]! += 1;
      await page.evaluate(({ index, connect }) => lanes[index]!.connect(connect), {
        index,
        connect,
      });
    } else if (JSON.stringify(given[index]) !== JSON.stringify(registration))
      await tell(index, { t: 'attrs', a: registration.a }, { t: 'reg', reg, bin });
    given[index] = registration;
    starts[index]!.push(
      await frame.evaluate(({ card, told }) => cardShopper.type(card, told), {
        card,
        told: told[index]!,
      }),
    );
    if (card.ending.end === 'leave' || card.ending.end === 'fill') return;
    const held = gate();
    setup.tokenization.behave(held.behaviour);
    await tell(index, { t: 'tokenize', id: 1 });
    await frame.evaluate((told) => cardShopper.busy(told), told[index]!);
    held.release();
    await frame.evaluate(() => cardShopper.answered());
  };

  return {
    async pair([first, second]) {
      await card(0, first);
      await card(1, second);
    },
    async heard() {
      await page.locator('#email').focus();
      const ends: number[] = [];
      for (const index of [0, 1])
        ends.push(await frames[index]!.evaluate(() => cardShopper.settle()));
      const heard = await page.evaluate(async (ends) => {
        const arrived = () => lanes.every((lane, index) => lane.heard.length >= ends[index]!);
        while (!arrived()) await new Promise((resolve) => setTimeout(resolve, 10));
        return lanes.map((lane) => lane.heard);
      }, ends);
      const cut = (index: number) =>
        [...starts[index]!, ends[index]!]
          .slice(1)
          .map((end, k) => heard[index]!.slice(starts[index]![k], end));
      return [cut(0), cut(1)];
    },
  };
}
