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
          departures: [
            { id: 'recDepartureGone', startDate: '2026-10-17', seats: 15, price: null, status: 'guaranteed' },
            { id: 'recDepartureJune', startDate: '2027-06-20', seats: 15, price: 1650, status: 'open' },
          ],
        },
      ],
    },
    { id: 'recPackageSoon001', slug: 'soon', name: 'Soon', status: 'work-in-progress', currency: 'EUR', brochure: {}, versions: [{ id: 'recVersionSoon001', name: 'Soon', price: 900, steps: [], departures: [] }] },
  ],
};

const valid = { packageId: 'recPackageActive1', versionId: 'recVersionShort01', stepIds: ['recStepOptional01'], quantity: 2, currency: 'GBP', language: 'it' };

/** Today in the operator's time zone, for the departures' dates. */
const TODAY = '2026-11-23';

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
    ['departure id', { departureId: 'dep-1' }, 'invalid_departure'],
    ['attempt id that is too short', { attemptId: 'abc' }, 'invalid_attempt'],
    ['attempt id with other characters', { attemptId: 'attempt id with spaces' }, 'invalid_attempt'],
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
    const result = resolveBooking(parsed(valid), catalog, TODAY);
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
    ['no departure for a version that has upcoming ones', { versionId: 'recVersionLong001', stepIds: [] }, 'departure_required'],
    ['a departure that has left', { versionId: 'recVersionLong001', stepIds: [], departureId: 'recDepartureGone' }, 'invalid_departure'],
    ['a departure of another version', { departureId: 'recDepartureJune' }, 'invalid_departure'],
    ['an unknown departure', { versionId: 'recVersionLong001', stepIds: [], departureId: 'recNoSuchThing1' }, 'invalid_departure'],
  ])('refuses %s', (_, change, error) => {
    expect(resolveBooking(parsed({ ...valid, ...change }), catalog, TODAY)).toMatchObject({ ok: false, error });
  });

  it('prices the resolved selection as the booking widget does', () => {
    const request = parsed(valid);
    const result = resolveBooking(request, catalog, TODAY);
    if (!result.ok) throw new Error(result.message);
    const coupon = { code: 'WELCOME10', couponId: 'recCoupon', discountPercent: 10 };
    const selection = { versionId: result.value.version.id, departureId: null, stepIds: request.stepIds, quantity: request.quantity, coupon };
    // 1000 € × 0.85 = 850 £ and 100 € × 0.85 = 85 £: 935 per traveller; × 2 = 1870; 10% = 187; 1683 £; 30% = 504.9 → 505.
    expect(quote(priceSelection(result.value.package, selection, request.currency, TODAY))).toMatchObject({ currency: 'GBP', total: 1683, dueNow: 505 });
  });

  it('resolves an upcoming departure of the version', () => {
    const result = resolveBooking(parsed({ ...valid, versionId: 'recVersionLong001', stepIds: [], departureId: 'recDepartureJune' }), catalog, TODAY);
    expect(result.ok && result.value.departure).toMatchObject({ id: 'recDepartureJune', price: 1650 });
  });
});
