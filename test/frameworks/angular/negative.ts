// Must NOT compile: test/frameworks/angular.test.ts expects ngc (strictTemplates) to report
// exactly these errors, so that the Angular typings cannot decay into `any`.
import { Component } from '@angular/core';
import type { CardErrorDetail } from 'card-tokenizer';
import { CardTokenizerComponent } from 'card-tokenizer/angular';
import { CardTokenizerFrameComponent } from 'card-tokenizer/angular/isolated';

@Component({
  selector: 'app-negative',
  imports: [CardTokenizerComponent, CardTokenizerFrameComponent],
  template: `
    <card-tokenizer [registraton]="registration" />
    <card-tokenizer [disabled]="'yes'" />
    <card-tokenizer [timeout]="'5000'" />
    <card-tokenizer (cardTokenized)="showError($event)" />
    <card-tokenizer (card-tokenized)="showError($event.detail)" />
    <card-tokenizer-frame src="/card-frame.html" [frameTimout]="5000" />
    <card-tokenizer-frame src="/card-frame.html" [frameTimeout]="'5000'" />
    <card-tokenizer-frame [name]="'card'" />
    <card-tokenizer-frame src="/card-frame.html" (cardTokenized)="showError($event)" />
  `,
})
export class Negative {
  protected readonly registration = {};
  protected showError(detail: CardErrorDetail): string {
    return detail.message;
  }
}
