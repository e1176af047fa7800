import type { CDPSession } from 'playwright-core';
import type { ListenerSeen } from '../terms/evidence.js';
import { OWN_SOURCE_URL } from '../terms/own-code.js';

/** The events through which a script reads what the shopper types: a skimmer hooks these. */
export const CARD_EVENTS = new Set([
  'keydown',
  'keypress',
  'keyup',
  'beforeinput',
  'input',
  'change',
  'paste',
  'submit',
  'formdata',
]);

/**
 * Where those events can be heard: the card inputs (the element's, or a frame's own
 * `autocomplete="cc-…"` inputs), the element, their form, the document, the window.
 */
function listenerTargets(): { names: string[]; nodes: EventTarget[] } {
  const names: string[] = ['window', 'document'];
  const nodes: EventTarget[] = [window, document];
  for (const input of document.querySelectorAll<HTMLInputElement>('input[autocomplete^="cc-"]')) {
    if (input.closest('card-tokenizer')) continue;
    if (input.form && !nodes.includes(input.form)) {
      names.push('form');
      nodes.push(input.form);
    }
    names.push(`input[autocomplete=${input.autocomplete}]`);
    nodes.push(input);
  }
  for (const host of document.querySelectorAll('card-tokenizer')) {
    names.push('card-tokenizer');
    nodes.push(host);
    const form =
      (host as HTMLElement & { form?: HTMLFormElement | null }).form ?? host.closest('form');
    if (form && !nodes.includes(form)) {
      names.push('form');
      nodes.push(form);
    }
    const inputs = [
      ...(host.shadowRoot?.querySelectorAll('input') ?? []),
      ...host.querySelectorAll('input'),
    ];
    for (const input of inputs) {
      names.push(`input[autocomplete=${input.autocomplete || input.name || input.type}]`);
      nodes.push(input);
    }
  }
  return { names, nodes };
}

interface RawListener {
  type: string;
  scriptId: string;
}

/**
 * Every listener for the card events on those targets, with the script that attached it (the
 * DevTools Protocol's `DOMDebugger.getEventListeners`), split into the element's own and others.
 */
export async function listCardListeners(
  cdp: CDPSession,
  scriptName: (scriptId: string) => string,
  isOwn: (scriptId: string) => boolean,
  /** A frame's execution context in that session; its main frame's by default. */
  contextId?: number,
): Promise<{ listeners: ListenerSeen[]; own: ListenerSeen[] }> {
  const expression = `(${listenerTargets.toString()})()\n//# sourceURL=${OWN_SOURCE_URL}`;
  const { result } = await cdp.send('Runtime.evaluate', {
    expression,
    objectGroup: OWN_SOURCE_URL,
    ...(contextId !== undefined && { contextId }),
  });
  const names = await property(cdp, result.objectId!, 'names');
  const nodes = await property(cdp, result.objectId!, 'nodes');
  const { result: nameValues } = await cdp.send('Runtime.callFunctionOn', {
    objectId: names,
    functionDeclaration: 'function () { return this; }',
    returnByValue: true,
  });
  const targetNames = nameValues.value as string[];
  const { result: items } = await cdp.send('Runtime.getProperties', {
    objectId: nodes,
    ownProperties: true,
  });
  const listeners: ListenerSeen[] = [];
  const own: ListenerSeen[] = [];
  for (const item of items) {
    const index = Number(item.name);
    if (!Number.isInteger(index) || !item.value?.objectId) continue;
    const found = await cdp.send('DOMDebugger.getEventListeners', {
      objectId: item.value.objectId,
    });
    for (const listener of found.listeners as RawListener[]) {
      if (!CARD_EVENTS.has(listener.type)) continue;
      const seen = {
        type: listener.type,
        target: targetNames[index],
        script: scriptName(listener.scriptId),
      };
      (isOwn(listener.scriptId) ? own : listeners).push(seen);
    }
  }
  await cdp.send('Runtime.releaseObjectGroup', { objectGroup: OWN_SOURCE_URL });
  const unique = (list: ListenerSeen[]) => [
    ...new Map(list.map((l) => [`${l.type} ${l.target} ${l.script}`, l])).values(),
  ];
  return { listeners: unique(listeners), own: unique(own) };
}

async function property(cdp: CDPSession, objectId: string, name: string): Promise<string> {
  const { result } = await cdp.send('Runtime.getProperties', { objectId, ownProperties: true });
  const found = result.find((item) => item.name === name)?.value?.objectId;
  if (!found) throw new Error(`the page gave no ${name}`);
  return found;
}

/** The script holding the class registered as `<card-tokenizer>`: the element's own code. */
export async function elementScriptId(
  cdp: CDPSession,
  contextId?: number,
): Promise<string | undefined> {
  const expression = `customElements.get('card-tokenizer')\n//# sourceURL=${OWN_SOURCE_URL}`;
  const { result } = await cdp.send('Runtime.evaluate', {
    expression,
    objectGroup: OWN_SOURCE_URL,
    ...(contextId !== undefined && { contextId }),
  });
  if (!result.objectId) return undefined;
  const { internalProperties } = await cdp.send('Runtime.getProperties', {
    objectId: result.objectId,
    ownProperties: true,
  });
  const location = internalProperties?.find(({ name }) => name === '[[FunctionLocation]]')?.value
    ?.value as { scriptId: string } | undefined;
  await cdp.send('Runtime.releaseObjectGroup', { objectGroup: OWN_SOURCE_URL });
  return location?.scriptId;
}
