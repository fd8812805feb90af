import type { ClientDirective } from 'astro';

/** Starting to use a form: pressing on it, or moving the focus into it (Tab included). */
const INTERACTIONS = ['pointerdown', 'focusin'] as const;

/**
 * `client:interaction`: the island, and React with it, loads when the visitor first reaches into
 * it. Someone who only reads the page never downloads React; someone filling in the form gets it
 * while they type (the form keeps what was typed before it hydrated).
 */
const interactionDirective: ClientDirective = (load, _options, island) => {
  const start = () => {
    for (const type of INTERACTIONS) island.removeEventListener(type, start);
    void load().then((hydrate) => hydrate());
  };
  for (const type of INTERACTIONS) island.addEventListener(type, start, { passive: true });
};

export default interactionDirective;
