// Types of scripts/fold-templates.mjs, for scripts/build-plugins.ts.
export declare function foldTemplates(code: string): string;
