/// <reference types="vite/client" />
/// <reference types="card-tokenizer/vue" />
