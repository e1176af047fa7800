// Summaries of timing samples: medians and percentiles, robust to the odd slow run.

/** The value at quantile `q` (0–1) of the samples, interpolated between neighbours. */
export function quantile(samples, q) {
  if (samples.length === 0) return NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const above = Math.ceil(position);
  return sorted[below] + (sorted[above] - sorted[below]) * (position - below);
}

export const median = (samples) => quantile(samples, 0.5);

/**
 * Runs `variants` alternately, rotating which goes first each round, so drift on a noisy machine
 * (another process, CPU frequency, GC) falls on every variant alike.
 * @param {Record<string, () => Promise<number>>} variants each resolves one sample (ms)
 * @param {{ rounds: number, warmup?: number, budgetMs: number }} limits
 * @returns {Promise<Record<string, number[]>>} the samples of each variant, warm-up left out
 */
export async function alternate(variants, { rounds, warmup = 0, budgetMs }) {
  const names = Object.keys(variants);
  const samples = Object.fromEntries(names.map((name) => [name, []]));
  const deadline = Date.now() + budgetMs;
  for (let round = 0; round < warmup + rounds && Date.now() < deadline; round++) {
    for (let i = 0; i < names.length; i++) {
      const name = names[(round + i) % names.length];
      const sample = await variants[name]();
      if (round >= warmup) samples[name].push(sample);
    }
  }
  return samples;
}
