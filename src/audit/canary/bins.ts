import { readFile } from 'node:fs/promises';
import { CannotJudge } from '../terms/cannot-judge.js';

/**
 * `--bins <file>`: the merchant's BINs, one a line (the first six digits of each; `#` starts a
 * comment), for example its shoppers' most frequent from the service's BIN lookup.
 */
export async function readBins(file: string): Promise<string[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new CannotJudge(`cannot read --bins ${file}: ${(error as Error).message.split('\n')[0]}`);
  }
  const bins = text
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean);
  const wrong = bins.find((bin) => !/^\d{6,8}$/.test(bin));
  if (wrong !== undefined)
    throw new CannotJudge(`--bins ${file}: expected six to eight digits a line, got "${wrong}"`);
  if (bins.length === 0) throw new CannotJudge(`--bins ${file} holds no BIN`);
  return bins.map((bin) => bin.slice(0, 6));
}
