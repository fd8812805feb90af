import { describe, expect, it } from 'vitest';
import type { Change } from '../../src/server/ledger/compare-and-swap.ts';
import { holdUse, payUse, usesInFlight, type CouponLedger } from '../../src/server/ledger/coupon-ledger.ts';
import { freePlaces, holdPlaces, placesLeft, releasePlaces, sellPlaces, type DepartureLedger } from '../../src/server/ledger/departure-ledger.ts';

/** The ledger's rules on its records, without a store: what each change writes and answers. */
const NOW = Date.parse('2027-01-10T12:00:00Z');
const MINUTE = 60_000;
const written = <T, R>(change: Change<T, R>): T => {
  if ('keep' in change) throw new Error('the change wrote nothing');
  return change.write;
};

describe('the places of a departure', () => {
  // 3 seats: 1 sold, one live hold of 1, one hold of 2 expired a minute ago.
  const ledger: DepartureLedger = {
    holds: { live: { quantity: 1, expiresAt: NOW + 10 * MINUTE }, lapsed: { quantity: 2, expiresAt: NOW - MINUTE } },
    sold: { cs_paid: 1 },
  };

  it('counts sold places and live holds, never expired ones: 3 − 1 sold − 1 held = 1 left', () => {
    expect(placesLeft(ledger, 3, NOW)).toBe(1);
    expect(placesLeft(undefined, 3, NOW)).toBe(3);
    // Everything sold or held: none left, never fewer than none.
    expect(placesLeft({ holds: {}, sold: { cs_a: 2, cs_b: 2 } }, 3, NOW)).toBe(0);
  });

  it('holds the last place, pruning the expired hold, and refuses a second traveller with how many are left', () => {
    expect(holdPlaces(ledger, { holdId: 'two', quantity: 2, expiresAt: NOW + 30 * MINUTE, seats: 3, closed: false }, NOW)).toEqual({ keep: true, answer: { refused: 'departure_full', placesLeft: 1 } });
    const taken = written(holdPlaces(ledger, { holdId: 'one', quantity: 1, expiresAt: NOW + 30 * MINUTE, seats: 3, closed: false }, NOW));
    expect(Object.keys(taken.holds).sort()).toEqual(['live', 'one']);
    expect(placesLeft(taken, 3, NOW)).toBe(0);
  });

  it('keeps the places of a hold asked for again (a double click), and refuses a closed departure', () => {
    expect(holdPlaces(ledger, { holdId: 'live', quantity: 1, expiresAt: NOW + 30 * MINUTE, seats: 3, closed: false }, NOW)).toEqual({ keep: true, answer: undefined });
    expect(holdPlaces(undefined, { holdId: 'new', quantity: 1, expiresAt: NOW, seats: 15, closed: true }, NOW)).toEqual({ keep: true, answer: { refused: 'departure_closed' } });
  });

  it('sells a paid hold once, and a payment after its hold lapsed stands, over the seats', () => {
    const sold = written(sellPlaces(ledger, { holdId: 'live', sessionId: 'cs_live', quantity: 1 }, NOW));
    expect(sold).toEqual({ holds: {}, sold: { cs_paid: 1, cs_live: 1 } });
    expect(sellPlaces(sold, { holdId: 'live', sessionId: 'cs_live', quantity: 1 }, NOW)).toEqual({ keep: true, answer: 2 });
    // The lapsed hold's 2 travellers pay after all: 1 + 1 + 2 = 4 sold on 3 seats.
    expect(sellPlaces(sold, { holdId: 'lapsed', sessionId: 'cs_late', quantity: 2 }, NOW)).toMatchObject({ answer: 4 });
  });

  it('gives back an expired session’s hold, but not a hold bound to another session', () => {
    const bound: DepartureLedger = { holds: { h: { quantity: 2, expiresAt: NOW + MINUTE, sessionId: 'cs_new' } }, sold: {} };
    expect(releasePlaces(bound, 'h', 'cs_old')).toEqual({ keep: true, answer: undefined });
    expect(written(releasePlaces(bound, 'h', 'cs_new'))).toEqual({ holds: {}, sold: {} });
  });

  it('frees a cancelled booking’s places for good: a late report of its payment cannot take them again', () => {
    const freed = freePlaces(ledger, ['cs_paid', 'cs_never_seen']);
    expect(freed).toMatchObject({ answer: 1 });
    const after = written(freed);
    expect(after.sold).toEqual({ cs_paid: 0, cs_never_seen: 0 });
    expect(freePlaces(after, ['cs_paid'])).toEqual({ keep: true, answer: 0 });
    expect(sellPlaces(after, { holdId: undefined, sessionId: 'cs_never_seen', quantity: 2 }, NOW)).toEqual({ keep: true, answer: 0 });
    // 3 seats, the live hold of 1: 2 left.
    expect(placesLeft(after, 3, NOW)).toBe(2);
  });
});

describe('the uses of a promo code', () => {
  const READ_AT = NOW - 1_000;
  const ledger: CouponLedger = {
    holds: { live: { expiresAt: NOW + MINUTE }, lapsed: { expiresAt: NOW - MINUTE } },
    paid: {
      cs_pending: { state: 'pending' },
      cs_counting: { state: 'counting', target: 8 },
      cs_counted_long_ago: { state: 'counted', at: NOW - 10 * MINUTE },
      cs_counted_just_now: { state: 'counted', at: NOW - 500 },
    },
  };

  it('counts as in flight what Airtable’s uses may miss: the live hold, the pending, the counting, and a count made around the read', () => {
    // 1 live hold + 1 pending + 1 counting + 1 counted after the read began = 4.
    expect(usesInFlight(ledger, NOW, READ_AT)).toBe(4);
  });

  it('holds a use while uses + in flight stay below max_uses, and refuses the next', () => {
    // Airtable says 5 of 10: 5 + 4 in flight = 9 < 10, one use is left.
    const held = written(holdUse(ledger, { holdId: 'mine', expiresAt: NOW + 30 * MINUTE, uses: 5, maxUses: 10, readAt: READ_AT }, NOW));
    expect(Object.keys(held.holds).sort()).toEqual(['live', 'mine']);
    expect(holdUse(held, { holdId: 'yours', expiresAt: NOW + 30 * MINUTE, uses: 5, maxUses: 10, readAt: READ_AT }, NOW)).toEqual({ keep: true, answer: true });
    expect(holdUse(held, { holdId: 'mine', expiresAt: NOW + 30 * MINUTE, uses: 5, maxUses: 10, readAt: READ_AT }, NOW)).toEqual({ keep: true, answer: false });
    // Without max_uses there is no limit.
    expect(holdUse(held, { holdId: 'yours', expiresAt: NOW, uses: 500, maxUses: undefined, readAt: READ_AT }, NOW)).toMatchObject({ answer: false });
  });

  it('makes a paid session’s use pending once, its hold gone, and never again once counted', () => {
    const paid = written(payUse(ledger, 'live', 'cs_new', NOW));
    expect(paid.holds).toEqual({});
    expect(paid.paid.cs_new).toEqual({ state: 'pending' });
    expect(payUse(paid, 'live', 'cs_new', NOW)).toEqual({ keep: true, answer: undefined });
    expect(payUse(paid, undefined, 'cs_counted_long_ago', NOW)).toEqual({ keep: true, answer: undefined });
  });
});
