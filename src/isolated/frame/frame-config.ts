import type { FrameConfig } from '../channel/protocol.js';

/** The id of the frame page's config block, which `server/page/frame-page.ts` writes. */
const CONFIG_ID = 'card-tokenizer-frame-config';

/** The page's config block (`<script type="application/json">`, which never runs). */
export function readConfig(doc: Document = document): FrameConfig {
  try {
    const { parents, tokenization, registration } = JSON.parse(
      doc.getElementById(CONFIG_ID)?.textContent ?? '',
    ) as Partial<FrameConfig>;
    const list = (value: unknown) =>
      Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
    return {
      parents: list(parents),
      tokenization: list(tokenization),
      ...(typeof registration === 'string' && { registration }),
    };
  } catch {
    return { parents: [], tokenization: [] };
  }
}
