// CardTokenizerFrameComponent in a real Chromium with its frame on another origin: the inputs
// reach the element, and the control follows the card typed inside the frame. The component is
// the package's build (dist/angular, ngc's partial output linked by the JIT compiler): the JIT
// compiler alone does not see signal inputs.
import '@angular/compiler';
import { Component, type ApplicationRef } from '@angular/core';
import { FormControl, ReactiveFormsModule } from '@angular/forms';
import { bootstrapApplication } from '@angular/platform-browser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import type { StartedFrame } from '../browser/frame-server-commands.js';
import { useTokenizationServer } from '../browser/tokenization-server.js';
import { CardTokenizerFrameComponent } from '../../dist/angular/angular-isolated.js';

const server = useTokenizationServer();
let frame: StartedFrame;
beforeAll(async () => {
  frame = await commands.frameServerStart(location.origin, server.origin);
});
afterAll(() => commands.frameServerClose(frame.port));

@Component({
  selector: 'test-checkout',
  imports: [ReactiveFormsModule, CardTokenizerFrameComponent],
  template: `<card-tokenizer-frame
    [src]="src"
    [formControl]="card"
    [registration]="registration"
    [frameTimeout]="8000"
    [networkChoice]="false"
    [compactMessages]="true"
    name="card"
  />`,
})
class Checkout {
  readonly src = frame.src;
  readonly card = new FormControl<string | null>(null);
  readonly registration = {
    CardRegistrationURL: server.url,
    AccessKey: 'access-key-1',
    PreregistrationData: 'preregistration-1',
  };
}

let app: ApplicationRef | undefined;
afterEach(() => {
  app?.destroy();
  app = undefined;
  document.body.innerHTML = '';
});

/** The checkout bootstrapped, its control, and the element once its frame answered. */
async function checkout() {
  document.body.innerHTML = '<test-checkout></test-checkout>';
  app = await bootstrapApplication(Checkout);
  const { card, registration } = app.components[0]!.instance as Checkout;
  const el = document.querySelector('card-tokenizer-frame')!;
  await expect.poll(() => el.matches(':state(ready)'), { timeout: 10_000 }).toBe(true);
  return { card, registration, el };
}

describe('CardTokenizerFrameComponent', () => {
  it('sets its inputs on the element: attributes, and the registration as a property', async () => {
    const { el, registration } = await checkout();
    expect(el.getAttribute('src')).toBe(frame.src);
    expect(el.getAttribute('frame-timeout')).toBe('8000');
    expect(el.hasAttribute('network-choice')).toBe(false);
    expect(el.getAttribute('compact-messages')).toBe('');
    expect(el.registration).toBe(registration);
    expect(el.querySelector('iframe')!.src).toBe(frame.src);
  });

  it("follows the card typed in the frame: the element's validity, then the registration data", async () => {
    const { card, el } = await checkout();
    // The frame's validity, which came without a card-change: an empty card, no longer "not ready".
    await expect.poll(() => card.errors).toEqual({ required: true });
    // Into the frame's inputs themselves: keys sent after el.focus() can reach the frame before
    // its input has the focus, and go nowhere (a loaded run).
    const inFrame = page.frameLocator(page.elementLocator(el.querySelector('iframe')!));
    await inFrame.getByLabelText('Card number').fill('4242');
    await expect.poll(() => card.errors).toEqual({ card: el.validationMessage });
    expect(el.validationMessage).not.toBe('');
    await inFrame.getByLabelText('Card number').fill('4242424242424242');
    await inFrame.getByLabelText('Expiry date').fill('1230');
    await inFrame.getByLabelText('Security code').fill('123');
    await expect.poll(() => card.valid).toBe(true);
    expect(card.value).toBeNull();
    expect(await el.tokenize()).toBe('data=registration-data-1');
    expect(card.value).toBe('data=registration-data-1');
    card.reset();
    await expect.poll(() => card.errors).toEqual({ required: true });
    expect(card.value).toBeNull();
  });

  it('is touched when the focus leaves the frame for the page', async () => {
    const { card, el } = await checkout();
    document.body.append(Object.assign(document.createElement('button'), { type: 'button' }));
    el.focus();
    await userEvent.keyboard('4');
    expect(card.touched).toBe(false);
    document.querySelector('button')!.focus();
    expect(card.touched).toBe(true);
  });
});
