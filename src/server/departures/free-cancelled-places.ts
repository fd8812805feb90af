import { airtableForVisitor } from '../../airtable/connection.ts';
import { cancelledBookings } from '../../airtable/records/bookings.ts';
import { json } from '../http.ts';
import { compareAndSwap } from '../ledger/compare-and-swap.ts';
import { departureLedgerSchema, freePlaces } from '../ledger/departure-ledger.ts';
import { departureKey } from '../ledger/keys.ts';
import { ledgerStore } from '../ledger/store.ts';

/** Netlify stops a scheduled function at 30 s: what is not reached by then is done at the next run. */
const RUN_DEADLINE_MS = 25_000;

/**
 * The places of every booking the operator cancelled in Airtable come back on its departure.
 * Idempotent: a booking whose places came back before changes nothing.
 */
export async function freeCancelledPlaces(deadline: number): Promise<{ departures: number; placesFreed: number; unfinished: boolean }> {
  const byDeparture = Map.groupBy(await cancelledBookings(airtableForVisitor(deadline)), (booking) => booking.departureId);
  const store = ledgerStore();
  let placesFreed = 0;
  let departures = 0;
  for (const [departureId, bookings] of byDeparture) {
    if (Date.now() >= deadline) return { departures, placesFreed, unfinished: true };
    const sessionIds = bookings.map((booking) => booking.sessionId);
    placesFreed += await compareAndSwap(store, departureKey(departureId), departureLedgerSchema, (current) => freePlaces(current, sessionIds), deadline);
    departures++;
  }
  return { departures, placesFreed, unfinished: false };
}

/** The scheduled function, every 15 minutes; also run by hand: `POST /.netlify/functions/free-cancelled-places`. */
export async function runFreeCancelledPlaces(): Promise<Response> {
  return json(await freeCancelledPlaces(Date.now() + RUN_DEADLINE_MS));
}
