import type { BrowserData } from '../../src/service/browser-info.js';

/** What a desktop Chromium in Paris in summer reports of itself (`browserInfo()` in the browser). */
export const BROWSER_DATA: BrowserData = {
  JavaEnabled: false,
  JavascriptEnabled: true,
  Language: 'fr-FR',
  ColorDepth: 24,
  ScreenHeight: 1080,
  ScreenWidth: 1920,
  TimeZoneOffset: '-120',
  UserAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0',
};

export const ACCEPT_HEADER = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
