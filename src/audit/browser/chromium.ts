// The browser is found as the test suite finds it: one place says where and with which flags.
export { chromiumArgs, chromiumPath } from '../../../scripts/chromium.mjs';
