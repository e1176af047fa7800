/** The client's types are the service's wire shapes, shared with the sandbox. */
export type * from '../service/types.js';
