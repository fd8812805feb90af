import { describe, expect, it } from 'vitest';
import { paidBookingFromRow } from '../../src/airtable/records/bookings.ts';

/** A `bookings` row as fulfilment writes it (content contract), with a departure paid by deposit. */
const row = (fields: Record<string, unknown> = {}) => ({
  id: 'recBooking000001',
  createdTime: '2026-11-23T10:00:00.000Z',
  fields: {
    checkoutSessionId: 'cs_test_a1',
    packageId: 'recKzVYRroconmqDY',
    packageName: 'Dolomites Hut-to-Hut: Alta Via 1',
    versionId: 'recZRWZeBDWw2TKL3',
    steps: 'reckenC2QCkF3Y5s8, reciKW7OLX8GUcFJh',
    quantity: 2,
    currency: 'GBP',
    total: 2270,
    deposit: 681,
    couponCode: 'WELCOME10',
    discountPercent: 10,
    customerEmail: 'anna@example.com',
    language: 'it',
    status: 'deposit paid',
    departureId: 'recCCTmfYw8dGkACN',
    startDate: '2027-06-12',
    balance: 1589,
    balanceDueDate: '2027-05-01',
    balanceStatus: 'scheduled',
    createdAt: '2026-11-23T10:00:00.000Z',
    emailStatus: 'failed',
    ...fields,
  },
});

describe('paidBookingFromRow', () => {
  it('reads back the booking a row records, its departure and balance included', () => {
    expect(paidBookingFromRow(row())).toEqual({
      sessionId: 'cs_test_a1',
      packageId: 'recKzVYRroconmqDY',
      packageName: 'Dolomites Hut-to-Hut: Alta Via 1',
      versionId: 'recZRWZeBDWw2TKL3',
      versionName: '',
      stepIds: ['reckenC2QCkF3Y5s8', 'reciKW7OLX8GUcFJh'],
      quantity: 2,
      currency: 'GBP',
      total: 2270,
      payment: 'deposit',
      paidNowMinor: 68_100,
      balance: 1589,
      departureId: 'recCCTmfYw8dGkACN',
      startDate: '2027-06-12',
      balanceDueDate: '2027-05-01',
      couponCode: 'WELCOME10',
      discountPercent: 10,
      language: 'it',
      customerEmail: 'anna@example.com',
    });
  });

  it('reads a trip paid in full, and a booking without a departure, whose balance is the total less what was paid', () => {
    expect(paidBookingFromRow(row({ status: 'paid in full', deposit: 2270, balance: 0 }))).toMatchObject({ payment: 'full', paidNowMinor: 227_000, balance: 0 });
    const undated = row({ departureId: undefined, startDate: undefined, balance: undefined, balanceDueDate: undefined, balanceStatus: undefined, deposit: 484.5, total: 1615 });
    // 1615 − 484.50 = 1130.50 remain.
    expect(paidBookingFromRow(undated)).toMatchObject({ paidNowMinor: 48_450, balance: 1130.5, departureId: undefined, startDate: undefined });
  });

  it('has no address for a customer whose data was erased, and reads an unknown language as English', () => {
    expect(paidBookingFromRow(row({ customerEmail: 'erased', language: 'pt' }))).toMatchObject({ customerEmail: undefined, language: 'en' });
  });

  it.each([
    ['no session id', { checkoutSessionId: undefined }],
    ['no total', { total: undefined }],
    ['no quantity', { quantity: 0 }],
    ['a currency the site does not sell in', { currency: 'JPY' }],
    ['no package', { packageId: ' ' }],
  ])('is undefined for a row with %s', (_, fields) => {
    expect(paidBookingFromRow(row(fields))).toBeUndefined();
  });
});
