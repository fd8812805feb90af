import { describe, expect, it } from 'vitest';
import { convert, formatMinorAmount, formatPrice, roundToWhole } from '../../src/domain/currency.ts';
import { balanceMinor, fromPrice, isChargeable, quote } from '../../src/domain/pricing.ts';

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

  it('leaves as balance what the charged deposit does not cover, never less than nothing', () => {
    expect(balanceMinor(1290, 38_700)).toBe(90_300);
    expect(balanceMinor(1, 50)).toBe(50);
    expect(balanceMinor(0, 50)).toBe(0);
  });
});

describe('the smallest charge', () => {
  it('cannot charge a deposit below Stripe’s minimum: nothing with a 100% discount, or a few cents', () => {
    expect(isChargeable(quote({ ...base, versionPrice: 990, discountPercent: 100 }))).toBe(false);
    // 2 € → 0.60 € deposit: chargeable; 1 € → 0.30 €: not in euros, yet enough in pounds.
    expect(isChargeable(quote({ ...base, versionPrice: 2 }))).toBe(true);
    expect(isChargeable(quote({ ...base, versionPrice: 1 }))).toBe(false);
    expect(isChargeable(quote({ ...base, versionPrice: 1, packageCurrency: 'GBP', currency: 'GBP' }))).toBe(true);
    expect(isChargeable(quote({ ...base, versionPrice: 1290, discountPercent: 99 }))).toBe(true);
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

describe('the formula in every currency', () => {
  // The Dolomites' Classic version: 1690 € with the WWI tunnels (45 €) and the via ferrata (120 €).
  const classic = { versionPrice: 1690, stepCosts: [45, 120], packageCurrency: 'EUR', quantity: 2 } as const;

  it.each([
    // (1690 + 45 + 120) × rate × 2, then × 0.85 with 15% off
    ['EUR', 3710, 111_300, 3154, 94_620],
    ['CHF', 3710, 111_300, 3154, 94_620],
    // 1855 × 0.85 = 1576.75 → × 2 = 3153.5 → 3154; × 0.85 = 2680.475 → 2680
    ['GBP', 3154, 94_620, 2680, 80_400],
    // 1855 × 1.1 = 2040.5 → × 2 = 4081; × 0.85 = 3468.85 → 3469
    ['USD', 4081, 122_430, 3469, 104_070],
  ] as const)('%s, with and without a 15%% discount', (currency, total, deposit, discountedTotal, discountedDeposit) => {
    expect(quote({ ...classic, currency, discountPercent: 0 })).toMatchObject({ total, depositMinor: deposit });
    expect(quote({ ...classic, currency, discountPercent: 15 })).toMatchObject({ total: discountedTotal, depositMinor: discountedDeposit });
  });

  it.each([
    ['EUR', 1690],
    ['CHF', 1690],
    ['GBP', 1437], // 1436.5 rounds up
    ['USD', 1859],
  ] as const)('%s without optional steps', (currency, total) => {
    expect(quote({ ...base, versionPrice: 1690, currency }).total).toBe(total);
  });

  it('converts each step from the package currency, not only the version', () => {
    // A package priced in GBP shown in USD: (1150 + 35) £ / 0.85 × 1.1 = 1533.53 $
    const result = quote({ ...base, versionPrice: 1150, stepCosts: [35], packageCurrency: 'GBP', currency: 'USD' });
    expect(result.perTraveller).toBeCloseTo(1533.5294, 3);
    expect(result.total).toBe(1534);
  });
});

describe('rounding edges', () => {
  it('rounds the charge, never the parts: the deposit is 30% of the rounded total', () => {
    // 1000.4 € per traveller × 3 = 3001.2 → 3001; 30% = 900.30, not 30% of 3001.2 = 900.36
    const result = quote({ ...base, versionPrice: 1000.4, quantity: 3 });
    expect(result.total).toBe(3001);
    expect(result.depositMinor).toBe(90_030);
    expect(result.balanceMinor).toBe(210_070);
  });

  it('rounds just below a half down and a half up', () => {
    expect(quote({ ...base, versionPrice: 1234.4999 }).total).toBe(1234);
    expect(quote({ ...base, versionPrice: 1234.5 }).total).toBe(1235);
  });

  it('rounds a discount that lands on a half up', () => {
    // 1255 × 0.9 = 1129.5 → 1130 (binary 1129.4999… would round down without the guard)
    expect(quote({ ...base, versionPrice: 1255, discountPercent: 10 }).total).toBe(1130);
  });

  it('keeps deposit plus balance equal to the charge', () => {
    for (const versionPrice of [999, 1001, 1237, 2789, 3333]) {
      for (const currency of ['EUR', 'GBP', 'USD', 'CHF'] as const) {
        const result = quote({ ...base, versionPrice, currency, quantity: 3, discountPercent: 7 });
        expect(result.depositMinor + result.balanceMinor).toBe(result.total * 100);
        expect(Number.isInteger(result.depositMinor)).toBe(true);
      }
    }
  });
});

describe('display in the visitor\'s currency and locale', () => {
  it.each([
    ['en', 'GBP', 3154, '£3,154'],
    ['en', 'USD', 4081, 'US$4,081'],
    ['de', 'EUR', 3710, '3.710\u00a0€'],
    ['de', 'CHF', 3710, '3.710\u00a0CHF'],
    ['it', 'EUR', 3710, '3710\u00a0€'],
    ['fr', 'EUR', 3710, '3\u202f710\u00a0€'],
    ['es', 'USD', 4081, '4081\u00a0US$'],
  ] as const)('%s %s', (lang, currency, amount, expected) => {
    expect(formatPrice(amount, currency, lang)).toBe(expected);
  });

  it('never shows decimals for a price, and shows the deposit to the cent', () => {
    expect(formatPrice(1436.5, 'GBP', 'en')).toBe('£1,437');
    expect(formatMinorAmount(quote({ ...base, versionPrice: 1690, currency: 'GBP' }).depositMinor, 'GBP', 'en')).toBe('£431.10');
    expect(formatMinorAmount(111_300, 'EUR', 'de')).toBe('1.113\u00a0€');
  });
});
