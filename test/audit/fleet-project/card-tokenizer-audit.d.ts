// The audit's modules ship without declarations (src/audit stays out of tsconfig.build.json).
declare module 'card-tokenizer/audit/playwright' {
  export function auditPages(file: string): { name: string; url: string }[];
}
