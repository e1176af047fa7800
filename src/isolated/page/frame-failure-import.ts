/** The shopper's failure message in its own chunk: it loads only when the frame fails. */
export const loadFailure = (): Promise<typeof import('./frame-failure.js')> =>
  import('./frame-failure.js');
