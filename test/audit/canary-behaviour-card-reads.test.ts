import { describe, expect, it } from 'vitest';
import type { AuditRun } from '../../src/audit/audit.js';
import { auditCheckout, failures, shop, useBehaviourShop } from './behaviour-shop.js';

useBehaviourShop();

/** Once the element has rendered its inputs: `then` runs with the checkout's card inputs. */
const onceRendered = (then: string) => `customElements
  .whenDefined('card-tokenizer')
  .then(() => document.querySelector('card-tokenizer').updateComplete)
  .then(() => (${then})([...document.querySelectorAll('card-tokenizer input[autocomplete^="cc-"]')]));`;

/** Scripts that touch the card and send nothing: only the report can name them (PCI DSS 6.4.3). */
const READERS = {
  // The checkout's form read whole at each key, as a form-analytics script does; kept, never sent.
  formData: `const kept = [];
document.addEventListener('input', () => kept.push(new FormData(document.querySelector('form'))), true);`,
  // The card inputs watched for changes of their attributes (the element's validity states).
  mutations: onceRendered(`(inputs) => {
  const seen = [];
  const observer = new MutationObserver((records) => seen.push(...records));
  for (const input of inputs) observer.observe(input, { attributes: true });
}`),
};

/** One audit of a checkout with both readers, each its own script, started by the first test to ask. */
let bothRead: Promise<AuditRun> | undefined;
const auditWithBothReaders = () =>
  (bothRead ??= (() => {
    shop([
      { path: '/form-reader.js', body: READERS.formData },
      { path: '/mutation-watcher.js', body: READERS.mutations },
    ]);
    return auditCheckout();
  })());

describe('card-tokenizer-audit --canary names every other script that touches the card, whatever it does next', () => {
  it('names a script that reads the FormData of the card’s form', async () => {
    const run = await auditWithBothReaders();
    expect(run.canary!.cardReads).toContainEqual({
      what: expect.stringMatching(/^reads the FormData of a form holding card inputs in /),
      script: '/form-reader.js',
    });
    // It sent nothing: the report names it, no drift does.
    expect(failures(run)).toEqual([]);
  });

  it('names a script that observes the mutations of the card inputs', async () => {
    const run = await auditWithBothReaders();
    expect(run.canary!.cardReads).toContainEqual({
      what: expect.stringMatching(/^observes the mutations of card inputs in /),
      script: '/mutation-watcher.js',
    });
    expect(failures(run)).toEqual([]);
  });
});
