/** iPhones and iPads, iPadOS included (it reports itself as a Mac with a touch screen). */
function isIos(): boolean {
  return /iPad|iPhone|iPod/.test(navigator.userAgent) || (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1);
}

/**
 * Opens a brochure the way the spec asks: in the same window on iOS, whose Safari blocks a tab
 * opened after a request; in a new tab elsewhere, or here if the browser blocked the tab.
 */
export function openBrochure(path: string): void {
  if (isIos() || !window.open(path, '_blank')) window.location.assign(path);
}
