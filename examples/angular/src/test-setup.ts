// TestBed compiles its test module at run time, and links the partly compiled libraries
// (@angular/forms, card-tokenizer/angular): the JIT compiler does both.
import '@angular/compiler';
import { getTestBed } from '@angular/core/testing';
import { BrowserTestingModule, platformBrowserTesting } from '@angular/platform-browser/testing';
import { defineTestDoubles } from 'card-tokenizer/testing';

// Before any test file imports card-tokenizer/angular, which defines the element: the first
// definition of a tag is the one kept.
defineTestDoubles();
getTestBed().initTestEnvironment(BrowserTestingModule, platformBrowserTesting());
