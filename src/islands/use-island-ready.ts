import { useEffect, type RefObject } from 'react';
import { ISLAND_READY_EVENT } from '../browser/island-ready.ts';

/**
 * Tells the `client:interaction` directive that the island can take the visitor's press: once
 * `ready`, after the render that holds what the visitor did before hydration (typed text).
 * The directive then replays the press it held (src/browser/interaction-directive.ts).
 */
export function useIslandReady(element: RefObject<HTMLElement | null>, ready = true): void {
  useEffect(() => {
    if (ready) element.current?.dispatchEvent(new Event(ISLAND_READY_EVENT, { bubbles: true }));
  }, [element, ready]);
}
