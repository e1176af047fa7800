import type { TestProject } from 'vitest/node';
import { installPackedPackage } from './installed-package.js';

/** The packed tarball installed once into a fresh project, read by every test file that injects it. */
export default function setup(project: TestProject): void {
  project.provide('installedPackage', installPackedPackage());
}

declare module 'vitest' {
  export interface ProvidedContext {
    installedPackage: { project: string; files: string[] };
  }
}
