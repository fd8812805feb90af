/**
 * How many departures the picker lists at once. Up to `LIST_ALL_UP_TO` it lists them all; a longer
 * list shows the next `SHOWN_FIRST` and a button for the rest, so that a phone does not scroll past
 * a year of dates to reach the price.
 */
export const LIST_ALL_UP_TO = 8;
export const SHOWN_FIRST = 6;

/** The departures shown, and whether a button offers the others; a chosen departure is always shown. */
export function listedDepartures<D extends { id: string }>(
  departures: readonly D[],
  expanded: boolean,
  chosenId: string | null,
): { shown: readonly D[]; collapsible: boolean } {
  const collapsible = departures.length > LIST_ALL_UP_TO;
  const chosenLater = departures.findIndex((departure) => departure.id === chosenId) >= SHOWN_FIRST;
  const shown = !collapsible || expanded || chosenLater ? departures : departures.slice(0, SHOWN_FIRST);
  return { shown, collapsible: collapsible && !chosenLater };
}
