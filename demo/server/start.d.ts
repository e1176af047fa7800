/** The running demo: its pages' URL, the backend's, and a sentence naming the payment service. */
export interface RunningDemo {
  url: string;
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
}): Promise<RunningDemo>;
