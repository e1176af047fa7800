import { describe, expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import {
  browserField,
  changes,
  emptyPageAfterEachTest,
  fillCard,
  focused,
  pinTodayInEachTest,
  setup,
  type Setup,
} from '../../test/browser/element.js';
import { useTokenizationServer } from '../../test/browser/tokenization-server.js';
import { registrationFor } from '../../test/support/registration.js';
import type { CardTokenizedDetail } from './events.js';
import '../locales/fr.js';

const server = useTokenizationServer();
pinTodayInEachTest();
emptyPageAfterEachTest();

interface InForm extends Setup {
  form: HTMLFormElement;
}

/** `<card-tokenizer name="card" …attributes>` in a form, with a registration. */
async function inForm(attributes = ''): Promise<InForm> {
  const fields = await setup(
    `<form><card-tokenizer name="card" ${attributes}></card-tokenizer></form>`,
  );
  fields.el.registration = registrationFor(server.url);
  await fields.el.updateComplete;
  return { ...fields, form: document.querySelector('form')! };
}

const formData = (form: HTMLFormElement) => Object.fromEntries(new FormData(form));
const checkbox = (el: HTMLElement) => el.shadowRoot!.querySelector<HTMLInputElement>('input');
const saveField = (el: HTMLElement) => el.shadowRoot!.querySelector('[part="save-field"]');

function tokenized(el: HTMLElement): Promise<CardTokenizedDetail> {
  return new Promise((resolve) =>
    el.addEventListener('card-tokenized', (event) => resolve(event.detail), { once: true }),
  );
}

/** Ticks or unticks the box as a shopper does: Tab from the security code, then Space. */
async function toggleByKeyboard({ el, cvx }: Setup): Promise<void> {
  cvx.focus();
  await userEvent.keyboard('{Tab}');
  expect(focused()).toBe(checkbox(el));
  await userEvent.keyboard(' ');
  await el.updateComplete;
}

describe('without save-card', () => {
  test('shows nothing and implies nothing: no saveCard in the events, no <name>-save', async () => {
    const fields = await inForm();
    expect(saveField(fields.el)).toBeNull();
    expect(checkbox(fields.el)).toBeNull();
    const seen = changes(fields.el);
    const detail = tokenized(fields.el);
    await fillCard(fields);
    await fields.el.tokenize();
    expect(seen.at(-1)).not.toHaveProperty('saveCard');
    expect(await detail).not.toHaveProperty('saveCard');
    expect(formData(fields.form)).toEqual({
      card: 'data=registration-data-1',
      'card-browser': browserField(),
    });
  });
});

describe('save-card="ask"', () => {
  test('shows a native checkbox, unticked, named "Save this card for future payments"', async () => {
    const { el } = await inForm('save-card="ask"');
    const box = checkbox(el)!;
    expect(box.type).toBe('checkbox');
    expect(box.checked).toBe(false);
    expect(box.closest('label')?.textContent?.trim()).toBe('Save this card for future payments');
    expect(box.labels?.[0]?.textContent?.trim()).toBe('Save this card for future payments');
    // It holds no card data and joins no form by itself.
    expect(box.name).toBe('');
    expect(box.value).toBe('on');
  });

  test('unticked, the card goes with saveCard false in the events and card-save=false', async () => {
    const fields = await inForm('save-card="ask"');
    const seen = changes(fields.el);
    const detail = tokenized(fields.el);
    await fillCard(fields);
    expect(seen.at(-1)).toMatchObject({ saveCard: false });
    await fields.el.tokenize();
    expect(await detail).toMatchObject({
      registrationData: 'data=registration-data-1',
      saveCard: false,
    });
    expect(formData(fields.form)).toEqual({
      card: 'data=registration-data-1',
      'card-browser': browserField(),
      'card-save': 'false',
    });
  });

  test('ticked by keyboard after the security code, the card goes with saveCard true', async () => {
    const fields = await inForm('save-card="ask"');
    const seen = changes(fields.el);
    await fillCard(fields);
    await toggleByKeyboard(fields);
    expect(checkbox(fields.el)!.checked).toBe(true);
    expect(seen.at(-1)).toMatchObject({ saveCard: true, complete: true });
    const detail = tokenized(fields.el);
    await fields.el.tokenize();
    expect(await detail).toMatchObject({ saveCard: true });
    expect(formData(fields.form)).toMatchObject({ 'card-save': 'true' });
    // Unticked again after tokenizing: the form posts the choice as it is now.
    await toggleByKeyboard(fields);
    expect(seen.at(-1)).toMatchObject({ saveCard: false });
    expect(formData(fields.form)).toMatchObject({ 'card-save': 'false' });
  });

  test('comes after the name on the card in the focus order when that is asked for', async () => {
    const { el } = await inForm('save-card="ask" holder-name="optional"');
    el.querySelector<HTMLInputElement>('input[data-field="holder"]')!.focus();
    await userEvent.keyboard('{Tab}');
    expect(focused()).toBe(checkbox(el));
  });

  test('reset() unticks it; disabled disables it', async () => {
    const fields = await inForm('save-card="ask"');
    await toggleByKeyboard(fields);
    fields.el.reset();
    await fields.el.updateComplete;
    expect(checkbox(fields.el)!.checked).toBe(false);
    fields.el.disabled = true;
    await fields.el.updateComplete;
    expect(checkbox(fields.el)!.disabled).toBe(true);
  });

  test('speaks the page language', async () => {
    const { el } = await inForm('save-card="ask" lang="fr"');
    expect(saveField(el)?.textContent?.trim()).toBe(
      'Enregistrer cette carte pour de futurs paiements',
    );
  });

  test('the saveCard property sets it as the attribute does', async () => {
    const fields = await inForm();
    fields.el.saveCard = 'ask';
    await fields.el.updateComplete;
    expect(checkbox(fields.el)?.checked).toBe(false);
    fields.el.saveCard = undefined;
    await fields.el.updateComplete;
    expect(saveField(fields.el)).toBeNull();
  });
});

describe('save-card="notice"', () => {
  test('says the card is kept, with no checkbox, and sends saveCard true', async () => {
    const fields = await inForm('save-card="notice"');
    expect(checkbox(fields.el)).toBeNull();
    expect(saveField(fields.el)?.textContent?.trim()).toBe(
      'This card will be saved for future payments.',
    );
    const detail = tokenized(fields.el);
    await fillCard(fields);
    await fields.el.tokenize();
    expect(await detail).toMatchObject({ saveCard: true });
    expect(formData(fields.form)).toMatchObject({ 'card-save': 'true' });
  });
});
