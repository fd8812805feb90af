import type { PaidBooking } from '../../schema/payment.ts';
import { publishedCatalog } from '../catalog.ts';
import { settlePayment } from '../ledger/settlement.ts';
import { ledgerStore } from '../ledger/store.ts';
import { fulfilBooking, type Fulfilment } from './fulfilment.ts';

/** The ledger settles within this; past it the report fails and is made again (Stripe retries). */
const SETTLE_DEADLINE_MS = 10_000;

/** The seats of the booking's departure as published, if the catalog can say. */
async function seatsOf(booking: PaidBooking): Promise<number | undefined> {
  const catalog = await publishedCatalog().catch(() => undefined);
  const version = catalog?.packages.find((pkg) => pkg.id === booking.packageId)?.versions.find((candidate) => candidate.id === booking.versionId);
  return version?.departures.find((departure) => departure.id === booking.departureId)?.seats;
}

/**
 * A paid booking, however it is reported (the webhook, the success page) and however often: the
 * ledger first, where the places and the code's use are decided, then the booking row, its emails
 * and the count of the code's use (src/server/payments/fulfilment.ts).
 */
export async function recordPayment(booking: PaidBooking): Promise<Fulfilment> {
  const overbooked = await settlePayment(ledgerStore(), booking, await seatsOf(booking), Date.now() + SETTLE_DEADLINE_MS);
  return fulfilBooking(booking, { overbooked });
}
