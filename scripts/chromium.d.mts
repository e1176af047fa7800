// Types of scripts/chromium.mjs, for playwright.config.ts.
export declare const chromiumPath: string;
export declare const chromiumArgs: string[];
