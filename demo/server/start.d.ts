/** The running demo: its pages' URL, the frame page's, the backend's, and a sentence naming the payment service. */
export interface RunningDemo {
  url: string;
  /** The isolated checkout's frame page, on the demo's second origin (`http://localhost:<port>`). */
  frameUrl: string;
  backendUrl: string;
  service: string;
  close(): Promise<void>;
}

export function startDemo(options: {
  port: number;
  strictPort?: boolean;
  env?: Record<string, string | undefined>;
  /** The checkout pages built and served as built, as `npm run audit` checks them. */
  built?: boolean;
  /** The port of the isolated checkout's frame host on 127.0.0.1 (0, the default: a free one). */
  framePort?: number;
}): Promise<RunningDemo>;
