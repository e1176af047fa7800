import { defineTestDoubles } from 'card-tokenizer/testing';

defineTestDoubles();
