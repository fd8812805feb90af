import { format } from '../i18n/format.ts';

/** The spec's rotation: the next review every 5 s, cycling. */
const REVIEW_INTERVAL_MS = 5000;

/**
 * Shows one review at a time and moves on every 5 s. It holds still while the pointer or the
 * keyboard focus is on it, and the button stops it for good (WCAG 2.2.2).
 */
export function rotateReviews(root: HTMLElement): void {
  const items = [...root.querySelectorAll<HTMLElement>('.review')];
  const toggle = root.querySelector<HTMLButtonElement>('[data-reviews-toggle]');
  const position = root.querySelector<HTMLElement>('[data-reviews-position]');
  if (items.length < 2 || !toggle) return;

  let current = 0;
  let stopped = false;
  let hovered = false;
  let focused = false;
  let timer: number | undefined;

  const show = (index: number) => {
    items[current]!.removeAttribute('data-active');
    current = index;
    items[current]!.setAttribute('data-active', '');
    if (position) position.textContent = format(position.dataset.template ?? '', { current: current + 1, total: items.length });
  };
  /** A full interval after every change, so a review never flips the moment the pointer leaves. */
  const schedule = () => {
    window.clearTimeout(timer);
    if (stopped || hovered || focused) return;
    timer = window.setTimeout(() => {
      show((current + 1) % items.length);
      schedule();
    }, REVIEW_INTERVAL_MS);
  };
  const update = (change: () => void) => () => {
    change();
    schedule();
  };

  root.addEventListener('pointerenter', update(() => (hovered = true)));
  root.addEventListener('pointerleave', update(() => (hovered = false)));
  root.addEventListener('focusin', update(() => (focused = true)));
  root.addEventListener('focusout', (event) => update(() => (focused = root.contains(event.relatedTarget as Node | null)))());
  toggle.addEventListener(
    'click',
    update(() => {
      stopped = !stopped;
      toggle.textContent = (stopped ? root.dataset.playLabel : root.dataset.pauseLabel) ?? '';
    }),
  );
  schedule();
}
