import { describe, expect, it } from 'vitest';
import { PHONE, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

describe('about', () => {
  it('shows the four sections in order, images for the first three, and the closing link to the packages', async () => {
    const page = await browser.open('/about/');
    expect(await page.title()).toBe('About us | Altura Adventures');
    const titles = await page.locator('#section_1, #section_2, #section_3, #section_4').evaluateAll((sections) =>
      sections.map((section) => `${section.id}: ${section.querySelector('h2')?.textContent}`),
    );
    expect(titles).toEqual(['section_1: Who we are', 'section_2: How we travel', 'section_3: Plastic-free, on purpose', 'section_4: Ready to explore?']);
    expect(await page.locator('#section_1').getByText(/^Altura Adventures is a small travel company based in Bologna/).isVisible()).toBe(true);
    expect(await page.locator('#section_1').getByRole('img', { name: 'Pale Dolomite towers above a green meadow with a mountain hut' }).isVisible()).toBe(true);
    for (const id of ['#section_2', '#section_3']) expect(await page.locator(id).getByRole('img').count()).toBe(1);
    expect(await page.locator('#section_4').getByRole('img').count()).toBe(0);
    expect(await page.locator('#section_4').getByRole('link', { name: 'Browse our trips' }).getAttribute('href')).toBe('/packages/');
  });

  it('uses the dark navigation bar until scrolled', async () => {
    const page = await browser.open('/about/');
    const header = page.locator('[data-site-header]');
    expect(await header.getAttribute('data-variant')).toBe('dark');
    const colour = () => page.getByRole('link', { name: 'About', exact: true }).evaluate((link) => getComputedStyle(link).color);
    expect(await colour()).toBe('rgb(19, 51, 90)');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(colour).toBe('rgb(255, 255, 255)');
    expect(await (await browser.open('/blog/')).locator('[data-site-header]').getAttribute('data-variant')).toBe('light');
  });

  it('speaks German on a phone, one column', async () => {
    const page = await browser.open('/de/about/', PHONE);
    expect(await page.locator('#section_1 h2').textContent()).toBe('Wer wir sind');
    expect(await page.locator('#section_4').getByRole('link', { name: 'Unsere Reisen ansehen' }).getAttribute('href')).toBe('/de/packages/');
    const image = (await page.locator('#section_1 img').boundingBox())!;
    const text = (await page.locator('#section_1 h2').boundingBox())!;
    expect(text.y).toBeGreaterThan(image.y + image.height - 1);
  });
});
