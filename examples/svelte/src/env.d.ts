/// <reference types="card-tokenizer/svelte" />
