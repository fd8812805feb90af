import type { AirtableClient } from '../../airtable/client.ts';
import { findBookingBalance, listScheduledBalances, type BookingBalanceDraft } from '../../airtable/records/booking-balances.ts';
import { byDueDate, isBalanceDue } from '../../domain/balance.ts';
import { bookingBalanceSchema, type BookingBalance } from '../../schema/balance.ts';

/** A booking row read as a balance; undefined for a row that cannot be one (no start date, no amount, …). */
function parse(draft: BookingBalanceDraft): BookingBalance | undefined {
  const parsed = bookingBalanceSchema.safeParse(draft);
  return parsed.success ? parsed.data : undefined;
}

export interface DueBalances {
  /** Due by today, oldest due first. */
  due: BookingBalance[];
  /** Records marked `scheduled` that are no balance: left alone, for the operator to look at. */
  unreadable: string[];
}

export async function dueBalances(base: AirtableClient, today: string): Promise<DueBalances> {
  const drafts = await listScheduledBalances(base, today);
  const due: BookingBalance[] = [];
  const unreadable: string[] = [];
  for (const draft of drafts) {
    const booking = parse(draft);
    if (!booking) unreadable.push(String(draft.recordId));
    else if (isBalanceDue(booking, today)) due.push(booking);
  }
  return { due: due.sort(byDueDate), unreadable };
}

/** The booking of a checkout session, read as a balance. */
export async function bookingOfSession(base: AirtableClient, sessionId: string): Promise<BookingBalance | undefined> {
  const draft = await findBookingBalance(base, sessionId);
  return draft && parse(draft);
}
