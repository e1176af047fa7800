#!/usr/bin/env node
// Audits a payment page against its approved inventory (PCI DSS 6.4.3, 11.6.1); see docs/audit.md.
import '../dist/audit-cli.js';
