import { auditPages } from 'card-tokenizer/audit/playwright';

auditPages(process.env.AUDIT_PAGES!);
