import type { WebDriver, WebElement } from 'selenium-webdriver';

/**
 * Runs `fn` with the document of `<card-tokenizer-frame>`'s iframe as the session's, then comes
 * back to the page.
 */
export async function inCardFrame<T>(session: WebDriver, fn: () => Promise<T>): Promise<T> {
  const iframe = await session.executeScript<WebElement>(
    "return document.querySelector('card-tokenizer-frame iframe')",
  );
  await session.switchTo().frame(iframe);
  try {
    return await fn();
  } finally {
    await session.switchTo().defaultContent();
  }
}
