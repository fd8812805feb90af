import type { Locator, Page } from 'playwright-core';

/**
 * What a visitor would see sticking out of the window sideways: "tag.class left–right" of every
 * visible element whose visible part (its box cut by every ancestor that clips it) leaves the
 * layout viewport, and the document's own horizontal overflow. Boxes of at most one pixel are the
 * visually-hidden pattern (screen-reader texts, the forms' spam trap), not something seen.
 */
export function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width) found.push(`document ${document.documentElement.scrollWidth} > ${width}`);
    const visiblePart = (element: Element) => {
      let { left, right, top, bottom } = element.getBoundingClientRect();
      for (let ancestor = element.parentElement; ancestor && ancestor !== document.body; ancestor = ancestor.parentElement) {
        const style = getComputedStyle(ancestor);
        if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
          const clip = ancestor.getBoundingClientRect();
          left = Math.max(left, clip.left);
          right = Math.min(right, clip.right);
          top = Math.max(top, clip.top);
          bottom = Math.min(bottom, clip.bottom);
        }
        if (style.position === 'fixed') break;
      }
      return { left, right, area: Math.max(0, right - left) * Math.max(0, bottom - top) };
    };
    for (const element of document.body.querySelectorAll('*')) {
      if (getComputedStyle(element).visibility === 'hidden') continue;
      const part = visiblePart(element);
      if (part.area <= 1) continue;
      if (part.left < -0.5 || part.right > width + 0.5) {
        found.push(`${element.tagName.toLowerCase()}.${String(element.getAttribute('class') ?? '').split(' ')[0]} ${Math.round(part.left)}–${Math.round(part.right)}`);
      }
    }
    return found.slice(0, 10);
  });
}

/** The number of lines an element's text is set on. */
export function linesOf(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
    return tops.size;
  });
}

/**
 * What is wrong with an open menu's entries as seen: each must lie wholly inside the window, show
 * its whole text, and be what is on top at its centre (nothing covers it). Answers "text: problem".
 */
export function menuEntryProblems(list: Locator): Promise<string[]> {
  return list.evaluate((menu) => {
    const problems: string[] = [];
    for (const entry of menu.querySelectorAll<HTMLElement>('a, button')) {
      const box = entry.getBoundingClientRect();
      const label = entry.textContent?.trim() ?? '';
      if (box.left < 0 || box.top < 0 || box.right > document.documentElement.clientWidth || box.bottom > window.innerHeight) {
        problems.push(`${label}: at ${Math.round(box.left)},${Math.round(box.top)}–${Math.round(box.right)},${Math.round(box.bottom)}`);
        continue;
      }
      if (entry.scrollWidth > entry.clientWidth) problems.push(`${label}: text cut (${entry.scrollWidth} > ${entry.clientWidth})`);
      const onTop = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (!onTop || !entry.contains(onTop)) problems.push(`${label}: covered by ${onTop?.tagName.toLowerCase()}.${onTop?.className}`);
    }
    return problems;
  });
}
