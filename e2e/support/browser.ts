/**
 * Debian's Chromium driven by playwright-core (never a downloaded browser). Playwright gives every
 * launch a fresh temporary profile.
 */
import fs from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../../.test-results/screenshots');

export async function launchBrowser(): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!fs.existsSync(executablePath))
    throw new Error(`Chromium not found at ${executablePath} (apt-get install chromium)`);
  const browser = await chromium.launch({
    executablePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  // Every page as for a user who asked for less motion: dialogs, drawers and menus open and close
  // at once (the app honours the setting, theme.ts useTheme), so no step clicks into an opening zoom
  // or waits out a closing fade. Behaviour is the same; only the animations are gone. (Chromium's
  // --force-prefers-reduced-motion switch does not reach headless pages; the context option does.)
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = (options = {}) => newContext({ reducedMotion: 'reduce', ...options });
  browser.newPage = (options = {}) => newPage({ reducedMotion: 'reduce', ...options });
  return browser;
}

export const baseUrl = () => inject('baseUrl');

/**
 * Screenshots are for people to look at (.test-results/screenshots). E2E_SCREENSHOTS=0 skips them
 * (CI, where nobody does: a full-page PNG at 1920 px costs about as much as the check it follows).
 */
export const SCREENSHOTS = process.env.E2E_SCREENSHOTS !== '0';

export async function screenshot(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS) return;
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/** Screenshots at the two widths every list and detail page is checked at: 1366 and 1920 px. */
export async function screenshotWidths(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS) return;
  const size = page.viewportSize();
  for (const width of [1366, 1920]) {
    await page.setViewportSize({ width, height: size?.height ?? 900 });
    await page.waitForTimeout(200);
    await screenshot(page, `${name}-${width}`);
  }
  if (size) await page.setViewportSize(size);
}

/**
 * Opens the header's user menu. The unread-notice popup appears 5 s after sign-in and its mask
 * can cover the header at any moment, which closes a hover menu; close the popup and try again.
 */
export async function openUserMenu(page: Page): Promise<void> {
  const open = page.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu');
  for (let attempt = 0; attempt < 5; attempt++) {
    if (await page.locator('.ant-modal-wrap:visible').count()) {
      await page.keyboard.press('Escape');
      await page
        .locator('.ant-modal-wrap:visible')
        .first()
        .waitFor({ state: 'detached', timeout: 3000 })
        .catch(() => undefined);
    }
    await page
      .getByTestId('user-menu')
      .hover({ timeout: 3000 })
      .catch(() => undefined);
    if (
      await open
        .first()
        .waitFor({ timeout: 3000 })
        .then(() => true)
        .catch(() => false)
    )
      return;
    await page.mouse.move(0, 0);
  }
  throw new Error('the user menu did not open');
}
