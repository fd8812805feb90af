import { describe, expect, it } from 'vitest';
import { PHONE, useBrowser } from '../support/browser.ts';
import { accessibilityViolations, watchForInjection } from '../support/page-checks.ts';
import { HOSTILE, HOSTILE_PACKAGE, HOSTILE_POST } from '../support/test-base.ts';

const browser = useBrowser();

const PAGES = ['/', '/packages/', '/about/', '/blog/', '/blog/a-night-in-a-dolomites-rifugio/'];
const GERMAN_PAGES = ['/de/', '/de/packages/', '/de/about/', '/de/blog/', '/de/blog/eine-nacht-auf-einer-dolomitenhutte/'];

describe('hostile content', () => {
  const cases = [
    { path: '/', texts: [`${HOSTILE.script} A trip to remember.`, `Mallory ${HOSTILE.image}`, `${HOSTILE.script}${HOSTILE.image}`] },
    { path: '/de/', texts: [`${HOSTILE.script} Eine unvergessliche Reise.`] },
    { path: '/packages/', texts: [`${HOSTILE.script}${HOSTILE.image}`, HOSTILE_PACKAGE.name] },
    { path: HOSTILE_PACKAGE.page, texts: [HOSTILE_PACKAGE.nation] },
    { path: '/contact/', texts: [`What does plastic-free mean for me? ${HOSTILE.script}`, `without wrapping. ${HOSTILE.image}`] },
    { path: '/de/contact/', texts: [`Was bedeutet plastikfrei für mich? ${HOSTILE.image}`, `ohne Verpackung. ${HOSTILE.script}`] },
    { path: '/about/', texts: [HOSTILE.image] },
    { path: '/de/about/', texts: [HOSTILE.script] },
    { path: '/blog/', texts: [HOSTILE_POST.title, `by Mallory ${HOSTILE.image}`, HOSTILE.script] },
    { path: `/blog/${HOSTILE_POST.slug}/`, texts: [HOSTILE_POST.title, HOSTILE_POST.heading, HOSTILE_POST.bold, HOSTILE.script, HOSTILE.image] },
    { path: `/de/blog/${HOSTILE_POST.slug}/`, texts: [HOSTILE_POST.title, HOSTILE_POST.bold] },
  ];

  for (const { path, texts } of cases) {
    it(`shows markup typed into the base as text on ${path}, and runs none of it`, async () => {
      const page = await browser.open(path);
      const watch = watchForInjection(page);
      await page.reload();
      await page.waitForLoadState('networkidle');
      const text = await page.locator('main').textContent();
      for (const expected of texts) expect(text).toContain(expected);
      expect(await watch.injected()).toBe(0);
      expect(watch.dialogs).toEqual([]);
    });
  }

  it('keeps the hostile post title escaped in the head', async () => {
    const page = await browser.open(`/blog/${HOSTILE_POST.slug}/`);
    expect(await page.title()).toBe(`${HOSTILE_POST.title} | Altura Adventures Blog`);
    expect(await page.locator('head script:not([src])').evaluateAll((scripts) => scripts.some((script) => script.textContent?.includes('alert(1)</script>')))).toBe(false);
    expect(await page.getByRole('heading', { level: 2, name: HOSTILE_POST.heading }).isVisible()).toBe(true);
    expect(await page.locator('article strong').filter({ hasText: HOSTILE_POST.bold }).count()).toBe(1);
  });
});

describe('metadata', () => {
  for (const path of [...PAGES, ...GERMAN_PAGES]) {
    it(`gives ${path} a title, description, keywords and share image in its language`, async () => {
      const page = await browser.open(path);
      const german = path.startsWith('/de/');
      expect(await page.getAttribute('html', 'lang')).toBe(german ? 'de-DE' : 'en-GB');
      expect((await page.title()).length).toBeGreaterThan(10);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description!.length).toBeGreaterThan(40);
      expect(description!.length).toBeLessThanOrEqual(160);
      expect(await page.locator('meta[name="keywords"]').getAttribute('content')).toMatch(/\S, \S/);
      expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toMatch(/^https?:\/\/.+\.jpg$/);
      expect(await page.locator('meta[property="og:locale"]').getAttribute('content')).toBe(german ? 'de_DE' : 'en_GB');
    });
  }

  it('describes the pages differently in German', async () => {
    const english = await browser.open('/packages/');
    const german = await browser.open('/de/packages/');
    const description = (page: typeof english) => page.locator('meta[name="description"]').getAttribute('content');
    expect(await description(german)).not.toBe(await description(english));
    expect(await german.title()).toBe('Abenteuer | Altura Adventures');
  });
});

describe('weight', () => {
  it('hydrates only the carousel on the home page, once it is near the viewport', async () => {
    const page = await browser.open('/');
    const islands = await page.locator('astro-island').evaluateAll((nodes) => nodes.map((node) => `${node.getAttribute('component-url')} ${node.getAttribute('client')}`));
    expect(islands.filter((island) => !island.endsWith(' consent'))).toEqual([expect.stringMatching(/Carousel.*visible$/)]);
    await page.waitForLoadState('networkidle');
    const before = await page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /Carousel/.test(entry.name)));
    expect(before).toBe(false);
    await page.getByRole('region', { name: 'Impressions from our trips' }).scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Pause the slideshow' }).waitFor();
  });
});

/** Every page type is checked on a desktop in quality.test.ts; these are the phone layouts and the missing post. */
describe('accessibility', () => {
  for (const [path, options] of [
    ['/de/', PHONE],
    ['/de/packages/', PHONE],
    ['/de/blog/was-in-meinem-rucksack-steckt-die-packliste-eines-guides-fur-7-tage/', PHONE],
    ['/blog/no-such-story/', {}],
  ] as const) {
    it(`has no WCAG A/AA violations on ${path}`, async () => {
      const page = await browser.open(path, options);
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 400) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 30));
        }
      });
      await page.waitForTimeout(700);
      expect(await accessibilityViolations(page)).toEqual([]);
    });
  }
});
