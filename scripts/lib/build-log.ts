/**
 * Astro's build log, condensed: it prints a line per prerendered route and per optimized image
 * (thousands for a real base). Each of those two steps becomes one line, a live counter on a
 * terminal; every other line, warnings and errors included, passes through unchanged.
 */
const ANSI = /\x1b\[[0-9;]*m/g;
const ROUTES_START = /^\s*prerendering static routes\s*$/;
const IMAGES_START = /^\s*generating optimized images\s*$/;
const ROUTE_LINE = /^\S+\s+[├└]─ /;
const IMAGE_LINE = /^\S+\s+▶ \/\S+ .*\((\d+)\/(\d+)\)\s*$/;
const STEP_DONE = /^(\S+) ✓ Completed in (.+?)\.?\s*$/;

type Step = { kind: 'routes' | 'images'; count: number; reused: number; total?: number };

export interface BuildLog {
  /** One line of Astro's output, without its line break. */
  line(text: string): void;
}

/**
 * `write` receives whole lines (with their line break); on a terminal (`live`), progress is
 * redrawn in place with a carriage return and cleared before the next line.
 */
export function condensedBuildLog(write: (text: string) => void, live = false): BuildLog {
  let step: Step | undefined;
  let progressShown = false;

  const clearProgress = () => {
    if (progressShown) write('\r\x1b[K');
    progressShown = false;
  };
  const print = (text: string) => {
    clearProgress();
    write(`${text}\n`);
  };
  const progress = () => {
    if (!live || !step) return;
    write(`\r\x1b[K  ${step.kind === 'routes' ? 'prerendering routes' : 'optimizing images'}: ${step.count}${step.total ? `/${step.total}` : ''}`);
    progressShown = true;
  };

  return {
    line(raw) {
      const text = raw.replace(ANSI, '');
      if (ROUTES_START.test(text) || IMAGES_START.test(text)) {
        step = { kind: ROUTES_START.test(text) ? 'routes' : 'images', count: 0, reused: 0 };
        return;
      }
      if (!step) return print(raw);
      const image = step.kind === 'images' ? IMAGE_LINE.exec(text) : null;
      if (image || (step.kind === 'routes' && ROUTE_LINE.test(text))) {
        step.count += 1;
        // An image from Astro's cache; a route copied from the previous build (astro.config.ts).
        if (/\((reused cache entry|restored|cached)\)/.test(text)) step.reused += 1;
        if (image) step.total = Number(image[2]);
        return progress();
      }
      const done = STEP_DONE.exec(text);
      if (done) {
        const [, time, duration] = done;
        const summary =
          step.kind === 'routes'
            ? `${time} [build] ${step.count} pages and files prerendered (${step.reused} reused from the previous build) in ${duration}`
            : `${time} [assets] ${step.count} optimized images (${step.reused} reused from the cache) in ${duration}`;
        step = undefined;
        return print(summary);
      }
      if (text.trim() === '') return;
      print(raw);
    },
  };
}
