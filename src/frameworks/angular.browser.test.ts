// CardTokenizerComponent in a real Chromium, compiled by Angular's JIT compiler: the form
// control's touched, disabled and value paths, which the Angular example's e2e does not reach.
import '@angular/compiler';
import { Component, type ApplicationRef } from '@angular/core';
import { FormControl, ReactiveFormsModule } from '@angular/forms';
import { bootstrapApplication } from '@angular/platform-browser';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { autofill, pinTodayInEachTest, type } from '../../test/browser/element.js';
import { useTokenizationServer } from '../../test/browser/tokenization-server.js';
import { CardTokenizerComponent } from './angular.js';

@Component({
  selector: 'test-checkout',
  imports: [ReactiveFormsModule, CardTokenizerComponent],
  template: `<card-tokenizer [formControl]="card" /><button type="button">Elsewhere</button>`,
})
class Checkout {
  readonly card = new FormControl<string | null>(null);
}

const server = useTokenizationServer();
pinTodayInEachTest();

let app: ApplicationRef | undefined;
afterEach(() => {
  app?.destroy();
  app = undefined;
  document.body.innerHTML = '';
});

/** The checkout bootstrapped, its control, and the element with its inputs. */
async function checkout() {
  document.body.innerHTML = '<test-checkout></test-checkout>';
  app = await bootstrapApplication(Checkout);
  const { card } = app.components[0]!.instance as Checkout;
  const el = document.querySelector('card-tokenizer')!;
  await el.updateComplete;
  const input = (field: string) => el.querySelector<HTMLInputElement>(`[data-field="${field}"]`)!;
  return { card, el, number: input('number'), expiry: input('expiry'), cvx: input('cvx') };
}

describe('CardTokenizerComponent as a form control', () => {
  it("follows the element's validity: required, then the card's message, then valid", async () => {
    const { card, el, number, expiry, cvx } = await checkout();
    expect(card.errors).toEqual({ required: true });
    autofill(number, '4242');
    await el.updateComplete;
    expect(card.errors).toEqual({ card: el.validationMessage });
    expect(el.validationMessage).not.toBe('');
    autofill(number, '4242424242424242');
    autofill(expiry, '12/30');
    autofill(cvx, '123');
    await el.updateComplete;
    expect(card.valid).toBe(true);
    expect(card.value).toBeNull();
  });

  it('is touched when the focus leaves the card, not when it moves between its inputs', async () => {
    const { card, number, expiry } = await checkout();
    await type(number, '4');
    await userEvent.tab();
    expect(document.activeElement).toBe(expiry);
    expect(card.touched).toBe(false);
    document.querySelector('button')!.focus();
    expect(card.touched).toBe(true);
  });

  it('disables the element with the control, and enables it again', async () => {
    const { card, el, number } = await checkout();
    card.disable();
    await el.updateComplete;
    expect(el.disabled).toBe(true);
    expect(number.disabled).toBe(true);
    card.enable();
    await el.updateComplete;
    expect(el.disabled).toBe(false);
    expect(number.disabled).toBe(false);
  });

  it('holds the registration data once tokenized; a reset empties the card', async () => {
    const { card, el, number, expiry, cvx } = await checkout();
    el.registration = {
      CardRegistrationURL: server.url,
      AccessKey: 'access-key-1',
      PreregistrationData: 'preregistration-1',
    };
    autofill(number, '4242424242424242');
    autofill(expiry, '12/30');
    autofill(cvx, '123');
    expect(await el.tokenize()).toBe('data=registration-data-1');
    expect(card.value).toBe('data=registration-data-1');
    card.reset();
    await el.updateComplete;
    expect([number.value, expiry.value, cvx.value]).toEqual(['', '', '']);
    expect(card.value).toBeNull();
    expect(card.errors).toEqual({ required: true });
  });

  it('refuses a value from the form: registration data come only from tokenize()', async () => {
    const { card } = await checkout();
    expect(() => card.setValue('registration-data-from-elsewhere')).toThrow(
      /^Expected no value for <card-tokenizer>'s control \(its value comes from tokenize\(\)\)/,
    );
  });
});
