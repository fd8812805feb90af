import { describe, expect, it } from 'vitest';
import { convert, roundToWhole } from '../../src/domain/currency.ts';
import { formatMinorAmount, formatPrice } from '../../src/domain/money-format.ts';
import { fromPrice, isChargeable, paymentPlan, quote } from '../../src/domain/pricing.ts';


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

const base = { stepCosts: [], packageCurrency: 'EUR', currency: 'EUR', quantity: 1, discountPercent: 0 } as const;

describe('quote: every line in whole units, adding up', () => {
  it('charges 30% of the total now and leaves the rest as the balance', () => {
    // 1290 €: 30% = 387 now, 903 later.
    expect(quote({ ...base, travellerPrice: 1290 })).toMatchObject({ perTraveller: 1290, subtotal: 1290, total: 1290, payment: 'deposit', dueNow: 387, balance: 903 });
  });

  it('converts and rounds the trip and each step per traveller before multiplying', () => {
    // (1290 + 45 + 120) € in $: 1290 × 1.1 = 1419, 45 × 1.1 = 49.5 → 50, 120 × 1.1 = 132;
    // 1419 + 50 + 132 = 1601 per traveller; × 2 = 3202; 30% = 960.6 → 961; balance 2241.
    const result = quote({ ...base, travellerPrice: 1290, stepCosts: [45, 120], currency: 'USD', quantity: 2 });
    expect(result).toMatchObject({ basePerTraveller: 1419, extrasPerTraveller: [50, 132], perTraveller: 1601, subtotal: 3202, total: 3202, dueNow: 961, balance: 2241 });
  });

  it('takes the discount off the subtotal, rounded, so that the lines add up', () => {
    // In £: 1290 × 0.85 = 1096.5 → 1097, 45 × 0.85 = 38.25 → 38, 120 × 0.85 = 102; 1237 per traveller;
    // × 3 = 3711; 10% = 371.1 → 371; total 3340; 30% = 1002; balance 2338.
    const result = quote({ ...base, travellerPrice: 1290, stepCosts: [45, 120], currency: 'GBP', quantity: 3, discountPercent: 10 });
    expect(result).toMatchObject({ perTraveller: 1237, subtotal: 3711, discount: 371, total: 3340, dueNow: 1002, balance: 2338 });
    expect(result.subtotal - result.discount).toBe(result.total);
    expect(result.dueNow + result.balance).toBe(result.total);
  });

  it('gives each line of the breakdown: the trip and each step per traveller times the travellers', () => {
    // The case in £, 2 travellers: 1690 € × 0.85 = 1436.5 → 1437 per traveller, × 2 = 2874 (not 4267 / 2);
    // the via ferrata 120 € × 0.85 = 102, × 2 = 204; 2874 + 204 = 3078.
    const result = quote({ ...base, travellerPrice: 1690, stepCosts: [120], currency: 'GBP', quantity: 2 });
    expect(result).toMatchObject({ basePerTraveller: 1437, baseSubtotal: 2874, extrasPerTraveller: [102], extrasSubtotals: [204], subtotal: 3078 });
  });

  it('rounds a half unit up despite binary noise', () => {
    // 1049.325 £ / 0.85 = 1234.5 € (1234.4999999999998 in floating point) → 1235
    expect(quote({ ...base, travellerPrice: 1049.325, packageCurrency: 'GBP' }).total).toBe(1235);
  });

  it('keeps the deposit in whole units', () => {
    // 30% of 1237 = 371.1 → 371
    expect(quote({ ...base, travellerPrice: 1237 })).toMatchObject({ dueNow: 371, balance: 866 });
  });

  it('prices CHF like EUR and converts package prices in GBP', () => {
    expect(quote({ ...base, travellerPrice: 990, currency: 'CHF' }).total).toBe(990);
    // 850 £ / 0.85 × 1.1 = 1100 $
    expect(quote({ ...base, travellerPrice: 850, packageCurrency: 'GBP', currency: 'USD' }).total).toBe(1100);
  });

  it('is free with a 100% discount', () => {
    expect(quote({ ...base, travellerPrice: 990, discountPercent: 100 })).toMatchObject({ discount: 990, total: 0, dueNow: 0, balance: 0 });
  });
});

describe('quote: a departure decides deposit or full payment', () => {
  const departing = (startDate: string, today: string) => ({ ...base, travellerPrice: 1850, quantity: 2, departure: { startDate, today } });

  it('takes the deposit when the start is more than 42 days away, the balance due 42 days before it', () => {
    // 2027-07-04 is 43 days after 2027-05-22: 1850 × 2 = 3700; 30% = 1110 now; 2590 on 2027-05-23.
    expect(quote(departing('2027-07-04', '2027-05-22'))).toMatchObject({ payment: 'deposit', total: 3700, dueNow: 1110, balance: 2590, balanceDueDate: '2027-05-23' });
  });

  it('charges everything at once when the start is 42 days away or closer', () => {
    // 42 days: 2027-05-23 → 2027-07-04.
    expect(quote(departing('2027-07-04', '2027-05-23'))).toMatchObject({ payment: 'full', dueNow: 3700, balance: 0, balanceDueDate: undefined });
    expect(quote(departing('2027-07-04', '2027-07-01'))).toMatchObject({ payment: 'full', dueNow: 3700, balance: 0 });
  });

  it('counts whole calendar days across a month and a year', () => {
    // 2026-11-23 → 2027-01-04 is 42 days (7 + 31 + 4).
    expect(paymentPlan({ startDate: '2027-01-04', today: '2026-11-23' })).toBe('full');
    expect(paymentPlan({ startDate: '2027-01-05', today: '2026-11-23' })).toBe('deposit');
  });

  it('takes the deposit without a departure, with no due date', () => {
    expect(quote({ ...base, travellerPrice: 1850 })).toMatchObject({ payment: 'deposit', dueNow: 555, balanceDueDate: undefined });
  });
});

describe('the smallest charge', () => {
  it('cannot charge what is due now below Stripe’s minimum: nothing with a 100% discount, or a few cents', () => {
    expect(isChargeable(quote({ ...base, travellerPrice: 990, discountPercent: 100 }))).toBe(false);
    // 2 € → 30% = 0.6 → 1 € now: chargeable; 1 € → 0.3 → 0 €: not.
    expect(isChargeable(quote({ ...base, travellerPrice: 2 }))).toBe(true);
    expect(isChargeable(quote({ ...base, travellerPrice: 1 }))).toBe(false);
    // 1290 € at 99% off: 1290 − 1277.1 → 1277 = 13; 30% = 3.9 → 4 €.
    expect(isChargeable(quote({ ...base, travellerPrice: 1290, discountPercent: 99 }))).toBe(true);
    // In full, a 1 € departure within 6 weeks is charged 1 €: above the 0.50 € minimum.
    expect(isChargeable(quote({ ...base, travellerPrice: 1, departure: { startDate: '2027-01-10', today: '2027-01-01' } }))).toBe(true);
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
  // The Dolomites' Classic version: 1690 € with the WWI tunnels (45 €) and the via ferrata (120 €), 2 travellers.
  const classic = { travellerPrice: 1690, stepCosts: [45, 120], packageCurrency: 'EUR', quantity: 2 } as const;

  it.each([
    // 1855 per traveller; × 2 = 3710; 30% = 1113. With 15% off: 556.5 → 557 off, 3153; 30% = 945.9 → 946.
    ['EUR', 3710, 1113, 3153, 946],
    ['CHF', 3710, 1113, 3153, 946],
    // 1690 × 0.85 = 1436.5 → 1437, 45 × 0.85 = 38.25 → 38, 120 × 0.85 = 102: 1577; × 2 = 3154; 30% = 946.2 → 946.
    // 15% off: 473.1 → 473, 2681; 30% = 804.3 → 804.
    ['GBP', 3154, 946, 2681, 804],
    // 1690 × 1.1 = 1859, 49.5 → 50, 132: 2041; × 2 = 4082; 30% = 1224.6 → 1225. 15% off: 612.3 → 612, 3470; 30% = 1041.
    ['USD', 4082, 1225, 3470, 1041],
  ] as const)('%s, with and without a 15%% discount', (currency, total, deposit, discountedTotal, discountedDeposit) => {
    expect(quote({ ...classic, currency, discountPercent: 0 })).toMatchObject({ total, dueNow: deposit });
    expect(quote({ ...classic, currency, discountPercent: 15 })).toMatchObject({ total: discountedTotal, dueNow: discountedDeposit });
  });

  it.each([
    ['EUR', 1690],
    ['CHF', 1690],
    ['GBP', 1437], // 1436.5 rounds up
    ['USD', 1859],
  ] as const)('%s without optional steps', (currency, total) => {
    expect(quote({ ...base, travellerPrice: 1690, currency }).total).toBe(total);
  });

  it('converts each step from the package currency, not only the version', () => {
    // A package priced in GBP shown in USD: 1150 £ / 0.85 × 1.1 = 1488.24 → 1488; 35 £ → 45.29 → 45.
    const result = quote({ ...base, travellerPrice: 1150, stepCosts: [35], packageCurrency: 'GBP', currency: 'USD' });
    expect(result).toMatchObject({ basePerTraveller: 1488, extrasPerTraveller: [45], perTraveller: 1533, total: 1533 });
  });
});

describe('rounding edges', () => {
  it('rounds the price per traveller first, so the total is what the lines show', () => {
    // 1000.4 € per traveller → 1000; × 3 = 3000; 30% = 900.
    const result = quote({ ...base, travellerPrice: 1000.4, quantity: 3 });
    expect(result).toMatchObject({ perTraveller: 1000, total: 3000, dueNow: 900, balance: 2100 });
  });

  it('rounds just below a half down and a half up', () => {
    expect(quote({ ...base, travellerPrice: 1234.4999 }).total).toBe(1234);
    expect(quote({ ...base, travellerPrice: 1234.5 }).total).toBe(1235);
  });

  it('rounds a discount that lands on a half up', () => {
    // 10% of 1255 = 125.5 → 126 off; 1129 (binary 125.49999… would round down without the guard).
    expect(quote({ ...base, travellerPrice: 1255, discountPercent: 10 })).toMatchObject({ discount: 126, total: 1129 });
  });

  it('keeps every line whole and the lines adding up', () => {
    for (const travellerPrice of [999, 1001, 1237, 2789, 3333]) {
      for (const currency of ['EUR', 'GBP', 'USD', 'CHF'] as const) {
        const result = quote({ ...base, travellerPrice, stepCosts: [45.5, 17], currency, quantity: 3, discountPercent: 7 });
        expect(result.perTraveller * 3 - result.discount).toBe(result.total);
        expect(result.dueNow + result.balance).toBe(result.total);
        for (const figure of [result.perTraveller, result.discount, result.total, result.dueNow, result.balance]) expect(Number.isInteger(figure)).toBe(true);
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

  it('never shows decimals for a price, the deposit included', () => {
    expect(formatPrice(1436.5, 'GBP', 'en')).toBe('£1,437');
    // 1437 £ × 30% = 431.1 → 431
    expect(formatPrice(quote({ ...base, travellerPrice: 1690, currency: 'GBP' }).dueNow, 'GBP', 'en')).toBe('£431');
    expect(formatMinorAmount(111_300, 'EUR', 'de')).toBe('1.113\u00a0€');
  });
});
