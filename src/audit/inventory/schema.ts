import { z } from 'zod';

/** The inventory format's version: a change that old files cannot follow gets a new one. */
export const INVENTORY_VERSION = 1;

/** Who answers for an entry and why it is there: PCI DSS 6.4.3's authorisation and justification. */
const approval = {
  owner: z.string().optional().describe('The team or person who answers for it.'),
  justification: z.string().optional().describe('Why the payment page needs it (6.4.3).'),
  approvedBy: z.string().optional().describe('Who authorised it; empty until a person does.'),
  approvedOn: z
    .string()
    .regex(/^(\d{4}-\d{2}-\d{2})?$/, 'a date as YYYY-MM-DD')
    .optional()
    .describe('The day it was authorised, YYYY-MM-DD.'),
};

/** Where an entry belongs when it is not the page's own document: one of its frames. */
const frame = z
  .string()
  .min(1)
  .optional()
  .describe(
    'The frame whose document it belongs to, by URL as scripts are named; absent for the page itself.',
  );

const sha384 = z.string().regex(/^sha384-[A-Za-z0-9+/]{64}$/, 'a sha384-… hash');

export const scriptEntry = z
  .object({
    url: z.string().min(1).describe('Same-origin by path, others by absolute URL, or "inline".'),
    sha384: sha384.describe('SHA-384 of the body as received, SRI form.'),
    integrity: z.boolean().describe('Whether its <script> carries an integrity attribute.'),
    loadedBy: z.string().optional().describe('What loaded it, as last seen (not compared).'),
    frame,
    ...approval,
  })
  .strict();

export const headerEntry = z
  .object({
    name: z.string().min(1).describe('Lower case.'),
    value: z.string().describe("Nonces as 'nonce-{nonce}', HTTP dates as {date}."),
    frame,
    ...approval,
  })
  .strict();

export const listenerEntry = z
  .object({
    type: z.string().min(1),
    target: z.string().min(1).describe('window, document, form, card-tokenizer or a card input.'),
    script: z.string().min(1).describe('The script that attached it, as in scripts[].url.'),
    frame,
    ...approval,
  })
  .strict();

export const frameEntry = z
  .object({
    url: z.string().min(1),
    parent: z.string().optional(),
    ...approval,
  })
  .strict();

export const workerEntry = z
  .object({
    type: z.enum(['service', 'shared', 'dedicated']),
    url: z.string().min(1).describe('Its script: same-origin by path, others by absolute URL.'),
    sha384: sha384.describe('SHA-384 of its script as received, SRI form.'),
    scope: z.string().optional().describe("A service worker's scope."),
    registeredBy: z
      .string()
      .optional()
      .describe(
        'The script that started it (or registered it), else its document, as last seen (not compared).',
      ),
    ...approval,
  })
  .strict();

export const tokenizationOriginEntry = z
  .object({
    origin: z
      .string()
      .regex(/^https?:\/\/[^/]+$/, 'an origin such as https://tokenization.example')
      .describe('An origin the element may post the card to.'),
    ...approval,
  })
  .strict();

export const inventorySchema = z
  .object({
    $schema: z.string().optional(),
    version: z.literal(INVENTORY_VERSION),
    page: z.string().min(1).describe('The payment page, by path.'),
    scripts: z.array(scriptEntry),
    headers: z.array(headerEntry),
    listeners: z.array(listenerEntry),
    frames: z.array(frameEntry),
    workers: z
      .array(workerEntry)
      .optional()
      .describe('Service, shared and dedicated workers serving the page; absent is none.'),
    tokenizationOrigins: z
      .array(tokenizationOriginEntry)
      .optional()
      .describe('The origins the element may post the card to; any other is drift.'),
  })
  .strict();

export type Inventory = z.infer<typeof inventorySchema>;
export type ScriptEntry = z.infer<typeof scriptEntry>;
export type HeaderEntry = z.infer<typeof headerEntry>;
export type ListenerEntry = z.infer<typeof listenerEntry>;
export type FrameEntry = z.infer<typeof frameEntry>;
export type WorkerEntry = z.infer<typeof workerEntry>;
export type TokenizationOriginEntry = z.infer<typeof tokenizationOriginEntry>;
export type Approval = Pick<ScriptEntry, 'owner' | 'justification' | 'approvedBy' | 'approvedOn'>;

/** The JSON Schema shipped in the package, written from the schema above at build time. */
export function inventoryJsonSchema(): object {
  return {
    ...z.toJSONSchema(inventorySchema, { target: 'draft-2020-12' }),
    $id: `https://unpkg.com/card-tokenizer/dist/payment-page-inventory.v${INVENTORY_VERSION}.schema.json`,
    title: 'card-tokenizer payment page inventory',
    description:
      'The scripts, workers, security headers, frames, card-field listeners and tokenization origins approved for one payment page (PCI DSS 6.4.3, 11.6.1).',
  };
}
