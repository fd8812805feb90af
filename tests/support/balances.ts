import { expect, inject } from 'vitest';
import { operatorTimeZone } from '../../src/config/company.ts';
import { dayIn } from '../../src/domain/dates.ts';
import { airtable, siteUrl, stripe } from './context.ts';
import { DOLOMITES, booking, checkoutSession, departureWithRoom, uniqueEmail } from './payments.ts';

/** Today in the operator's time zone, as the balance job reads it. */
export const operatorToday = () => dayIn(operatorTimeZone(), new Date());

/** Changes fields of a record as an operator does in Airtable's grid (through the API, as the stand-in has no grid). */
export async function editRecord(table: string, recordId: string, fields: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${inject('airtableUrl')}/v0/${inject('airtableBaseId')}/${table}/${recordId}`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${inject('airtableToken')}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ fields }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

export const bookingRow = async (sessionId: string) => (await airtable.records('bookings')).find((row) => row.fields.checkoutSessionId === sessionId);

/**
 * A deposit booking on a departure of Classic Alta Via 1 months ahead, at the version's price
 * (1690 € a traveller),
 * paid on the Stripe stand-in with `card`, which checkout saves for the balance; the webhook stores
 * the row. Then its balance falls due today: the row's due date moves to today, and it names the
 * saved customer and card (fulfilment writes them on its own once it keeps them).
 */
export async function depositBooking(options: { card?: string; quantity?: number; language?: string } = {}) {
  const email = uniqueEmail();
  const quantity = options.quantity ?? 1;
  const departure = await departureWithRoom(DOLOMITES.packageId, DOLOMITES.classic, quantity, operatorToday());
  const { session } = await checkoutSession(booking({ versionId: DOLOMITES.classic, departureId: departure.id, stepIds: [], quantity, language: options.language ?? 'en' }));
  const paid = await stripe.pay(session.id, { email, card: options.card ?? '4242424242424242' });
  expect(paid.delivery?.status).toBe(200);
  const customer = paid.session.customer!;
  const card = (await stripe.customers()).find((entry) => entry.customer.id === customer)!.paymentMethods[0]!;
  const row = (await bookingRow(session.id))!;
  expect(row.fields).toMatchObject({ balanceStatus: 'scheduled', status: 'deposit paid' });
  await editRecord('bookings', row.id, { balanceDueDate: operatorToday(), stripeCustomerId: customer, stripePaymentMethodId: card.id });
  return { sessionId: session.id, recordId: row.id, email, customer, startDate: String(row.fields.startDate) };
}

/** Runs the daily job by hand, as an operator does under `npm run serve`. */
export async function runChargeBalances(): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(siteUrl('/.netlify/functions/charge-balances'), { method: 'POST', body: '{}' });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The balance's PaymentIntents the job made (its idempotency key names the booking). */
export const offSessionCharges = async (sessionId: string) => (await stripe.paymentIntents()).filter((stored) => stored.idempotencyKey === `balance-${sessionId}`);

/** The balance link of the email sent to `email`, if any. */
export function balanceLinkIn(text: string | undefined): URL | undefined {
  const link = /https?:\/\/\S+\/balance\/\?token=\S+/.exec(text ?? '')?.[0];
  return link ? new URL(link) : undefined;
}
