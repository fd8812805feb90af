import { describe, expect, it } from 'vitest';
import type { PaidBooking } from '../../src/schema/payment.ts';
import { bookingNotice } from '../../src/server/emails/booking-notice.ts';

/** The operator's notice says what the operator must do about the money and the places, in their language. */
const english = { email: 'ops@example.com', language: 'en' } as const;
const german = { email: 'ops@example.com', language: 'de' } as const;

// Dolomites Classic, 2 travellers at 1690 EUR = 3380; 30 % = 1014 paid, 2366 left, due 42 days before 20 June 2027.
const deposit: PaidBooking = {
  sessionId: 'cs_test_notice',
  packageId: 'recKzVYRroconmqDY',
  packageName: 'Dolomites Hut-to-Hut: Alta Via 1',
  versionId: 'recZRWZeBDWw2TKL3',
  versionName: 'Classic',
  stepIds: [],
  quantity: 2,
  currency: 'EUR',
  total: 3380,
  payment: 'deposit',
  paidNowMinor: 101_400,
  balance: 2366,
  departureId: 'recCCTmfYw8dGkACN',
  startDate: '2027-06-20',
  balanceDueDate: '2027-05-09',
  discountPercent: 0,
  language: 'it',
  customerEmail: 'anna@example.com',
};
const lines = (text: string) => text.split('\n');

describe('the operator’s notice of a booking', () => {
  it('says the balance will be charged automatically, on which day, for a deposit on a departure', () => {
    const { text } = bookingNotice(deposit, undefined, english, { couponCounted: true });
    expect(lines(text).slice(0, 3)).toEqual(['A deposit has just been paid on the website.', '', 'Nothing to do: the balance of €2,366 will be charged automatically to the saved card on May 9, 2027.']);
    expect(lines(bookingNotice(deposit, undefined, german, { couponCounted: true }).text)[2]).toBe(
      // Intl puts a no-break space before the euro sign.
      'Nichts zu tun: Der Restbetrag von 2.366\u00a0€ wird am 9. Mai 2027 automatisch von der gespeicherten Karte abgebucht.',
    );
  });

  it('says nothing is left to collect for a trip paid in full', () => {
    const full = { ...deposit, payment: 'full' as const, paidNowMinor: 338_000, balance: 0, balanceDueDate: undefined };
    expect(lines(bookingNotice(full, undefined, english, { couponCounted: true }).text).slice(0, 3)).toEqual([
      'A trip has just been paid in full on the website.',
      '',
      'Nothing to do: the trip is paid in full.',
    ]);
  });

  it('asks the operator to collect the balance of a booking without a departure', () => {
    const undated = { ...deposit, departureId: undefined, startDate: undefined, balanceDueDate: undefined };
    expect(lines(bookingNotice(undated, undefined, english, { couponCounted: true }).text)[2]).toBe(
      'To do: this booking has no departure date. Agree the dates with the customer and collect the balance of €2,366 yourself.',
    );
  });

  it('warns first of a departure sold over its seats', () => {
    const { text } = bookingNotice(deposit, undefined, english, { couponCounted: true, overbooked: { seats: 3, sold: 4 } });
    expect(lines(text).slice(0, 5)).toEqual([
      'A deposit has just been paid on the website.',
      '',
      'Attention: this departure now has 4 travellers for 3 places (the payment arrived after the places had been given back). Add places in Airtable, or offer the customer another date.',
      '',
      'Nothing to do: the balance of €2,366 will be charged automatically to the saved card on May 9, 2027.',
    ]);
  });
});
