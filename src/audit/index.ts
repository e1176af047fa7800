// The payment page audit (card-tokenizer-audit), for Node: the command and its inventory schema.
export { runCli, type CliIo } from './main.js';
export { runFleet } from './fleet/run-fleet.js';
export { inventoryJsonSchema, INVENTORY_VERSION, type Inventory } from './inventory/schema.js';
