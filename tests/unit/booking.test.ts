import { describe, expect, it } from 'vitest';
import { readCheckoutAnswer, readCouponAnswer } from '../../src/browser/api-client.ts';
import {
  checkoutRequest,
  defaultVersion,
  exceedsGroupSize,
  initialSelection,
  priceSelection,
  restoreSelection,
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
    expect(initialSelection(dolomites)).toEqual({ versionId: 'recClassic', stepIds: [], quantity: 1, coupon: null });
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

  it('never goes below one traveller, and flags groups above 15', () => {
    const one = initialSelection(dolomites);
    expect(withQuantity(one, 0)).toBe(one);
    expect(withQuantity(one, 2.5)).toBe(one);
    expect(withQuantity(one, 16).quantity).toBe(16);
    expect(exceedsGroupSize({ quantity: 15 })).toBe(false);
    expect(exceedsGroupSize({ quantity: 16 })).toBe(true);
  });

  it('restores a saved selection and repairs stale or tampered storage', () => {
    const saved = { versionId: 'recShort', stepIds: ['recTreCime'], quantity: 3, coupon: { code: 'WELCOME10', couponId: 'recW', discountPercent: 10 } };
    expect(restoreSelection(dolomites, JSON.parse(JSON.stringify(saved)))).toEqual(saved);
    expect(restoreSelection(dolomites, { versionId: 'recGone', stepIds: ['recTreCime', 42, '<script>'], quantity: -4, coupon: { code: 'X', couponId: 'y', discountPercent: 250 } })).toEqual(
      initialSelection(dolomites),
    );
    expect(restoreSelection(dolomites, 'garbage')).toEqual(initialSelection(dolomites));
    expect(restoreSelection(dolomites, null)).toEqual(initialSelection(dolomites));
  });
});

describe('the price of a selection', () => {
  it('adds the chosen steps and the coupon, in the visitor currency', () => {
    const selection = { versionId: 'recClassic', stepIds: ['recTunnels', 'recFerrata'], quantity: 2, coupon: { code: 'DOLOMITI15', couponId: 'recD', discountPercent: 15 } };
    expect(priceSelection(dolomites, selection, 'GBP')).toEqual({
      versionPrice: 1690,
      stepCosts: [45, 120],
      packageCurrency: 'EUR',
      currency: 'GBP',
      quantity: 2,
      discountPercent: 15,
    });
    expect(quote(priceSelection(dolomites, selection, 'GBP')).total).toBe(2680);
  });

  it('asks checkout for the same selection, by record id, with the coupon code only when one is applied', () => {
    const selection = { versionId: 'recClassic', stepIds: ['recFerrata', 'recTunnels'], quantity: 2, coupon: null };
    expect(checkoutRequest(dolomites, selection, 'USD', 'de')).toEqual({
      packageId: 'recDolomites',
      versionId: 'recClassic',
      stepIds: ['recTunnels', 'recFerrata'],
      quantity: 2,
      currency: 'USD',
      language: 'de',
    });
    expect(checkoutRequest(dolomites, { ...selection, coupon: { code: 'WELCOME10', couponId: 'recW', discountPercent: 10 } }, 'EUR', 'en').couponCode).toBe('WELCOME10');
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
