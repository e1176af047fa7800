// CardTokenizerComponent as the package builds it (dist/angular, ngc's partial output linked by
// the JIT compiler): its signal inputs reach the element, which the JIT compiler alone does not see.
import '@angular/compiler';
import { Component, signal, type ApplicationRef } from '@angular/core';
import { bootstrapApplication } from '@angular/platform-browser';
import { afterEach, expect, it } from 'vitest';
import { CardTokenizerComponent } from '../../dist/angular/angular.js';

@Component({
  selector: 'test-checkout',
  imports: [CardTokenizerComponent],
  template: `<card-tokenizer [compactMessages]="compact()" [holderName]="'optional'" />`,
})
class Checkout {
  readonly compact = signal(true);
}

let app: ApplicationRef | undefined;
afterEach(() => {
  app?.destroy();
  app = undefined;
  document.body.innerHTML = '';
});

it('sets `compact-messages`, which only the styles read, as an attribute, and removes it', async () => {
  document.body.innerHTML = '<test-checkout></test-checkout>';
  app = await bootstrapApplication(Checkout);
  const el = document.querySelector('card-tokenizer')!;
  expect(el.holderName).toBe('optional');
  expect(el.getAttribute('compact-messages')).toBe('');
  (app.components[0]!.instance as Checkout).compact.set(false);
  await app.whenStable();
  expect(el.hasAttribute('compact-messages')).toBe(false);
});
