import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { NARROW_QUERY } from '../../src/config/breakpoint.ts';
import { LANGUAGES, localizedPath, type Lang } from '../../src/domain/languages.ts';
import { useBrowser } from '../support/browser.ts';
import { siteUrl } from '../support/context.ts';
import { horizontalOverflow, linesOf, menuEntryProblems } from '../support/layout.ts';

const browser = useBrowser();

/** From the smallest phone to a wide desktop, on both sides of the one breakpoint (768 | 769). */
const WIDTHS = [320, 360, 414, 600, 768, 769, 800, 900, 1024, 1280, 1920];
const HEIGHT = 720;
/** Each test below walks every width: 10 to 20 s on an idle machine, several times that on a busy one. */
const WALK = { timeout: 180_000 };
const PACKAGE = '/packages/dolomites-hut-to-hut-alta-via-1/';
const BLOG_POST = '/blog/a-night-in-a-dolomites-rifugio/';

async function resize(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: HEIGHT });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** The blog post in a language: its slug is its own, as the English post's hreflang link says. */
async function blogPostPath(page: Page, lang: Lang): Promise<string> {
  await page.goto(siteUrl(BLOG_POST));
  const href = await page.locator(`link[rel="alternate"][hreflang="${lang}"]`).getAttribute('href');
  return new URL(href!).pathname;
}

/** Opens one menu of the bar by its button, checks its entries as a visitor sees them, and closes it again. */
async function openedMenuProblems(page: Page, name: RegExp): Promise<string[]> {
  const toggle = page.getByRole('button', { name });
  await toggle.click();
  const list = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
  await list.waitFor();
  const problems = await menuEntryProblems(list);
  await toggle.click();
  await list.waitFor({ state: 'hidden' });
  return problems;
}

describe.each(LANGUAGES)('layout in %s, from 320 to 1920 px wide', (lang) => {
  it('the home page, a package, the package list, a blog post and contact never stick out sideways', WALK, async () => {
    const page = await browser.open(localizedPath(lang, '/'), { reducedMotion: 'reduce' });
    const paths = [localizedPath(lang, '/'), localizedPath(lang, PACKAGE), localizedPath(lang, '/packages/'), await blogPostPath(page, lang), localizedPath(lang, '/contact/')];
    const found: string[] = [];
    for (const path of paths) {
      await page.goto(siteUrl(path));
      for (const width of WIDTHS) {
        await resize(page, width);
        for (const problem of await horizontalOverflow(page)) found.push(`${path} at ${width}: ${problem}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('the bar keeps its logo, links and pickers on one line each, and every menu entry shows whole', WALK, async () => {
    const page = await browser.open(localizedPath(lang, '/'), { reducedMotion: 'reduce' });
    const header = page.locator('[data-site-header]');
    const found: string[] = [];
    for (const width of WIDTHS) {
      await resize(page, width);
      const at = (problem: string) => found.push(`${width}: ${problem}`);
      if ((await linesOf(header.locator('.logo-text'))) !== 1) at('the logo is on more than one line');
      const narrow = await page.evaluate((query) => matchMedia(query).matches, NARROW_QUERY);
      const menuToggle = header.locator('[data-menu-toggle]');
      if (narrow) await menuToggle.click();
      for (const link of await header.getByRole('navigation').getByRole('link').all()) {
        if ((await linesOf(link)) !== 1) at(`the link ${await link.textContent()} wraps`);
      }
      for (const name of [/^(Language|Sprache|Lingua|Langue|Idioma):/, /^(Currency|Währung|Valuta|Devise|Moneda):/]) {
        const toggle = header.getByRole('button', { name });
        const menu = await toggle.getAttribute('aria-controls');
        const box = (await toggle.boundingBox())!;
        if (box.height > 48) at(`the ${menu} toggle wraps (${box.height} px high)`);
        // A toggle cut off by the window's edge cannot be clicked: that is the finding.
        if (box.x < 0 || box.x + box.width > width) at(`the ${menu} toggle is cut off at ${Math.round(box.x)}–${Math.round(box.x + box.width)}`);
        else for (const problem of await openedMenuProblems(page, name)) at(`${menu}: ${problem}`);
      }
      if (narrow) await menuToggle.click();
    }
    expect(found).toEqual([]);
  });

  it("leaves room between the booking section and the custom-trip card's dashed border", async () => {
    const page = await browser.open(localizedPath(lang, PACKAGE), { reducedMotion: 'reduce' });
    for (const width of [320, 800, 1280]) {
      await resize(page, width);
      const booking = (await page.locator('#purchase').boundingBox())!;
      const card = (await page.locator('.custom-trip-card').boundingBox())!;
      expect(card.y - (booking.y + booking.height), `at ${width} px`).toBeGreaterThanOrEqual(32);
    }
  });
});
