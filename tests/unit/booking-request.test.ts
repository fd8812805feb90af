import { describe, expect, it } from 'vitest';
import { resolveBooking } from '../../src/domain/booking-request.ts';
import { priceSelection } from '../../src/domain/booking.ts';
import { quote } from '../../src/domain/pricing.ts';
import { checkoutBody, checkoutRefusals, type CheckoutRequest } from '../../src/schema/api.ts';
import type { Catalog } from '../../src/schema/catalog.ts';
import { parseWith } from '../../src/schema/parse.ts';

/** A step name the base has in English only. */
const named = (name: string) => ({ en: name, de: name, it: name, fr: name, es: name, fallbackFrom: { de: 'en', it: 'en', fr: 'en', es: 'en' } }) as const;

const catalog: Catalog = {
  packages: [
    {
      id: 'recPackageActive1',
      slug: 'alps',
      name: 'Alps',
      status: 'active',
      currency: 'EUR',
      brochure: {},
      versions: [
        {
          id: 'recVersionShort01',
          name: 'Short',
          price: 1000,
          steps: [
            { id: 'recStepFixed00001', name: named('Start'), optional: false, additionalCost: 0 },
            { id: 'recStepOptional01', name: named('Glacier'), optional: true, additionalCost: 100 },
          ],
          departures: [],
        },
        {
          id: 'recVersionLong001',
          name: 'Long',
          price: 1500,
          steps: [{ id: 'recStepOptional02', name: named('Summit'), optional: true, additionalCost: 200 }],
          departures: [],
        },
      ],
    },
    { id: 'recPackageSoon001', slug: 'soon', name: 'Soon', status: 'work-in-progress', currency: 'EUR', brochure: {}, versions: [{ id: 'recVersionSoon001', name: 'Soon', price: 900, steps: [], departures: [] }] },
  ],
};

const valid = { packageId: 'recPackageActive1', versionId: 'recVersionShort01', stepIds: ['recStepOptional01'], quantity: 2, currency: 'GBP', language: 'it' };

const parseBookingRequest = (body: unknown) => parseWith(checkoutBody, body, checkoutRefusals);

function parsed(body: unknown): CheckoutRequest {
  const result = parseBookingRequest(body);
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

describe('the checkout body', () => {
  it('keeps exactly the selection, upper-cases the code and drops everything else', () => {
    expect(parsed({ ...valid, couponCode: ' welcome10 ', price: 1, discountPercent: 100 })).toEqual({ ...valid, couponCode: 'WELCOME10' });
  });

  it('treats missing steps, and an empty or null code, as none', () => {
    const { stepIds: _, ...withoutSteps } = valid;
    expect(parsed(withoutSteps).stepIds).toEqual([]);
    expect(parsed(withoutSteps).couponCode).toBeUndefined();
    expect(parsed({ ...valid, couponCode: '   ' }).couponCode).toBeUndefined();
    expect(parsed({ ...valid, couponCode: null }).couponCode).toBeUndefined();
  });

  it.each([
    [0, 'invalid_quantity'],
    [-1, 'invalid_quantity'],
    [16, 'invalid_quantity'],
    [1.5, 'invalid_quantity'],
    ['2', 'invalid_quantity'],
    [Number.NaN, 'invalid_quantity'],
  ])('refuses quantity %j', (quantity, error) => {
    expect(parseBookingRequest({ ...valid, quantity })).toMatchObject({ ok: false, error });
  });

  it('accepts the whole group size, 1 to 15', () => {
    expect(parsed({ ...valid, quantity: 1 }).quantity).toBe(1);
    expect(parsed({ ...valid, quantity: 15 }).quantity).toBe(15);
  });

  it.each([
    ['currency', { currency: 'XYZ' }, 'invalid_currency'],
    ['language', { language: 'EN' }, 'invalid_language'],
    ['package id', { packageId: "recX' OR 1=1" }, 'invalid_package'],
    ['version id', { versionId: 42 }, 'invalid_version'],
    ['steps', { stepIds: [42] }, 'invalid_steps'],
    ['duplicate steps', { stepIds: ['recStepOptional01', 'recStepOptional01'] }, 'invalid_steps'],
    ['coupon code', { couponCode: ['A'] }, 'invalid_coupon_code'],
  ])('refuses a malformed %s', (_, change, error) => {
    expect(parseBookingRequest({ ...valid, ...change })).toMatchObject({ ok: false, error, message: expect.any(String) });
  });

  it.each([['an array', [valid]], ['a string', 'packageId=recX'], ['null', null]])('refuses %s as a whole', (_, body) => {
    expect(parseBookingRequest(body)).toMatchObject({ ok: false, error: 'invalid_request' });
  });

  it('names the first field at fault, in the order of the interface', () => {
    expect(parseBookingRequest({ ...valid, versionId: 1, quantity: 0 })).toMatchObject({ ok: false, error: 'invalid_version', fields: ['versionId', 'quantity'] });
  });
});

describe('resolveBooking', () => {
  it('finds the package, the version and its optional steps', () => {
    const result = resolveBooking(parsed(valid), catalog);
    expect(result.ok && [result.value.package.id, result.value.version.id, result.value.steps.map((step) => step.name.en)]).toEqual([
      'recPackageActive1',
      'recVersionShort01',
      ['Glacier'],
    ]);
  });

  it.each([
    ['a package that is not bookable', { packageId: 'recPackageSoon001', versionId: 'recVersionSoon001', stepIds: [] }, 'unknown_package'],
    ['a version of another package', { versionId: 'recVersionSoon001' }, 'unknown_version'],
    ['a step of another version', { stepIds: ['recStepOptional02'] }, 'unknown_step'],
    ['a step that is always included', { stepIds: ['recStepFixed00001'] }, 'unknown_step'],
  ])('refuses %s', (_, change, error) => {
    expect(resolveBooking(parsed({ ...valid, ...change }), catalog)).toMatchObject({ ok: false, error });
  });

  it('prices the resolved selection as the booking widget does', () => {
    const request = parsed(valid);
    const result = resolveBooking(request, catalog);
    if (!result.ok) throw new Error(result.message);
    const coupon = { code: 'WELCOME10', couponId: 'recCoupon', discountPercent: 10 };
    const selection = { versionId: result.value.version.id, stepIds: request.stepIds, quantity: request.quantity, coupon };
    // (1000 + 100) € × 0.85 = 935 £ × 2 × 0.9 = 1683 £; deposit 504.90 £.
    expect(quote(priceSelection(result.value.package, selection, request.currency))).toMatchObject({ currency: 'GBP', total: 1683, depositMinor: 50_490 });
  });
});
