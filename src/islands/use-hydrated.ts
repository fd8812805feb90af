import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => {};

/**
 * False in the server's HTML and while React hydrates it, true from the render right after. An
 * island renders the pre-rendered defaults until then (the first client render must match the
 * HTML).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeNothing, () => true, () => false);
}
