import type { ClientDirective } from 'astro';
import { ISLAND_READY_EVENT } from './island-ready.ts';

/** Starting to use a form: pressing on it, or moving the focus into it (Tab included). */
const INTERACTIONS = ['pointerdown', 'focusin'] as const;
/** A press that must not be lost: a button's click (Enter in a field clicks the form's button too), or a submission. */
const PRESSES = ['click', 'submit'] as const;

/**
 * `client:interaction`: the island, and React with it, loads when the visitor first reaches into
 * it. Someone who only reads the page never downloads React; someone filling in the form gets it
 * while they type (the form keeps what was typed before it hydrated).
 *
 * No press is lost meanwhile: until the island announces that it is ready (ISLAND_READY_EVENT,
 * after it has taken in what was typed), a button's click or a form's submission is held (not
 * carried out natively, and kept from React, which might otherwise see it half-hydrated), and
 * the last one is replayed once the island is ready. A first click on "Send" of an empty form
 * thus shows what is missing; a filled form sent by its first click is sent once.
 */
const interactionDirective: ClientDirective = (load, _options, island) => {
  let replay: (() => void) | undefined;
  let loading = false;

  const start = () => {
    if (loading) return;
    loading = true;
    for (const type of INTERACTIONS) island.removeEventListener(type, start);
    void load().then((hydrate) => hydrate());
  };

  const hold = (event: Event) => {
    if (event.type === 'submit' && event.target instanceof HTMLFormElement) {
      // Written for browsers without SubmitEvent or requestSubmit (Safari before 16) too.
      const form = event.target;
      const submitter = (event as Partial<SubmitEvent>).submitter;
      replay = () => (submitter ? submitter.click() : form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
    } else {
      const control = event.target instanceof Element ? event.target.closest('button, input[type="submit"]') : null;
      if (!(control instanceof HTMLElement)) return;
      replay = () => control.click();
    }
    event.preventDefault();
    event.stopImmediatePropagation();
    start();
  };

  island.addEventListener(
    ISLAND_READY_EVENT,
    () => {
      for (const type of PRESSES) island.removeEventListener(type, hold, true);
      const held = replay;
      replay = undefined;
      // Announced from an effect: the press is replayed once React has run all of the island's effects.
      if (held) setTimeout(held, 0);
    },
    { once: true },
  );
  for (const type of PRESSES) island.addEventListener(type, hold, true);
  for (const type of INTERACTIONS) island.addEventListener(type, start, { passive: true });
};

export default interactionDirective;
