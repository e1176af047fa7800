// The example's Svelte configuration, for svelte-check run on the negative fixture.
export { default } from '../../../examples/svelte/svelte.config.js';
