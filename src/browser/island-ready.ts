/**
 * Announced (bubbling) by an island hydrated with `client:interaction` once its handlers run on
 * its current state: the directive holds the visitor's presses until then, and replays the last.
 */
export const ISLAND_READY_EVENT = 'altura:island-ready';
