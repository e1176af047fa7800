// Types of scripts/fold-templates.mjs, for vite.config.ts.
export declare function foldTemplates(code: string): string;
