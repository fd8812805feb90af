import { describe, expect, it } from 'vitest';
import { airtable, siteUrl, stripe } from '../support/context.ts';
import { DOLOMITES, KUMANO, LOFOTEN, SKYE, booking, checkoutSession, postJson } from '../support/payments.ts';

/**
 * The charges, worked by hand from the spec's numbers (product-spec §9, decisions.md): each price per
 * traveller (the version's, and each chosen step's additionalCost) is converted at EUR 1, CHF 1,
 * GBP 0.85, USD 1.1 and rounded half up to whole units, so that the lines the widget shows add up;
 * × quantity; the discount is taken off rounded; the deposit is 30 % of the total, rounded.
 * Sample base: Dolomites Short Escape 1290 EUR, Classic 1690 EUR, Lagazuoi step +45 EUR,
 * Tre Cime step +80 EUR; Skye Explorer 1150 GBP, Talisker step +35 GBP.
 */
const CHARGES = [
  // 1290 + 45 = 1335 EUR; × 2 = 2670; 30 % = 801.
  ['EUR, one optional step, 2 travellers', booking(), { total: 2670, paidNowMinor: 80_100 }, 0, undefined],
  // 1290 × 0.85 = 1096.5 → 1097, 45 × 0.85 = 38.25 → 38, 80 × 0.85 = 68: 1203 GBP; × 3 = 3609; 30 % = 1082.7 → 1083.
  ['GBP from a EUR package, two steps, 3 travellers', booking({ currency: 'GBP', quantity: 3, stepIds: [DOLOMITES.lagazuoi, DOLOMITES.treCime] }), { total: 3609, paidNowMinor: 108_300 }, 0, undefined],
  // 1290 × 1.1 = 1419, 45 × 1.1 = 49.5 → 50: 1469 USD; × 2 = 2938; 10 % = 293.8 → 294; 2644; 30 % = 793.2 → 793.
  ['USD with WELCOME10', booking({ currency: 'USD', couponCode: 'welcome10', language: 'de' }), { total: 2644, paidNowMinor: 79_300 }, 10, 'WELCOME10'],
  // 1150 / 0.85 = 1352.94 → 1353, 35 / 0.85 = 41.18 → 41: 1394 CHF; × 15 = 20 910; 30 % = 6273.
  ['CHF from a GBP package, 15 travellers', { ...booking(), packageId: SKYE.packageId, versionId: SKYE.explorer, stepIds: [SKYE.talisker], quantity: 15, currency: 'CHF' }, { total: 20_910, paidNowMinor: 627_300 }, 0, undefined],
  // Classic is booked on a departure (June, the version's price, months ahead): 1690; 15 % = 253.5 → 254; 1436; 30 % = 430.8 → 431.
  ['EUR, no steps, one traveller, DOLOMITI15, a departure', booking({ stepIds: [], quantity: 1, couponCode: 'DOLOMITI15', versionId: DOLOMITES.classic, departureId: DOLOMITES.juneDeparture }), { total: 1436, paidNowMinor: 43_100 }, 15, 'DOLOMITI15'],
] as const;

describe('POST /api/checkout: the charge', () => {
  it.each(CHARGES)('charges 30 %% of the total worked by hand: %s', async (_, body, expected, discount, code) => {
    const { session, lineItems, params } = await checkoutSession(body);
    expect(session.amount_total).toBe(expected.paidNowMinor);
    expect(session.currency).toBe(String(body.currency).toLowerCase());
    expect(lineItems).toHaveLength(1);
    expect(lineItems[0]).toMatchObject({ unitAmount: expected.paidNowMinor, quantity: 1, currency: String(body.currency).toLowerCase() });
    expect(session.metadata).toMatchObject({
      packageId: body.packageId,
      versionId: body.versionId,
      quantity: String(body.quantity),
      currency: body.currency,
      total: String(expected.total),
      payment: 'deposit',
      paidNow: (expected.paidNowMinor / 100).toFixed(2),
      discountPercent: String(discount),
      language: body.language,
    });
    expect(session.metadata.stepIds).toBe((body.stepIds as readonly string[]).join(',') || undefined);
    if (code) expect(session.metadata.couponCode).toBe(code);
    else expect(session.metadata.couponCode).toBeUndefined();
    expect(params.mode).toBe('payment');
  });

  it('ignores any price, amount or discount sent by the browser', async () => {
    const honest = booking({ quantity: 3 });
    const { session } = await checkoutSession({
      ...honest,
      price: 1,
      amount: 100,
      unit_amount: 50,
      total: 1,
      deposit: 1,
      depositMinor: 50,
      discountPercent: 100,
      discount: 99,
      couponId: 'rec4fP4zV4D0lpsKr',
    });
    // (1290 + 45) × 3 = 4005 EUR; 30 % = 1201.5 → 1202.
    expect(session.amount_total).toBe(120_200);
    expect(session.metadata.discountPercent).toBe('0');
  });

  it('names the package and version, describes the deposit in the visitor’s language, and saves the card', async () => {
    const { session, lineItems, params } = await checkoutSession(booking({ language: 'de', couponCode: 'WELCOME10', stepIds: [DOLOMITES.lagazuoi, DOLOMITES.treCime] }));
    expect(lineItems[0]!.name).toBe('Dolomites Hut-to-Hut: Alta Via 1 – Short Escape');
    expect(lineItems[0]!.description).toBe(
      '30 % Anzahlung für 2 Personen · Inklusive: Lagazuoi-Stollen aus dem Ersten Weltkrieg mit einem Historiker, Drei Zinnen bei Sonnenaufgang · 10 % Rabatt mit dem Code WELCOME10',
    );
    expect(params).toMatchObject({ customer_creation: 'always', payment_intent_data: { setup_future_usage: 'off_session' }, locale: 'de' });
    expect(session.success_url).toBe(siteUrl('/de/success/?session_id={CHECKOUT_SESSION_ID}'));
    expect(session.cancel_url).toBe(siteUrl('/de/packages/dolomites-hut-to-hut-alta-via-1/'));
  });

  it('sends English visitors back to unprefixed pages', async () => {
    const { session } = await checkoutSession(booking());
    expect(session.success_url).toBe(siteUrl('/success/?session_id={CHECKOUT_SESSION_ID}'));
    expect(session.cancel_url).toBe(siteUrl('/packages/dolomites-hut-to-hut-alta-via-1/'));
  });

  it('makes one session of a double click (the same attempt), and a new one for another attempt from the same browser', async () => {
    const body = booking({ quantity: 4, currency: 'CHF', attemptId: 'page-view-of-one-visitor-1' });
    const [first, second] = await Promise.all([postJson('/api/checkout', body, 'double-clicker'), postJson('/api/checkout', body, 'double-clicker')]);
    const urls = await Promise.all([first, second].map(async (response) => ((await response.json()) as { url: string }).url));
    expect(urls[0]).toBe(urls[1]);
    const other = (await (await postJson('/api/checkout', { ...body, attemptId: 'page-view-of-another-2' }, 'double-clicker')).json()) as { url: string };
    expect(other.url).not.toBe(urls[0]);
    const keys = (await stripe.sessions()).filter((stored) => urls.includes(stored.session.url!)).map((stored) => stored.idempotencyKey);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^checkout-[0-9a-f]{64}\.[0-9a-z]+$/);
  });

  it('refuses a coupon that cannot be used, re-validated at checkout', async () => {
    for (const [code, error] of [
      ['SOLDOUT30', 'code_max_uses'],
      ['SUMMER2024', 'expired_code'],
      ['NOPE', 'invalid_code'],
    ] as const) {
      const response = await postJson('/api/checkout', booking({ couponCode: code }));
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error, message: expect.any(String) });
    }
    const otherPackage = await postJson('/api/checkout', { ...booking(), packageId: SKYE.packageId, versionId: SKYE.explorer, stepIds: [], couponCode: 'DOLOMITI15' });
    expect(await otherPackage.json()).toMatchObject({ error: 'code_not_valid_package' });
  });

  it('accepts a 100% code, as the promo modal does, but opens no payment for a deposit of nothing', async () => {
    const code = `FREE${Date.now()}`;
    await airtable.add('coupons', [
      { fields: { coupon_code: code, validity_date_start: '2025-01-01', validity_date_end: '2099-12-31', supported_packages: [DOLOMITES.packageId], max_uses: 5, discount_percent: 100 } },
    ]);
    const coupon = await postJson('/api/validate-coupon', { code, packageId: DOLOMITES.packageId });
    expect(await coupon.json()).toMatchObject({ valid: true, discountPercent: 100 });
    const response = await postJson('/api/checkout', booking({ couponCode: code }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'amount_too_small', message: expect.any(String) });
    expect((await stripe.sessions()).some((stored) => stored.session.metadata.couponCode === code)).toBe(false);
  });

  it('answers a 502 that says what happened when Stripe is down, and works again after', async () => {
    // Three failures (the first attempt and the SDK's two retries), only for this selection of 7 travellers.
    await stripe.control('outage', { status: 503, times: 3, match: 'metadata[quantity]=7&' });
    const response = await postJson('/api/checkout', booking({ quantity: 7 }));
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ error: 'payment_unavailable', message: expect.any(String) });
    expect((await postJson('/api/checkout', booking({ quantity: 7 }))).status).toBe(200);
  });
});

describe('POST /api/checkout: malformed requests', () => {
  it.each([
    ['an unknown package', booking({ packageId: 'recUnknownPackage' }), 'unknown_package'],
    ['a work-in-progress package', { ...booking(), packageId: KUMANO.packageId, versionId: KUMANO.version, stepIds: [] }, 'unknown_package'],
    ['an archived package', { ...booking(), packageId: LOFOTEN.packageId, versionId: LOFOTEN.version, stepIds: [] }, 'unknown_package'],
    ['a version of another package', booking({ versionId: SKYE.explorer }), 'unknown_version'],
    ['a step of another version', booking({ stepIds: [DOLOMITES.ferrata] }), 'unknown_step'],
    ['a step of another package', booking({ stepIds: [SKYE.talisker] }), 'unknown_step'],
    ['a step that is not optional', { ...booking(), packageId: SKYE.packageId, versionId: SKYE.explorer, stepIds: [SKYE.firstStep] }, 'unknown_step'],
    ['the same step twice', booking({ stepIds: [DOLOMITES.lagazuoi, DOLOMITES.lagazuoi] }), 'invalid_steps'],
    ['steps that are not a list', booking({ stepIds: DOLOMITES.lagazuoi }), 'invalid_steps'],
    ['quantity 0', booking({ quantity: 0 }), 'invalid_quantity'],
    ['quantity -1', booking({ quantity: -1 }), 'invalid_quantity'],
    ['quantity 16', booking({ quantity: 16 }), 'invalid_quantity'],
    ['quantity 1.5', booking({ quantity: 1.5 }), 'invalid_quantity'],
    ['quantity "2"', booking({ quantity: '2' }), 'invalid_quantity'],
    ['no quantity', booking({ quantity: undefined }), 'invalid_quantity'],
    ['currency "XYZ"', booking({ currency: 'XYZ' }), 'invalid_currency'],
    ['currency in lower case', booking({ currency: 'eur' }), 'invalid_currency'],
    ['an unknown language', booking({ language: 'pt' }), 'invalid_language'],
    ['a script as language', booking({ language: '<script>alert(1)</script>' }), 'invalid_language'],
    ['a coupon code that is not text', booking({ couponCode: { $ne: '' } }), 'invalid_coupon_code'],
    ['a package id that is an object', booking({ packageId: { id: DOLOMITES.packageId } }), 'invalid_package'],
    ['a JSON array', [booking()], 'invalid_request'],
    ['JSON null', null, 'invalid_request'],
  ])('refuses %s with a 400 that names it', async (_, body, error) => {
    const response = await postJson('/api/checkout', JSON.stringify(body));
    expect(response.status, await response.clone().text()).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual({ error, message: expect.any(String) });
  });

  it.each([
    ['a body that is not JSON', 'packageId=recKzVYRroconmqDY&quantity=2', 'invalid_json'],
    ['truncated JSON', '{"packageId": "recKzVYRroconmqDY", ', 'invalid_json'],
    ['a body over 32 KiB', JSON.stringify({ ...booking(), padding: 'x'.repeat(33 * 1024) }), 'body_too_large'],
  ])('refuses %s with a 400', async (_, body, error) => {
    const response = await postJson('/api/checkout', body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error });
  });

  it('answers other methods with a 405', async () => {
    const response = await fetch(siteUrl('/api/checkout'));
    expect(response.status).toBe(405);
    expect(await response.json()).toMatchObject({ error: 'method_not_allowed' });
  });

  it('creates no session for a refused request', async () => {
    const response = await postJson('/api/checkout', booking({ quantity: 16, currency: 'CHF', price: 1 }));
    expect(response.status).toBe(400);
    // Other tests create sessions meanwhile; none may be for 16 travellers.
    expect((await stripe.sessions()).filter((stored) => stored.session.metadata.quantity === '16')).toEqual([]);
  });
});
