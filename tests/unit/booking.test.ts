import { describe, expect, it } from 'vitest';
import { readCheckoutAnswer } from '../../src/browser/api/checkout-answer.ts';
import { readCouponAnswer } from '../../src/browser/api/coupon.ts';
import {
  checkoutRequest,
  defaultVersion,
  exceedsGroupSize,
  initialSelection,
  priceSelection,
  restoreSelection,
  needsDeparture,
  withDeparture,
  withQuantity,
  withStep,
  withVersion,
} from '../../src/domain/booking.ts';
import { quote } from '../../src/domain/pricing.ts';
import type { BookablePackage } from '../../src/schema/booking.ts';

const dolomites: BookablePackage = {
  id: 'recDolomites',
  currency: 'EUR',
  versions: [
    {
      id: 'recShort',
      price: 1290,
      departures: [],
      steps: [
        { id: 'recCortina', optional: false, additionalCost: 0 },
        { id: 'recTunnels', optional: true, additionalCost: 45 },
        { id: 'recTreCime', optional: true, additionalCost: 80 },
      ],
    },
    {
      id: 'recClassic',
      price: 1690,
      isDefault: true,
      departures: [
        { id: 'recJune', startDate: '2027-06-20', seats: 15, price: null, status: 'open' },
        { id: 'recAugust', startDate: '2027-08-01', seats: 15, price: 1850, status: 'guaranteed' },
      ],
      steps: [
        { id: 'recCortina', optional: false, additionalCost: 0 },
        { id: 'recTunnels', optional: true, additionalCost: 45 },
        { id: 'recFerrata', optional: true, additionalCost: 120 },
      ],
    },
  ],
};

describe('selection', () => {
  it('starts on the default-flagged version, else the first, with one traveller and no coupon', () => {
    expect(initialSelection(dolomites)).toEqual({ versionId: 'recClassic', departureId: null, stepIds: [], quantity: 1, coupon: null });
    expect(defaultVersion(dolomites.versions.map((version) => ({ ...version, isDefault: false })))?.id).toBe('recShort');
  });

  it('ticks and unticks optional steps of the selected version only', () => {
    let selection = withStep(dolomites, initialSelection(dolomites), 'recFerrata', true);
    selection = withStep(dolomites, selection, 'recTreCime', true);
    selection = withStep(dolomites, selection, 'recCortina', true);
    expect(selection.stepIds).toEqual(['recFerrata']);
    expect(withStep(dolomites, selection, 'recFerrata', false).stepIds).toEqual([]);
  });

  it('keeps the chosen steps another version also has', () => {
    let selection = withStep(dolomites, initialSelection(dolomites), 'recFerrata', true);
    selection = withStep(dolomites, selection, 'recTunnels', true);
    expect(withVersion(dolomites, selection, 'recShort').stepIds).toEqual(['recTunnels']);
    expect(withVersion(dolomites, selection, 'recUnknown')).toBe(selection);
  });

  it('chooses a departure of the selected version only, and drops it for another version', () => {
    const june = withDeparture(dolomites, initialSelection(dolomites), 'recJune');
    expect(june.departureId).toBe('recJune');
    expect(withDeparture(dolomites, june, 'recElsewhere')).toBe(june);
    expect(withDeparture(dolomites, june, null).departureId).toBeNull();
    expect(withVersion(dolomites, june, 'recShort').departureId).toBeNull();
  });

  it('asks for a departure only where the version has an upcoming one', () => {
    const [short, classic] = dolomites.versions;
    expect(needsDeparture(classic, '2027-01-01')).toBe(true);
    expect(needsDeparture(classic, '2027-08-01')).toBe(false);
    expect(needsDeparture(short, '2027-01-01')).toBe(false);
  });

  it('never goes below one traveller, and flags groups above 15', () => {
    const one = initialSelection(dolomites);
    expect(withQuantity(one, 0)).toBe(one);
    expect(withQuantity(one, 2.5)).toBe(one);
    expect(withQuantity(one, 16).quantity).toBe(16);
    expect(exceedsGroupSize({ quantity: 15 })).toBe(false);
    expect(exceedsGroupSize({ quantity: 16 })).toBe(true);
  });

  it('restores a saved selection and repairs stale or tampered storage', () => {
    const saved = { versionId: 'recShort', departureId: null, stepIds: ['recTreCime'], quantity: 3, coupon: { code: 'WELCOME10', couponId: 'recW', discountPercent: 10 } };
    expect(restoreSelection(dolomites, JSON.parse(JSON.stringify(saved)))).toEqual(saved);
    const onADate = { ...saved, versionId: 'recClassic', departureId: 'recAugust', stepIds: [] };
    expect(restoreSelection(dolomites, JSON.parse(JSON.stringify(onADate)))).toEqual(onADate);
    expect(restoreSelection(dolomites, { ...onADate, departureId: 'recOfAnotherTrip' }).departureId).toBeNull();
    expect(restoreSelection(dolomites, { versionId: 'recGone', stepIds: ['recTreCime', 42, '<script>'], quantity: -4, coupon: { code: 'X', couponId: 'y', discountPercent: 250 } })).toEqual(
      initialSelection(dolomites),
    );
    expect(restoreSelection(dolomites, 'garbage')).toEqual(initialSelection(dolomites));
    expect(restoreSelection(dolomites, null)).toEqual(initialSelection(dolomites));
  });
});

describe('the price of a selection', () => {
  it('adds the chosen steps and the coupon, in the visitor currency', () => {
    const selection = { versionId: 'recClassic', departureId: null, stepIds: ['recTunnels', 'recFerrata'], quantity: 2, coupon: { code: 'DOLOMITI15', couponId: 'recD', discountPercent: 15 } };
    expect(priceSelection(dolomites, selection, 'GBP', '2027-01-01')).toEqual({
      travellerPrice: 1690,
      stepCosts: [45, 120],
      packageCurrency: 'EUR',
      currency: 'GBP',
      quantity: 2,
      discountPercent: 15,
      departure: undefined,
    });
    // In £: 1437 + 38 + 102 = 1577; × 2 = 3154; 15% = 473.1 → 473; 2681.
    expect(quote(priceSelection(dolomites, selection, 'GBP', '2027-01-01')).total).toBe(2681);
  });

  it('prices a departure at its own price, and pays it in full within 6 weeks of the start', () => {
    const august = { versionId: 'recClassic', departureId: 'recAugust', stepIds: [], quantity: 2, coupon: null };
    // 1850 € instead of the version's 1690; 2027-08-01 is 55 days after 2027-06-07: deposit, 30% of 3700.
    expect(quote(priceSelection(dolomites, august, 'EUR', '2027-06-07'))).toMatchObject({ total: 3700, payment: 'deposit', dueNow: 1110, balanceDueDate: '2027-06-20' });
    expect(quote(priceSelection(dolomites, august, 'EUR', '2027-06-25'))).toMatchObject({ total: 3700, payment: 'full', dueNow: 3700 });
    // The June departure has no price of its own: the version's.
    expect(quote(priceSelection(dolomites, { ...august, departureId: 'recJune' }, 'EUR', '2027-01-01')).total).toBe(3380);
  });

  it('asks checkout for the same selection, by record id, with the coupon code only when one is applied', () => {
    const selection = { versionId: 'recClassic', departureId: 'recJune', stepIds: ['recFerrata', 'recTunnels'], quantity: 2, coupon: null };
    expect(checkoutRequest(dolomites, selection, 'USD', 'de', 'attempt-0001')).toEqual({
      packageId: 'recDolomites',
      versionId: 'recClassic',
      departureId: 'recJune',
      attemptId: 'attempt-0001',
      stepIds: ['recTunnels', 'recFerrata'],
      quantity: 2,
      currency: 'USD',
      language: 'de',
    });
    expect(checkoutRequest(dolomites, { ...selection, coupon: { code: 'WELCOME10', couponId: 'recW', discountPercent: 10 } }, 'EUR', 'en', 'attempt-0001').couponCode).toBe('WELCOME10');
    expect(checkoutRequest(dolomites, { ...selection, versionId: 'recShort', departureId: null }, 'EUR', 'en', 'attempt-0001')).not.toHaveProperty('departureId');
  });
});

describe('answers of the functions', () => {
  it('reads a valid coupon and each rejection', () => {
    expect(readCouponAnswer('WELCOME10', 200, { valid: true, couponId: 'recW', discountPercent: 10 })).toEqual({
      coupon: { code: 'WELCOME10', couponId: 'recW', discountPercent: 10 },
    });
    for (const error of ['invalid_code', 'expired_code', 'code_not_valid_package', 'code_max_uses'] as const) {
      expect(readCouponAnswer('X', 200, { valid: false, error })).toEqual({ error });
    }
  });

  it('treats a server fault or a strange answer as an error validating the code', () => {
    expect(readCouponAnswer('X', 500, { error: 'internal' })).toEqual({ error: 'error_validating_code' });
    expect(readCouponAnswer('X', 200, null)).toEqual({ error: 'error_validating_code' });
    expect(readCouponAnswer('X', 200, { valid: true, couponId: 'r', discountPercent: 400 })).toEqual({ error: 'error_validating_code' });
    expect(readCouponAnswer('X', 400, { error: 'invalid_request', message: 'code is too long' })).toEqual({ error: 'invalid_code' });
  });

  it('follows only a web address to checkout', () => {
    expect(readCheckoutAnswer(200, { url: 'https://checkout.stripe.com/c/pay/cs_test_1' }, 'https://site.test/')).toEqual({ url: 'https://checkout.stripe.com/c/pay/cs_test_1' });
    expect(readCheckoutAnswer(200, { url: 'javascript:alert(1)' }, 'https://site.test/')).toEqual({ error: 'checkout_failed' });
    expect(readCheckoutAnswer(400, { error: 'quantity_too_large', message: '…' }, 'https://site.test/')).toEqual({ error: 'quantity_too_large' });
    expect(readCheckoutAnswer(502, null, 'https://site.test/')).toEqual({ error: 'checkout_failed' });
  });
});
