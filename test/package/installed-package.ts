import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';

const repository = resolve(import.meta.dirname, '../..');

function npm(args: string[], cwd: string): string {
  return execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Packs the repository and installs the tarball into a new project, as a user would. */
export function installPackedPackage(): { project: string; files: string[] } {
  const project = mkdtempSync(join(tmpdir(), 'card-tokenizer-package-'));
  const [packed] = JSON.parse(npm(['pack', '--json', '--pack-destination', project], repository));
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({ name: 'shop', private: true, type: 'module' }),
  );
  npm(
    ['install', '--no-audit', '--no-fund', '--prefer-offline', join(project, packed.filename)],
    project,
  );
  return { project, files: packed.files.map((file: { path: string }) => file.path) };
}

/** Runs a module in the project with plain Node and returns what it printed. */
export function runInProject(project: string, code: string): string {
  // A name of its own: test files sharing one project run at once.
  const file = `check-${randomUUID()}.mjs`;
  writeFileSync(join(project, file), code);
  return execFileSync('node', [file], { cwd: project, encoding: 'utf8' });
}

/** Starts the installed `card-tokenizer-sandbox` bin and resolves its address once it listens. */
export function startInstalledSandbox(
  project: string,
): Promise<{ url: string; process: ChildProcess }> {
  const bin = join(project, 'node_modules/.bin/card-tokenizer-sandbox');
  const child = spawn(bin, ['--port', '0'], { cwd: project, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolveStart, reject) => {
    child.once('exit', (code) => reject(new Error(`card-tokenizer-sandbox exited with ${code}`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const match = /listening on (http:\/\/\S+)/.exec(line);
      if (match) resolveStart({ url: match[1]!, process: child });
    });
  });
}
