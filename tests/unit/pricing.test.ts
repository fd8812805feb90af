import { describe, expect, it } from 'vitest';
import { convert, formatMinorAmount, formatPrice, roundToWhole } from '../../src/domain/currency.ts';
import { fromPrice, quote } from '../../src/domain/pricing.ts';

const base = { stepCosts: [], packageCurrency: 'EUR', currency: 'EUR', quantity: 1, discountPercent: 0 } as const;

describe('conversion at the fixed rates', () => {
  it.each([
    ['EUR', 'USD', 1000, 1100],
    ['EUR', 'GBP', 1000, 850],
    ['EUR', 'CHF', 1000, 1000],
    ['GBP', 'EUR', 850, 1000],
    ['USD', 'GBP', 1100, 850],
  ] as const)('%s → %s', (from, to, amount, expected) => {
    expect(convert(amount, from, to)).toBeCloseTo(expected, 9);
  });
});

describe('quote', () => {
  it('charges 30% of the total now, in minor units', () => {
    const result = quote({ ...base, versionPrice: 1290 });
    expect(result).toMatchObject({ total: 1290, depositMinor: 38_700, balanceMinor: 90_300 });
  });

  it('adds each optional step, converted, and multiplies by the travellers', () => {
    // (1290 + 45 + 120) € = 1455 € → ×1.1 = 1600.5 $ per traveller → ×2 = 3201 $
    const result = quote({ ...base, versionPrice: 1290, stepCosts: [45, 120], currency: 'USD', quantity: 2 });
    expect(result.total).toBe(3201);
    expect(result.depositMinor).toBe(96_030);
  });

  it('applies the discount before rounding to whole units', () => {
    // 1455 € × 0.85 = 1236.75 £ × 3 = 3710.25 £ × 0.9 = 3339.225 → 3339 £
    const result = quote({ ...base, versionPrice: 1290, stepCosts: [45, 120], currency: 'GBP', quantity: 3, discountPercent: 10 });
    expect(result.total).toBe(3339);
    expect(result.depositMinor).toBe(100_170);
    expect(result.balanceMinor).toBe(233_730);
  });

  it('rounds a half unit up despite binary noise', () => {
    // 1234.5 in EUR from GBP: 1049.325 £ / 0.85 = 1234.5 (1234.4999999999998 in floating point)
    expect(quote({ ...base, versionPrice: 1049.325, packageCurrency: 'GBP' }).total).toBe(1235);
  });

  it('keeps a deposit with cents exact', () => {
    // 30% of 1237 = 371.10
    const result = quote({ ...base, versionPrice: 1237 });
    expect(result.depositMinor).toBe(37_110);
    expect(formatMinorAmount(result.depositMinor, 'EUR', 'en')).toBe('€371.10');
  });

  it('prices CHF like EUR and converts package prices in GBP', () => {
    expect(quote({ ...base, versionPrice: 990, currency: 'CHF' }).total).toBe(990);
    expect(quote({ ...base, versionPrice: 850, packageCurrency: 'GBP', currency: 'USD' }).total).toBe(1100);
  });

  it('is free with a 100% discount', () => {
    expect(quote({ ...base, versionPrice: 990, discountPercent: 100 })).toMatchObject({ total: 0, depositMinor: 0, balanceMinor: 0 });
  });
});

describe('display', () => {
  it('shows whole units in the visitor\'s language', () => {
    expect(formatPrice(1600.5, 'USD', 'en')).toBe('US$1,601');
    expect(formatPrice(1290, 'EUR', 'de')).toBe('1.290\u00a0€');
    expect(formatPrice(1290, 'EUR', 'it')).toBe('1290\u00a0€');
    expect(formatPrice(1290, 'GBP', 'en')).toBe('£1,290');
  });

  it('converts a "from" price to whole units', () => {
    expect(fromPrice(1290, 'EUR', 'GBP')).toBe(1097);
    expect(roundToWhole(1096.5)).toBe(1097);
  });
});
