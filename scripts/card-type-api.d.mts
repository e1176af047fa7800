// Types of scripts/card-type-api.mjs, for vite.config.ts.
export declare const UNUSED_METHODS: readonly string[];
export declare function dropCardTypeApi(code: string): string;
