import { describe, expect, it } from 'vitest';
import { airtable } from '../support/context.ts';
import { DOLOMITES, SKYE, postJson } from '../support/payments.ts';

const validate = async (body: unknown) => {
  const response = await postJson('/api/validate-coupon', body);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('POST /api/validate-coupon', () => {
  it('accepts a valid code, typed in any case, with its id and discount', async () => {
    for (const code of ['WELCOME10', 'welcome10', '  Welcome10 ']) {
      expect(await validate({ code, packageId: DOLOMITES.packageId })).toEqual({
        status: 200,
        body: { valid: true, couponId: 'rec4fP4zV4D0lpsKr', discountPercent: 10 },
      });
    }
  });

  it.each([
    ['an unknown code', 'NOSUCHCODE', DOLOMITES.packageId, 'invalid_code', 'Invalid promo code'],
    ['an expired code', 'SUMMER2024', DOLOMITES.packageId, 'expired_code', 'This code has expired'],
    ['a code that is not valid yet', 'FUTURE25', DOLOMITES.packageId, 'expired_code', 'This code has expired'],
    ['a code for other packages', 'DOLOMITI15', SKYE.packageId, 'code_not_valid_package', 'This code is not valid for this package'],
    ['a used-up code', 'SOLDOUT30', DOLOMITES.packageId, 'code_max_uses', 'This code has reached maximum uses'],
  ])('rejects %s', async (_, code, packageId, error, message) => {
    expect(await validate({ code, packageId })).toEqual({ status: 200, body: { valid: false, error, message } });
  });

  it('checks the rules in the spec order: dates before package, package before uses', async () => {
    // SUMMER2024 is both expired and (for an unknown package) not valid for it: expired wins.
    expect((await validate({ code: 'SUMMER2024', packageId: 'recNoSuchPackage1' })).body.error).toBe('expired_code');
    const [coupon] = await airtable.add('coupons', [
      { fields: { coupon_code: 'ORDERCHECK', validity_date_start: '2025-01-01', validity_date_end: '2099-12-31', supported_packages: [SKYE.packageId], uses: 5, max_uses: 5, discount_percent: 5 } },
    ]);
    expect(coupon).toBeDefined();
    expect((await validate({ code: 'ordercheck', packageId: DOLOMITES.packageId })).body.error).toBe('code_not_valid_package');
    expect((await validate({ code: 'ordercheck', packageId: SKYE.packageId })).body.error).toBe('code_max_uses');
  });

  it.each([
    ['a formula injection', "X' , TRUE(), '"],
    ['a closing brace', 'WELCOME10}'],
    ['markup', '<script>alert(1)</script>'],
    ['a very long code', 'A'.repeat(10_000)],
    ['an empty code', ''],
  ])('answers %s as an invalid code, never a fault', async (_, code) => {
    expect(await validate({ code, packageId: DOLOMITES.packageId })).toMatchObject({ status: 200, body: { valid: false, error: 'invalid_code' } });
  });

  it.each([
    ['no code', { packageId: DOLOMITES.packageId }],
    ['a number as code', { code: 10, packageId: DOLOMITES.packageId }],
    ['no package', { code: 'WELCOME10' }],
    ['an array', ['WELCOME10']],
  ])('refuses a request with %s with a 400', async (_, body) => {
    const { status, body: answer } = await validate(body);
    expect(status).toBe(400);
    expect(answer).toMatchObject({ error: 'invalid_request', message: expect.any(String) });
  });

  it('refuses a body that is not JSON with a 400', async () => {
    const { status, body } = await validate('code=WELCOME10');
    expect(status).toBe(400);
    expect(body.error).toBe('invalid_json');
  });

  it('answers error_validating_code with a 5xx when Airtable cannot be reached', async () => {
    // Three failures: the first read and both of the client's retries; only this code's lookups fail.
    await airtable.control('fault', { table: 'coupons', match: 'LOOKUPFAULT', status: 503, times: 3 });
    const { status, body } = await validate({ code: 'LookupFault', packageId: DOLOMITES.packageId });
    expect(status).toBe(502);
    expect(body).toEqual({ valid: false, error: 'error_validating_code', message: 'Error validating code. Please try again.' });
    expect(await validate({ code: 'LookupFault', packageId: DOLOMITES.packageId })).toMatchObject({ status: 200, body: { error: 'invalid_code' } });
  });
});
