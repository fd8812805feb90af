/**
 * The cards' tilt: the card leans toward the pointer and lifts by its active offset (20 px, 5 for
 * Work in Progress) over a shadow drawn at its shadow scale. Nothing moves for a visitor who
 * prefers reduced motion. On touch the card follows horizontal moves only and never blocks
 * vertical scrolling (CSS `touch-action: pan-y`).
 */
const MAX_ANGLE = 8;
/** Angles move in half-degree steps: a pointer resting on the card leaves it still, not trembling. */
const ANGLE_STEP = 0.5;
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

const angle = (share: number) => `${Math.round((share * 2 * MAX_ANGLE) / ANGLE_STEP) * ANGLE_STEP}deg`;

function tilt(frame: HTMLElement): void {
  const offset = Number(frame.dataset.tiltOffset ?? 20);
  frame.style.setProperty('--tilt-shadow', frame.dataset.tiltShadow ?? '0.85');
  frame.style.touchAction = 'pan-y';

  const reset = () => {
    frame.removeAttribute('data-tilting');
    frame.style.setProperty('--tilt-x', '0deg');
    frame.style.setProperty('--tilt-y', '0deg');
    frame.style.setProperty('--tilt-lift', '0px');
  };
  frame.addEventListener('pointermove', (event) => {
    if (window.matchMedia(REDUCED_MOTION).matches) return;
    const box = frame.getBoundingClientRect();
    const x = (event.clientX - box.left) / box.width - 0.5;
    const y = event.pointerType === 'touch' ? 0 : (event.clientY - box.top) / box.height - 0.5;
    frame.setAttribute('data-tilting', '');
    frame.style.setProperty('--tilt-x', angle(-y));
    frame.style.setProperty('--tilt-y', angle(x));
    frame.style.setProperty('--tilt-lift', `${offset}px`);
  });
  frame.addEventListener('pointerleave', reset);
  frame.addEventListener('pointercancel', reset);
  frame.addEventListener('pointerup', (event) => {
    if (event.pointerType === 'touch') reset();
  });
}

export function enableTilt(): void {
  document.querySelectorAll<HTMLElement>('[data-tilt]:not([data-tilt-ready])').forEach((frame) => {
    frame.setAttribute('data-tilt-ready', '');
    tilt(frame);
  });
}
