import { z } from 'zod';
import { keep, write, type Change } from './compare-and-swap.ts';

/**
 * The places of one departure (`departure/<departureId>`): places held by open checkouts, and
 * places sold by paid ones. Taken = every sold place + every hold not yet expired; expired holds
 * are pruned by the next write. A cancelled booking's sale stays as 0 places, so that a late
 * report of its payment cannot sell its places again.
 */
const placeHoldSchema = z.object({
  quantity: z.number().int().positive(),
  /** Epoch ms: the session's expiry and a grace for its completion event in flight. */
  expiresAt: z.number(),
  sessionId: z.string().optional(),
});

export const departureLedgerSchema = z.object({
  holds: z.record(z.string(), placeHoldSchema),
  /** Places per paid Checkout Session. */
  sold: z.record(z.string(), z.number().int().nonnegative()),
});
export type DepartureLedger = z.infer<typeof departureLedgerSchema>;

const EMPTY: DepartureLedger = { holds: {}, sold: {} };

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

export function placesSold(ledger: DepartureLedger | undefined): number {
  return sum(Object.values(ledger?.sold ?? {}));
}

function liveHolds(ledger: DepartureLedger, now: number): DepartureLedger['holds'] {
  return Object.fromEntries(Object.entries(ledger.holds).filter(([, hold]) => hold.expiresAt > now));
}

export function placesLeft(ledger: DepartureLedger | undefined, seats: number, now: number): number {
  const held = sum(Object.values(liveHolds(ledger ?? EMPTY, now)).map((hold) => hold.quantity));
  return Math.max(0, seats - placesSold(ledger) - held);
}

export type PlacesRefusal = { refused: 'departure_closed' } | { refused: 'departure_full'; placesLeft: number };

export interface PlacesWanted {
  holdId: string;
  quantity: number;
  expiresAt: number;
  seats: number;
  closed: boolean;
}

/**
 * Holds the places of a checkout, if they are left. The same hold again (a double click) keeps
 * the places it has.
 */
export function holdPlaces(current: DepartureLedger | undefined, wanted: PlacesWanted, now: number): Change<DepartureLedger, PlacesRefusal | undefined> {
  const ledger = current ?? EMPTY;
  if (ledger.holds[wanted.holdId]) return keep(undefined);
  if (wanted.closed) return keep({ refused: 'departure_closed' });
  const left = placesLeft(ledger, wanted.seats, now);
  if (wanted.quantity > left) return keep({ refused: 'departure_full', placesLeft: left });
  return write({ ...ledger, holds: { ...liveHolds(ledger, now), [wanted.holdId]: { quantity: wanted.quantity, expiresAt: wanted.expiresAt } } }, undefined);
}

/** Names the session a hold is for, once Stripe made it. */
export function bindPlaces(current: DepartureLedger | undefined, holdId: string, sessionId: string): Change<DepartureLedger, void> {
  const hold = current?.holds[holdId];
  if (!current || !hold || hold.sessionId === sessionId) return keep(undefined);
  return write({ ...current, holds: { ...current.holds, [holdId]: { ...hold, sessionId } } }, undefined);
}

/**
 * Gives a hold's places back: its session expired, or was never made. A hold already bound to
 * another session than the one named stays.
 */
export function releasePlaces(current: DepartureLedger | undefined, holdId: string, sessionId: string | undefined): Change<DepartureLedger, void> {
  const hold = current?.holds[holdId];
  if (!current || !hold || (sessionId && hold.sessionId && hold.sessionId !== sessionId)) return keep(undefined);
  const { [holdId]: _released, ...holds } = current.holds;
  return write({ ...current, holds }, undefined);
}

/**
 * A paid session's places become sold, once: its hold (if still there) goes. The payment stands
 * even if the hold had expired and its places were sold again meanwhile; the answer is the places
 * sold on the departure afterwards, which may then exceed its seats.
 */
export function sellPlaces(current: DepartureLedger | undefined, sale: { holdId: string | undefined; sessionId: string; quantity: number }, now: number): Change<DepartureLedger, number> {
  const ledger = current ?? EMPTY;
  if (ledger.sold[sale.sessionId] !== undefined) return keep(placesSold(ledger));
  const holds = Object.fromEntries(Object.entries(liveHolds(ledger, now)).filter(([holdId]) => holdId !== sale.holdId));
  const next = { holds, sold: { ...ledger.sold, [sale.sessionId]: sale.quantity } };
  return write(next, placesSold(next));
}

/**
 * The places of cancelled bookings come back; answers how many. Each stays sold as 0 places, even
 * one the ledger never saw sold, so that no later report of its payment takes them again.
 */
export function freePlaces(current: DepartureLedger | undefined, sessionIds: readonly string[]): Change<DepartureLedger, number> {
  const ledger = current ?? EMPTY;
  const changed = sessionIds.filter((id) => ledger.sold[id] !== 0);
  if (changed.length === 0) return keep(0);
  const places = sum(changed.map((id) => ledger.sold[id] ?? 0));
  return write({ ...ledger, sold: { ...ledger.sold, ...Object.fromEntries(changed.map((id) => [id, 0])) } }, places);
}
