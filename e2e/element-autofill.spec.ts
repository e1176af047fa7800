import { expect, test } from '@playwright/test';
import { card, openPage } from './element-helpers.js';

interface DomNode {
  nodeName: string;
  backendNodeId: number;
  attributes?: string[];
  children?: DomNode[];
  shadowRoots?: DomNode[];
}

/** The first `<input autocomplete="…">` in the tree, shadow roots included. */
function findInput(node: DomNode, autocomplete: string): DomNode | undefined {
  const attributes = node.attributes ?? [];
  const index = attributes.indexOf('autocomplete');
  if (node.nodeName === 'INPUT' && index >= 0 && attributes[index + 1] === autocomplete)
    return node;
  for (const child of [...(node.shadowRoots ?? []), ...(node.children ?? [])]) {
    const found = findInput(child, autocomplete);
    if (found) return found;
  }
  return undefined;
}

test('browser autofill of a saved card fills all three fields, and they validate', async ({
  page,
}) => {
  await openPage(page, 'basic');
  const changes: unknown[] = [];
  await page.exposeFunction('recordChange', (detail: unknown) => changes.push(detail));
  await page.evaluate(() =>
    document.addEventListener('card-change', (event) =>
      (window as unknown as { recordChange(detail: unknown): void }).recordChange(event.detail),
    ),
  );
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument', { depth: -1, pierce: true });
  const input = findInput(root as DomNode, 'cc-number');
  expect(input, 'the cc-number input in the shadow root').toBeDefined();

  await cdp.send('Autofill.trigger', {
    fieldId: input!.backendNodeId,
    card: {
      number: '4242424242424242',
      name: 'Jane Doe',
      expiryMonth: '12',
      expiryYear: '2030',
      cvc: '123',
    },
  });

  const { number, expiry, cvx } = card(page);
  await expect(number).toHaveValue('4242 4242 4242 4242');
  await expect(expiry).toHaveValue('12/30');
  await expect(cvx).toHaveValue('123');
  await expect.poll(() => changes.at(-1)).toMatchObject({ valid: true, complete: true });
  for (const input of [number, expiry, cvx])
    await expect(input).toHaveAttribute('aria-invalid', 'false');
});
