import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INJECTED_FAULT } from '../../standins/shared/injected-fault.ts';
import { labelExpectedFaults } from '../support/expected-faults.ts';

/** The tests' server prints a fault a stand-in was told to produce as one labelled line, and anything else in full. */
let printed: unknown[][];
let undo: () => void;
let dropped: string[];
beforeEach(() => {
  printed = [];
  dropped = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void printed.push(args));
  undo = labelExpectedFaults((table) => {
    const index = dropped.indexOf(table);
    if (index >= 0) dropped.splice(index, 1);
    return index >= 0;
  });
});
afterEach(() => {
  undo();
  vi.restoreAllMocks();
});

class AirtableError extends Error {
  override name = 'AirtableError';
}

describe('expected faults in the test log', () => {
  it('prints an injected Airtable fault as one labelled line, without its stack', () => {
    console.error(new AirtableError(`Airtable table "coupons": 503 SERVER_ERROR (${INJECTED_FAULT})`));
    expect(printed).toEqual([['[expected fault] AirtableError: Airtable table "coupons": 503 SERVER_ERROR (Injected fault)']]);
  });

  it('keeps the context a function logged with the fault', () => {
    const outage = new Error(`Internal server error. Please try again later. (${INJECTED_FAULT})`);
    console.error('An email about contactMessages rec123 did not go out:', outage);
    expect(printed).toEqual([['[expected fault] An email about contactMessages rec123 did not go out: Error: Internal server error. Please try again later. (Injected fault)']]);
  });

  it('labels a dropped Airtable answer only when the stand-in dropped one of that table', () => {
    const lost = () => console.error(new AirtableError('Airtable table "bookings": request failed (fetch failed)'));
    dropped.push('bookings');
    lost();
    lost();
    expect(printed[0]).toEqual(['[expected fault] AirtableError: Airtable table "bookings": request failed (fetch failed)']);
    expect(printed[1]![0]).toBeInstanceOf(AirtableError);
  });

  it('prints any other error in full, as the function logged it', () => {
    const defect = new TypeError("Cannot read properties of undefined (reading 'price')");
    console.error(defect);
    expect(printed).toEqual([[defect]]);
  });
});
