/**
 * `<CardTokenizer>` for React 19: the element, defined on import, that a server-rendered page
 * hydrates. React hydrates a custom element's children and finds the fields the element put
 * there (error #418), and sets none of its properties or listeners when it hydrates; this
 * component leaves the children to the element and sets both once the element is in the page.
 * The build starts the file with `'use client'` (scripts/build-plugins.ts), so a Server Component renders it.
 */
import { createElement, useCallback, useLayoutEffect, useRef, type Ref } from 'react';
import type { CardTokenizer as CardTokenizerElement } from '../element/card-tokenizer.js';
import type { CardTokenizerProps } from './react-jsx.js';
import '../index.js';

export type { CardTokenizerProps } from './react-jsx.js';

/** The props of `<CardTokenizer>`: those of `<card-tokenizer>`, with no children. */
export type CardTokenizerComponentProps = Omit<CardTokenizerProps, 'children'> & {
  children?: never;
};

/**
 * Hydration leaves an element's children alone when it sets its own HTML; one object for every
 * render, since React sets it again whenever it is a new one.
 */
const ELEMENT_OWNS_CHILDREN = { __html: '' };
/** `oncard-change` → `card-change`: the element's events, as React 19 names them in props. */
const EVENT_PROP = /^on(card-[a-z]+)$/;

/** The element's class, for refs: `useRef<CardTokenizer>(null)`. */
export type CardTokenizer = CardTokenizerElement;

/** `<card-tokenizer>` rendered on the server and hydrated, or rendered in the browser alone. */
export function CardTokenizer({ ref, ...props }: CardTokenizerComponentProps) {
  const element = useRef<CardTokenizerElement | null>(null);
  const setRefs = useCallback(
    (node: CardTokenizerElement) => {
      element.current = node;
      const cleanup = assignRef(ref, node);
      return () => {
        element.current = null;
        if (typeof cleanup === 'function') cleanup();
        else assignRef(ref, null);
      };
    },
    [ref],
  );
  // What React sets on a rendered element but not on a hydrated one: the same values again
  // change nothing, and a listener added twice is one listener.
  useLayoutEffect(() => {
    const node = element.current;
    if (!node) return undefined;
    const listeners: [string, EventListener][] = [];
    for (const [key, value] of Object.entries(props)) {
      const event = EVENT_PROP.exec(key)?.[1];
      if (event && typeof value === 'function') listeners.push([event, value as EventListener]);
      else if (key in declaredProperties(node)) Reflect.set(node, key, value);
    }
    for (const [event, listener] of listeners) node.addEventListener(event, listener);
    return () => {
      for (const [event, listener] of listeners) node.removeEventListener(event, listener);
    };
  });
  return createElement('card-tokenizer', {
    ...props,
    ref: setRefs,
    dangerouslySetInnerHTML: ELEMENT_OWNS_CHILDREN,
    suppressHydrationWarning: true,
  });
}

/** The element's declared properties (`registration`, `messages`, …), read from its class. */
function declaredProperties(node: CardTokenizerElement): object {
  return (node.constructor as typeof CardTokenizerElement).properties ?? {};
}

/** Gives `node` to a callback or object ref; returns the callback's cleanup, if any. */
function assignRef<T>(ref: Ref<T> | undefined, node: T | null) {
  if (typeof ref === 'function') return ref(node);
  if (ref) ref.current = node;
  return undefined;
}
