import { readFile, writeFile } from 'node:fs/promises';
import { CannotJudge } from '../terms/cannot-judge.js';
import { inventorySchema, type Inventory } from './schema.js';

/** Reads and checks an inventory; one that does not parse or fit the schema cannot be judged by. */
export async function readInventory(file: string): Promise<Inventory> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new CannotJudge(`cannot read the inventory ${file}: ${code ?? String(error)}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new CannotJudge(`the inventory ${file} is not JSON: ${(error as Error).message}`);
  }
  const result = inventorySchema.safeParse(json);
  if (!result.success) {
    const [issue] = result.error.issues;
    const path = issue.path.length > 0 ? issue.path.join('.') : '(top level)';
    throw new CannotJudge(
      `the inventory ${file} does not fit its schema at ${path}: ${issue.message}`,
    );
  }
  return result.data;
}

/** Keys in the order a reviewer reads them; entries sorted so a change is a small diff. */
const KEY_ORDER = [
  '$schema',
  'version',
  'page',
  'scripts',
  'headers',
  'frames',
  'listeners',
  'url',
  'name',
  'type',
  'target',
  'script',
  'frame',
  'parent',
  'sha384',
  'integrity',
  'value',
  'loadedBy',
  'owner',
  'justification',
  'approvedBy',
  'approvedOn',
];

export async function writeInventory(file: string, inventory: Inventory): Promise<void> {
  await writeFile(file, `${JSON.stringify(ordered(inventory), null, 2)}\n`);
}

function ordered(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(ordered);
  if (typeof value !== 'object' || value === null) return value;
  const rank = (key: string) =>
    KEY_ORDER.includes(key) ? KEY_ORDER.indexOf(key) : KEY_ORDER.length;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
      .map(([key, item]) => [key, ordered(item)]),
  );
}
