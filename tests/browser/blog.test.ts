import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, useBrowser } from '../support/browser.ts';
import { siteUrl } from '../support/context.ts';
import { HOSTILE_POST } from '../support/test-base.ts';

const browser = useBrowser();

const meta = (page: Page, selector: string) => page.locator(selector).getAttribute('content');
const cardTitles = (page: Page) => page.locator('.blog-grid').first().getByRole('heading', { level: 3 }).allTextContents();
const card = (page: Page, title: string) => page.locator('.card-frame').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

describe('blog list', () => {
  it('lists the posts newest first, each with cover, preview, author, category and read-more', async () => {
    const page = await browser.open('/blog/');
    expect(await page.title()).toBe('Blog | Altura Adventures');
    expect(await cardTitles(page)).toEqual([
      'Scouting the Kumano Kodo: notes from a first walk',
      'How we took single-use plastic off our trips',
      'Eating our way across the Atlas: tagine, msemen and mint tea',
      'A night in a Dolomites rifugio',
      "What's in my pack: a guide's 7-day kit list",
      HOSTILE_POST.title,
    ]);

    const rifugio = card(page, 'A night in a Dolomites rifugio');
    expect(await rifugio.getByText('by Giulia Romano').isVisible()).toBe(true);
    expect(await rifugio.getByText('Culture', { exact: true }).isVisible()).toBe(true);
    expect(await rifugio.getByText('Keep reading').isVisible()).toBe(true);
    expect(await rifugio.locator('img.card-image').count()).toBe(1);
    const preview = await rifugio.locator('.card-text').textContent();
    expect(preview).toBe('People who have never stayed in a rifugio imagine a mountain hotel. It is someth…');
    expect(Array.from(preview!.slice(0, -1))).toHaveLength(80);

    const kumano = card(page, 'Scouting the Kumano Kodo: notes from a first walk');
    expect(await kumano.getByText('by the Altura team').isVisible()).toBe(true);
    expect(await kumano.getByText('Nature', { exact: true }).isVisible()).toBe(true);
    expect(await kumano.getByText('read more').isVisible()).toBe(true);
  });

  it('opens a post from its card, at the slug of its German title with accents and punctuation (phone)', async () => {
    const page = await browser.open('/de/blog/', PHONE);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Geschichten vom Weg');
    const title = 'Was in meinem Rucksack steckt: die Packliste eines Guides für 7 Tage';
    const kit = card(page, title);
    expect(await kit.getByText('von Tom Fletcher').isVisible()).toBe(true);
    expect(await kit.getByText('Tipps', { exact: true }).isVisible()).toBe(true);
    expect(await kit.getByText('weiterlesen').isVisible()).toBe(true);
    expect(await card(page, 'Auf Erkundung am Kumano Kodo: Notizen von einer ersten Wanderung').getByText('vom Altura-Team').isVisible()).toBe(true);
    await kit.scrollIntoViewIfNeeded();
    await page.waitForTimeout(700);
    const box = (await kit.locator('.card-media').boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForURL(/\/de\/blog\/was-in-meinem-rucksack-steckt-die-packliste-eines-guides-fur-7-tage\/$/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
  });
});

describe('blog post', () => {
  it('renders headings, sub-headings, minor headings and bold text, with the quote between the halves', async () => {
    const page = await browser.open('/blog/a-night-in-a-dolomites-rifugio/');
    const article = page.getByRole('article').first();
    expect(await article.getByRole('heading', { level: 1 }).textContent()).toBe('A night in a Dolomites rifugio');
    expect(await article.getByRole('heading', { level: 2 }).allTextContents()).toEqual(['Arriving', 'Dinner at seven', 'The morning']);
    // The minor heading follows an h2, so it is an h3 (no level skipped), styled as a minor heading.
    expect(await article.getByRole('heading', { level: 3 }).allTextContents()).toEqual(['What the hut asks of you', 'Why we love them']);
    expect(await article.locator('.blog-minor-heading').allTextContents()).toEqual(['Why we love them']);
    expect(await article.locator('strong').allTextContents()).toEqual(['Boots come off at the door', 'book ahead']);
    expect(await article.getByText('## ').count()).toBe(0);
    expect(await article.getByText('**').count()).toBe(0);

    const order = await article.locator('.blog-body > *').evaluateAll((nodes) => nodes.map((node) => node.tagName + ':' + (node.textContent ?? '').slice(0, 30)));
    const quoteAt = order.findIndex((entry) => entry.includes('The mountains are calling'));
    expect(quoteAt).toBeGreaterThan(2);
    expect(quoteAt).toBeLessThan(order.length - 2);
    expect(order[quoteAt - 1]).toMatch(/^P:/);

    expect(await article.getByText('by Giulia Romano').isVisible()).toBe(true);
    expect(await article.locator('time').textContent()).toBe('August 3, 2025');
    expect(await article.locator('time').getAttribute('datetime')).toBe('2025-08-03');
    expect(await page.locator('.post-hero img').getAttribute('fetchpriority')).toBe('high');
  });

  it('renders the German post\'s headings and bold text on a phone', async () => {
    const page = await browser.open('/de/blog/eine-nacht-auf-einer-dolomitenhutte/', PHONE);
    const article = page.getByRole('article').first();
    expect(await article.getByRole('heading', { level: 1 }).textContent()).toBe('Eine Nacht auf einer Dolomitenhütte');
    expect(await article.getByRole('heading', { level: 2 }).allTextContents()).toEqual(['Ankommen', 'Abendessen um sieben', 'Der Morgen']);
    expect(await article.getByRole('heading', { level: 3 }).allTextContents()).toEqual(['Was die Hütte von dir erwartet', 'Warum wir sie lieben']);
    expect(await article.locator('.blog-minor-heading').allTextContents()).toEqual(['Warum wir sie lieben']);
    expect(await article.locator('strong').allTextContents()).toEqual(['Die Schuhe bleiben an der Tür', 'reserviere immer vorher']);
    expect(await article.getByText('## ').count()).toBe(0);
    expect(await article.getByText('**').count()).toBe(0);
    const strong = article.locator('strong').first();
    await strong.scrollIntoViewIfNeeded();
    expect(await strong.evaluate((element) => Number(getComputedStyle(element).fontWeight))).toBeGreaterThanOrEqual(600);
    expect(await article.locator('time').textContent()).toBe('3. August 2025');
  });

  it('has the metadata of the spec, in its language, and links its translations', async () => {
    const page = await browser.open('/blog/a-night-in-a-dolomites-rifugio/');
    expect(await page.title()).toBe('A night in a Dolomites rifugio | Altura Adventures Blog');
    const description = (await meta(page, 'meta[name="description"]'))!;
    expect(description).toHaveLength(160);
    expect(description.startsWith('People who have never stayed in a rifugio imagine a mountain hotel.')).toBe(true);
    expect(await meta(page, 'meta[name="keywords"]')).toBe('Culture, A night in a Dolomites rifugio');
    expect(await meta(page, 'meta[property="og:type"]')).toBe('article');
    expect(await meta(page, 'meta[property="og:image"]')).toMatch(/\/_astro\/attoAQDYYFqplEcSj\.[\w-]+\.jpg$/);
    expect(await page.locator('link[rel="alternate"][hreflang="de"]').getAttribute('href')).toMatch(/\/de\/blog\/eine-nacht-auf-einer-dolomitenhutte\/$/);

    await page.getByRole('button', { name: /Language/ }).click();
    await page.getByRole('link', { name: 'Deutsch' }).click();
    await page.waitForURL(/\/de\/blog\/eine-nacht-auf-einer-dolomitenhutte\/$/);
    expect(await page.title()).toBe('Eine Nacht auf einer Dolomitenhütte | Blog von Altura Adventures');
    expect(await page.locator('time').textContent()).toBe('3. August 2025');
    expect(await page.getByRole('article').first().getByRole('heading', { level: 2 }).allTextContents()).toEqual(['Ankommen', 'Abendessen um sieben', 'Der Morgen']);
    expect(await page.locator('article strong').allTextContents()).toEqual(['Die Schuhe bleiben an der Tür', 'reserviere immer vorher']);
    expect(await page.getByText('Die Berge rufen, und ich muss gehen.').isVisible()).toBe(true);
    expect(await meta(page, 'meta[name="keywords"]')).toBe('Kultur, Eine Nacht auf einer Dolomitenhütte');
  });

  it('suggests up to three other posts by the same author', async () => {
    const page = await browser.open('/blog/a-night-in-a-dolomites-rifugio/');
    const similar = page.getByRole('region', { name: 'Similar Blog Posts' });
    expect(await similar.getByRole('heading', { level: 3 }).allTextContents()).toEqual(['Eating our way across the Atlas: tagine, msemen and mint tea']);
    expect(await similar.getByRole('link', { name: 'Eating our way across the Atlas: tagine, msemen and mint tea' }).getAttribute('href')).toBe(
      '/blog/eating-our-way-across-the-atlas-tagine-msemen-and-mint-tea/',
    );
    expect(await similar.getByText('by Giulia Romano').isVisible()).toBe(true);
    expect(await similar.getByText('read more').isVisible()).toBe(true);

    const teamPost = await browser.open('/blog/scouting-the-kumano-kodo-notes-from-a-first-walk/');
    expect(await teamPost.getByRole('region', { name: 'Similar Blog Posts' }).count()).toBe(0);
    expect(await teamPost.getByText('by the Altura team').first().isVisible()).toBe(true);
    expect(await teamPost.getByText('Nature', { exact: true }).first().isVisible()).toBe(true);
  });

  it('answers an unknown post with "Blog post not found", a way back and status 404, in each language', async () => {
    expect((await fetch(siteUrl('/blog/no-such-story/'))).status).toBe(404);
    expect((await fetch(siteUrl('/de/blog/gibt-es-nicht/'))).status).toBe(404);
    expect((await fetch(siteUrl('/blog/a-night-in-a-dolomites-rifugio/'))).status).toBe(200);

    const page = await browser.open('/blog/no-such-story/');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Blog post not found');
    await page.getByRole('link', { name: 'Return to Blog' }).click();
    await page.waitForURL(/\/blog\/$/);

    const german = await browser.open('/de/blog/gibt-es-nicht/', PHONE);
    expect(await german.getByRole('heading', { level: 1 }).textContent()).toBe('Blogbeitrag nicht gefunden');
    expect(await german.getByRole('link', { name: 'Zurück zum Blog' }).getAttribute('href')).toBe('/de/blog/');
    expect(await german.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
  });
});
