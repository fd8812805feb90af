import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, useBrowser } from '../support/browser.ts';
import { siteUrl } from '../support/context.ts';

const browser = useBrowser();

const teaser = (page: Page, name: string) => page.getByRole('region', { name }).getByRole('list');

describe('home', () => {
  it('opens on the hero, links to the about page, packages and contact, and shows the plastic-free badge', async () => {
    const page = await browser.open('/');
    expect(await page.title()).toBe('Altura Adventures · Small-group adventure trips with local guides');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Walk further, travel lighter');
    expect(await page.getByRole('link', { name: 'Explore our trips' }).getAttribute('href')).toBe('/packages/');
    expect(await page.getByRole('link', { name: 'Meet the team' }).getAttribute('href')).toBe('/about/');
    expect(await page.getByRole('link', { name: 'Get in touch' }).getAttribute('href')).toBe('/contact/');
    expect(await page.getByRole('img', { name: 'Plastic-free trips' }).isVisible()).toBe(true);
    const hero = page.locator('.home-hero img');
    expect(await hero.getAttribute('fetchpriority')).toBe('high');
    expect(await hero.getAttribute('loading')).not.toBe('lazy');
  });

  it.each([
    { lang: 'en', path: '/', device: {}, title: 'Where we are heading', loading: 'Loading...', more: 'See all trips' },
    { lang: 'de', path: '/de/', device: PHONE, title: 'Wohin es als Nächstes geht', loading: 'Wird geladen...', more: 'Alle Reisen ansehen' },
  ])('reveals at most four active packages 3.5 s after the page loads, linking to their pages ($lang)', async ({ path, device, title, loading, more }) => {
    const page = await browser.open(path, device);
    const list = teaser(page, title);
    expect(await page.getByRole('region', { name: title }).getByRole('status').textContent()).toBe(loading);
    expect(await list.getByRole('link').count()).toBe(0);

    await page.waitForFunction(() => !document.querySelector('[data-teaser]')?.hasAttribute('data-pending'), undefined, { timeout: 8000 });
    const revealedAt = await page.evaluate(() => performance.now());
    expect(revealedAt).toBeGreaterThanOrEqual(3500);
    expect(revealedAt).toBeLessThan(7000);

    const links = list.getByRole('link');
    expect(await links.count()).toBe(4);
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(hrefs).toEqual(
      [
        'annapurna-circuit-villages-thorong-la/',
        'atlas-mountains-sahara-nights/',
        'costa-rica-volcanoes-cloud-forest-pacific/',
        'cote-dazur-provence-sentiers-du-littoral/',
      ].map((slug) => `${path}packages/${slug}`),
    );
    await list.getByRole('link').first().scrollIntoViewIfNeeded();
    expect(await list.getByRole('link').first().isVisible()).toBe(true);
    expect(await list.getByText(/Coming soon|Demnächst/).count()).toBe(0);
    expect(await page.getByRole('link', { name: more }).getAttribute('href')).toBe(`${path}packages/`);
  });

  it('has every teaser card in the HTML from the start, for crawlers and visitors without scripts', async () => {
    const html = await (await fetch(siteUrl('/de/'))).text();
    const teaserHtml = html.slice(html.indexOf('data-teaser'), html.indexOf('data-teaser-loading'));
    expect(teaserHtml.match(/<h3/g)).toHaveLength(4);
    expect(teaserHtml).toContain('href="/de/packages/atlas-mountains-sahara-nights/"');
    expect(teaserHtml).not.toContain('Kumano');
  });

  /** Fake timers, paused: the review timer only moves when the test moves the clock. */
  async function withPausedClock(page: Page): Promise<void> {
    await page.clock.install({ time: new Date('2030-01-01T08:00:00Z') });
    await page.reload();
    await page.clock.pauseAt(new Date('2030-01-01T08:01:00Z'));
  }
  const shownReview = (page: Page, name: string) => () =>
    page.getByRole('region', { name }).locator('li[data-active] figcaption').textContent();

  it('rotates the reviews every 5 s and holds still while the pointer rests on them', async () => {
    const page = await browser.open('/');
    await withPausedClock(page);
    const reviews = page.getByRole('region', { name: 'What travellers say' });
    const shown = shownReview(page, 'What travellers say');
    // Leaving the block starts a full interval, whatever happened while the page loaded.
    await reviews.locator('li[data-active] blockquote').hover();
    await page.mouse.move(0, 0);
    const first = await shown();
    const position = await reviews.getByText(/^Review \d+ of 12$/).textContent();

    await page.clock.runFor(4900);
    expect(await shown()).toBe(first);
    await page.clock.runFor(200);
    expect(await shown()).not.toBe(first);
    expect(await reviews.getByText(/^Review \d+ of 12$/).textContent()).not.toBe(position);
    await expect.poll(() => reviews.locator('figcaption').filter({ hasText: first! }).isVisible()).toBe(false);

    const second = await shown();
    await reviews.locator('li[data-active] blockquote').hover();
    await page.clock.runFor(12_000);
    expect(await shown()).toBe(second);
    await page.mouse.move(0, 0);
    await page.clock.runFor(5100);
    expect(await shown()).not.toBe(second);
  });

  it('stops the reviews with its button, for keyboard and touch alike (German, phone)', async () => {
    const page = await browser.open('/de/', PHONE);
    await withPausedClock(page);
    const reviews = page.getByRole('region', { name: 'Das sagen unsere Gäste' });
    const shown = shownReview(page, 'Das sagen unsere Gäste');
    const first = await shown();

    await reviews.getByRole('button', { name: 'Bewertungen anhalten' }).click();
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(15_000);
    expect(await shown()).toBe(first);

    await reviews.getByRole('button', { name: 'Bewertungen abspielen' }).click();
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(5100);
    expect(await shown()).not.toBe(first);
    expect(await reviews.getByText(/^Bewertung \d+ von 12$/).isVisible()).toBe(true);
  });
});

describe('home carousel', () => {
  const carouselOf = (page: Page, name = 'Impressions from our trips') => page.getByRole('region', { name });
  const scrollLeft = (page: Page) => page.locator('.carousel-track').evaluate((track) => track.scrollLeft);
  const loopWidth = (page: Page) => page.locator('.carousel-track').evaluate((track) => track.scrollWidth / 2);

  it('says Loading... until it hydrates as it comes into view', async () => {
    const html = await (await fetch(siteUrl('/'))).text();
    const island = html.slice(html.indexOf('<astro-island'), html.indexOf('</astro-island>'));
    expect(island).toContain('client="visible"');
    expect(island).toContain('Loading...');
  });

  it('scrolls by itself, repeats the images to at least six and pauses from the keyboard', async () => {
    const page = await browser.open('/');
    const carousel = carouselOf(page);
    await carousel.scrollIntoViewIfNeeded();
    const pause = carousel.getByRole('button', { name: 'Pause the slideshow' });
    await pause.waitFor();
    expect(await carousel.locator('li:not([aria-hidden])').count()).toBeGreaterThanOrEqual(6);

    const start = await scrollLeft(page);
    await page.waitForTimeout(600);
    expect((await scrollLeft(page)) - start).toBeGreaterThan(15);

    await pause.focus();
    await page.keyboard.press('Enter');
    const play = carousel.getByRole('button', { name: 'Play the slideshow' });
    await play.waitFor();
    const paused = await scrollLeft(page);
    await page.waitForTimeout(400);
    expect(await scrollLeft(page)).toBe(paused);
    await page.keyboard.press('Space');
    await pause.waitFor();
  });

  it('follows a mouse drag at 1.5 times its distance, paused while dragging, then moves on', async () => {
    const page = await browser.open('/');
    const carousel = carouselOf(page);
    await carousel.scrollIntoViewIfNeeded();
    await carousel.getByRole('button', { name: 'Pause the slideshow' }).waitFor();
    const box = (await page.locator('.carousel-track').boundingBox())!;
    const y = box.y + box.height / 2;
    const loop = await loopWidth(page);

    await page.mouse.move(box.x + 700, y);
    await page.mouse.down();
    const before = await scrollLeft(page);
    await page.mouse.move(box.x + 600, y, { steps: 5 });
    await page.waitForTimeout(300);
    const during = await scrollLeft(page);
    expect((during - before + loop) % loop).toBeCloseTo(150, -0.5);
    await page.waitForTimeout(300);
    expect(await scrollLeft(page)).toBe(during);

    await page.mouse.up();
    await page.waitForTimeout(400);
    expect(((await scrollLeft(page)) - during + loop) % loop).toBeGreaterThan(10);
  });

  it('follows a finger at 1.2 times its distance on a phone, in German', async () => {
    const page = await browser.open('/de/', PHONE);
    const carousel = carouselOf(page, 'Eindrücke von unseren Reisen');
    await carousel.scrollIntoViewIfNeeded();
    await carousel.getByRole('button', { name: 'Diashow anhalten' }).waitFor();
    const box = (await page.locator('.carousel-track').boundingBox())!;
    const y = box.y + box.height / 2;
    const loop = await loopWidth(page);
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x?: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: x === undefined ? [] : [{ x, y }] });

    await touch('touchStart', 300);
    const before = await scrollLeft(page);
    for (const x of [280, 260, 240, 220, 200]) await touch('touchMove', x);
    await page.waitForTimeout(300);
    const during = await scrollLeft(page);
    expect((during - before + loop) % loop).toBeCloseTo(120, -0.5);
    await touch('touchEnd');
    await page.waitForTimeout(400);
    expect(((await scrollLeft(page)) - during + loop) % loop).toBeGreaterThan(10);
  });
});
