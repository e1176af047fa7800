import type { Frame, Page } from '@playwright/test';

/** A node of DevTools' `DOM.getDocument`, shadow roots included. */
interface DomNode {
  nodeName: string;
  backendNodeId: number;
  attributes?: string[];
  children?: DomNode[];
  shadowRoots?: DomNode[];
}

/** A saved card as Chromium's `Autofill.trigger` takes it. */
export interface SavedCard {
  number: string;
  cvc: string;
  name: string;
  expiryMonth: string;
  expiryYear: string;
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

/**
 * Chromium's own autofill of a saved card, started from the input with `autocomplete`, through
 * the DevTools protocol; throws when the page has no such input.
 */
export async function autofillCard(
  page: Page,
  autocomplete: string,
  card: SavedCard,
): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument', { depth: -1, pierce: true });
  const input = findInput(root as DomNode, autocomplete);
  if (!input) throw new Error(`Expected an input with autocomplete="${autocomplete}" on the page`);
  await cdp.send('Autofill.trigger', { fieldId: input.backendNodeId, card });
}

/**
 * The same inside a frame of another origin: the session is the frame's own (its process), the
 * input's id is taken there, and the trigger names the frame.
 */
export async function autofillCardInFrame(
  page: Page,
  frame: Frame,
  autocomplete: string,
  card: SavedCard,
): Promise<void> {
  const cdp = await page.context().newCDPSession(frame);
  const { frameTree } = await cdp.send('Page.getFrameTree');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1, pierce: true });
  const input = findInput(root as DomNode, autocomplete);
  if (!input) throw new Error(`Expected an input with autocomplete="${autocomplete}" in the frame`);
  await cdp.send('Autofill.trigger', {
    fieldId: input.backendNodeId,
    frameId: frameTree.frame.id,
    card,
  });
}
