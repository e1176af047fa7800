// Types of scripts/card-type-api.mjs, for scripts/build-plugins.ts.
export declare const UNUSED_METHODS: readonly string[];
export declare function dropCardTypeApi(code: string): string;
export declare const SERVICE_BRANDS: readonly string[];
export declare const LIBRARY_BRANDS: readonly string[];
export declare function keepServiceBrands(code: string): string;
