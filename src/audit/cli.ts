#!/usr/bin/env node
import { runCli, runFleet } from './index.js';

const args = process.argv.slice(2);
// A page list is a run of its own: many pages, several browsers, one evidence folder.
const fleet = args.some((arg) => arg === '--pages' || arg.startsWith('--pages='));
process.exitCode = await (fleet ? runFleet : runCli)(args, {
  stdout: (text) => process.stdout.write(`${text}\n`),
  stderr: (text) => process.stderr.write(`${text}\n`),
});
