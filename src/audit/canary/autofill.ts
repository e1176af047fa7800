// The canary's card filled by Chromium's own autofill, as a shopper picks a saved card.
import type { CDPSession, Frame, Page } from 'playwright-core';
import type { CardDetails } from './card.js';

/** A node of DevTools' `DOM.getDocument`, frames' documents and shadow roots included. */
interface DomNode {
  nodeName: string;
  backendNodeId: number;
  attributes?: string[];
  frameId?: string;
  children?: DomNode[];
  shadowRoots?: DomNode[];
  contentDocument?: DomNode;
}

/** The card's number input in the tree, with the frame whose document holds it. */
function findNumber(
  node: DomNode,
  frameId: string,
): { backendNodeId: number; frameId: string } | undefined {
  const attributes = node.attributes ?? [];
  const at = attributes.indexOf('autocomplete');
  if (node.nodeName === 'INPUT' && at >= 0 && attributes[at + 1] === 'cc-number')
    return { backendNodeId: node.backendNodeId, frameId };
  const inner = node.contentDocument && findNumber(node.contentDocument, node.frameId ?? frameId);
  if (inner) return inner;
  for (const child of [...(node.shadowRoots ?? []), ...(node.children ?? [])]) {
    const found = findNumber(child, frameId);
    if (found) return found;
  }
  return undefined;
}

/**
 * Fills the number, the expiry and the holder's name with Chromium's autofill of a saved card
 * (DevTools' `Autofill.trigger`): the browser's own trusted focus, key-less `keydown`, `input`,
 * `change` and `keyup` on each field, the value written at once. The code is left to be typed, as
 * browsers keep no card's code. False when this browser cannot (not Chromium, an older one).
 */
export async function autofillCard(page: Page, frame: Frame, card: CardDetails): Promise<boolean> {
  // A frame of another process (isolated mode) has a session of its own; others are the page's.
  let cdp: CDPSession | undefined;
  if (frame !== page.mainFrame())
    cdp = await page
      .context()
      .newCDPSession(frame)
      .catch(() => undefined);
  cdp ??= await page
    .context()
    .newCDPSession(page)
    .catch(() => undefined);
  if (!cdp) return false;
  try {
    const { frameTree } = await cdp.send('Page.getFrameTree');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1, pierce: true });
    const input = findNumber(root as DomNode, frameTree.frame.id);
    if (!input) return false;
    await cdp.send('Autofill.trigger', {
      fieldId: input.backendNodeId,
      frameId: input.frameId,
      card: {
        number: card.number,
        name: 'Claire Martin',
        expiryMonth: card.expiry.slice(0, 2),
        expiryYear: `20${card.expiry.slice(2)}`,
        cvc: '',
      },
    });
    return true;
  } catch {
    return false;
  } finally {
    await cdp.detach().catch(() => {});
  }
}
