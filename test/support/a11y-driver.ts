import assert from 'node:assert/strict';
import { eventually } from './card-page.js';
import type { EngineDriver } from './engine-driver.js';

/** The WCAG 2.2 A and AA rules of axe-core, as the issue asks: `target-size` is off by default. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe's "incomplete" results that are fine, by rule and target, each with the reason; any other
 * incomplete result fails the test, as a violation does.
 */
export const AXE_INCOMPLETE_ALLOWED: { rule: string; target: RegExp; reason: string }[] = [
  {
    rule: 'color-contrast',
    // The brand icon's SVG <text> (VISA, AMEX…) sits over the input, so axe cannot tell the
    // colour behind it.
    target: /^color-contrast: \[\["card-tokenizer","text"\]\]/,
    reason:
      'a logotype, which 1.4.3 exempts; aria-hidden, its brand named in words in the description',
  },
];

/** axe's results on the page, shadow roots included, as `rule: target` lines. */
export interface AxeFindings {
  violations: string[];
  incomplete: string[];
}

/** Runs in the page: axe-core, served from node_modules by the pages server. */
function runAxe(tags: string[]): Promise<AxeFindings> {
  type Result = { id: string; nodes: { target: unknown[]; any?: { message: string }[] }[] };
  type Axe = {
    run(
      context: Document,
      options: object,
    ): Promise<{ violations: Result[]; incomplete: Result[] }>;
  };
  const load = () =>
    new Promise<void>((resolve, reject) => {
      if ('axe' in window) return resolve();
      const script = document.createElement('script');
      script.src = '/node_modules/axe-core/axe.min.js';
      script.onload = () => resolve();
      script.onerror = () => reject(new Error('axe-core did not load'));
      document.head.append(script);
    });
  const lines = (results: Result[]) =>
    results.flatMap((result) =>
      result.nodes.map(
        (node) => `${result.id}: ${JSON.stringify(node.target)} ${node.any?.[0]?.message ?? ''}`,
      ),
    );
  return load().then(async () => {
    const axe = (window as unknown as { axe: Axe }).axe;
    const results = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      rules: { 'target-size': { enabled: true } },
      resultTypes: ['violations', 'incomplete'],
    });
    return { violations: lines(results.violations), incomplete: lines(results.incomplete) };
  });
}

/** No axe violation, and no incomplete result but those allowed (with their reason). */
export async function expectAxeClean(driver: EngineDriver, state: string): Promise<void> {
  const { violations, incomplete } = await driver.evaluate(runAxe, AXE_TAGS);
  assert.deepEqual(violations, [], `axe violations in the ${state} state`);
  const unexplained = incomplete.filter(
    (line) =>
      !AXE_INCOMPLETE_ALLOWED.some(
        ({ rule, target }) => line.startsWith(`${rule}: `) && target.test(line),
      ),
  );
  assert.deepEqual(unexplained, [], `axe incomplete results in the ${state} state`);
}

/**
 * Runs in the page: what assistive technology gets of the element, from the DOM's own
 * accessible names and descriptions (`input.labels`, `aria-describedby`), one line per node.
 */
export function readTree(): string[] {
  const element = document.querySelector('card-tokenizer')!;
  const root = element.shadowRoot!;
  const text = (node: Element | null) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
  const group = root.querySelector('[role="group"]')!;
  const flags = (pairs: [string, boolean][]) =>
    pairs
      .filter(([, on]) => on)
      .map(([flag]) => ` ${flag}`)
      .join('');
  const lines = [
    `group "${group.getAttribute('aria-label')}"${flags([
      ['busy', group.getAttribute('aria-busy') === 'true'],
      ['disabled', group.getAttribute('aria-disabled') === 'true'],
    ])}`,
  ];
  for (const input of element.querySelectorAll('input')) {
    const description = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => text(document.getElementById(id)))
      .filter(Boolean)
      .join(' ');
    const states = flags([
      ['required', input.getAttribute('aria-required') === 'true'],
      ['invalid', input.getAttribute('aria-invalid') === 'true'],
      ['disabled', input.disabled],
      ['readonly', input.readOnly],
    ]);
    const name = text(input.labels?.[0] ?? null);
    lines.push(`textbox "${name}"${states}${description ? `: ${description}` : ''}`);
  }
  for (const region of [...root.querySelectorAll('[aria-live]')]) {
    if (text(region)) lines.push(`live ${region.id || region.className}: ${text(region)}`);
  }
  return lines;
}

/** Waits until the element's tree reads `expected` and its announcer `announced`, if given. */
export async function expectTree(
  driver: EngineDriver,
  state: { name: string; tree: string[]; announced?: string },
): Promise<void> {
  const expected = [
    ...state.tree,
    ...(state.announced === undefined ? [] : [`live announcer: ${state.announced}`]),
  ];
  const read = async () =>
    (await driver.evaluate(readTree)).filter(
      (line) => state.announced !== undefined || !line.startsWith('live announcer:'),
    );
  try {
    await eventually(async () => assert.deepEqual(await read(), expected));
  } catch {
    assert.deepEqual(await read(), expected, `the accessibility tree in the ${state.name} state`);
  }
}
