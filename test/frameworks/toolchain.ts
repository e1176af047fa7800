import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const repository = fileURLToPath(new URL('../..', import.meta.url));

export interface Run {
  status: number | null;
  /** stdout and stderr together, as the tool printed them. */
  output: string;
}

/** Runs a command in a folder of the repository and gives back its exit code and output. */
export function run(folder: string, command: string, args: string[]): Run {
  const { status, stdout, stderr } = spawnSync(command, args, {
    cwd: `${repository}${folder}`,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
  });
  return { status, output: `${stdout}${stderr}` };
}

/** An npm script of an example (`check`, `build`). */
export const npmScript = (framework: string, script: string) =>
  run(`examples/${framework}`, 'npm', ['run', '--silent', script]);
