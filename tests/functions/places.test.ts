import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { COMPANY } from '../../src/config/company.ts';
import type { CheckoutSession } from '../../standins/stripe/sessions.ts';
import { airtable, ledger, postmark, siteUrl, stripe } from '../support/context.ts';
import { DOLOMITES, booking, checkoutSession, postJson, processPayment, sendStripeEvent, uniqueEmail } from '../support/payments.ts';

/**
 * Places on dated departures and promo-code uses, as travellers racing for them meet them: through
 * HTTP, against the stand-ins and the functions' ledger (Netlify Blobs). Sample base: Dolomites
 * Classic (1690 EUR, 7 days) has a nearly full departure of 3 seats; Costa Rica's Coast to Cloud
 * Forest (1990 EUR, 10 days) has one within 6 weeks and a closed one.
 */
const NEARLY_FULL = 'rec26CdbBYy7PIeCZ';
const COSTA_RICA = { packageId: 'rec1uev7SujXRRXwV', versionId: 'rec1vaj7fDWI7ptR3', soon: 'recqTuLMos6ecjsro', closed: 'recL8ibTpNrnBZOC5' } as const;
const ATLAS = { packageId: 'recqVdBoJO3oErjIY', versionId: 'recZ1azGWUOdcZd2X', past: 'recytORAzb3do7gwi' } as const;
const GRAND_TRAVERSE_DEPARTURE = 'recKUMiK3ZlP1F4wd';

const onNearlyFull = (overrides: Record<string, unknown> = {}) =>
  booking({ versionId: DOLOMITES.classic, departureId: NEARLY_FULL, stepIds: [], quantity: 1, ...overrides });
const sessionIdOf = (url: string) => new URL(url).pathname.split('/').pop()!;
const checkout = async (body: Record<string, unknown>, visitor?: string) => {
  const response = await postJson('/api/checkout', body, visitor);
  return { status: response.status, body: (await response.json()) as { url?: string; error?: string; message?: string } };
};
async function departureNow(packageId: string, departureId: string) {
  const response = await fetch(siteUrl(`/api/availability?packageId=${packageId}`));
  const { departures } = (await response.json()) as { departures: { id: string; seatsLeft: number; status: string }[] };
  return departures.find((departure) => departure.id === departureId);
}
const placesLeft = async (departureId = NEARLY_FULL) => (await departureNow(DOLOMITES.packageId, departureId))?.seatsLeft;
const bookingRows = async (sessionId: string) => (await airtable.records('bookings')).filter((row) => row.fields.checkoutSessionId === sessionId);
/** The departure's first day as the served base has it (the sample's dates move with the calendar). */
const startOf = async (departureId: string) => String((await airtable.records('departures')).find((record) => record.id === departureId)?.fields.startDate);
const daysBefore = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** A coupon of this test's own for the Dolomites, with `uses` of `maxUses` taken. */
async function freshCoupon(uses: number, maxUses: number) {
  const code = `PLACES${randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase()}`;
  const [record] = await airtable.add('coupons', [
    { fields: { coupon_code: code, validity_date_start: '2025-01-01', validity_date_end: '2099-12-31', supported_packages: [DOLOMITES.packageId], uses, max_uses: maxUses, discount_percent: 10 } },
  ]);
  return { code, id: record!.id };
}
const couponUses = async (id: string) => (await airtable.records('coupons')).find((record) => record.id === id)?.fields.uses;

// Every test starts with the nearly full departure's 3 places free, whatever ran before.
beforeEach(() => ledger.forgetDeparture(NEARLY_FULL));

describe('places on a departure', () => {
  it('gives the last 3 places to exactly 3 of 6 travellers checking out at the same instant, and tells the others', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => checkout(onNearlyFull())));
    const sold = answers.filter((answer) => answer.status === 200);
    expect(sold).toHaveLength(3);
    expect(new Set(sold.map((answer) => answer.body.url)).size).toBe(3);
    expect(answers.filter((answer) => answer.status === 409).map((answer) => answer.body)).toEqual(Array(3).fill({ error: 'departure_full', message: 'This departure is full.' }));
    // 3 seats − 3 held = 0.
    expect(await departureNow(DOLOMITES.packageId, NEARLY_FULL)).toMatchObject({ seatsLeft: 0, status: 'full' });
  });

  it('says how many places are left, and gives an expired session’s places back', async () => {
    const first = await checkout(onNearlyFull({ quantity: 2 }));
    expect(first.status).toBe(200);
    // 3 − 2 = 1 left: two more travellers do not fit.
    expect(await checkout(onNearlyFull({ quantity: 2 }))).toEqual({ status: 409, body: { error: 'departure_full', message: 'Only 1 place is left on this departure.' } });
    expect(await placesLeft()).toBe(1);

    const { delivery } = await stripe.expire(sessionIdOf(first.body.url!));
    expect(delivery?.status).toBe(200);
    expect(await placesLeft()).toBe(3);
    expect((await checkout(onNearlyFull({ quantity: 3 }))).status).toBe(200);
  });

  it('gives the places back when Stripe is down, and sells them once it is back', async () => {
    // The first attempt and the SDK's two retries fail, for this departure only.
    const match = `metadata[departureId]=${NEARLY_FULL}&`;
    await stripe.control('outage', { status: 503, times: 3, match });
    const refused = await checkout(onNearlyFull({ quantity: 3 }));
    expect(refused).toEqual({ status: 502, body: { error: 'payment_unavailable', message: expect.any(String) } });
    expect(await placesLeft()).toBe(3);
    expect((await checkout(onNearlyFull({ quantity: 3 }))).status).toBe(200);
    expect(await placesLeft()).toBe(0);
  });

  it('frees a cancelled booking’s places once free-cancelled-places runs, and only once', async () => {
    const { session } = await checkoutSession(onNearlyFull({ quantity: 3 }));
    expect((await stripe.pay(session.id, { email: uniqueEmail() })).delivery?.status).toBe(200);
    const [row] = await bookingRows(session.id);
    expect(row?.fields).toMatchObject({ departureId: NEARLY_FULL, status: 'deposit paid' });
    expect(await placesLeft()).toBe(0);

    await airtable.update('bookings', row!.id, { status: 'cancelled' });
    const run = async () => {
      const response = await fetch(siteUrl('/.netlify/functions/free-cancelled-places'), { method: 'POST', body: '{"next_run":"2027-01-01T00:15:00.000Z"}' });
      expect(response.status).toBe(200);
      return (await response.json()) as { placesFreed: number; unfinished: boolean };
    };
    // The 3 places of this booking, the only one cancelled.
    expect(await run()).toMatchObject({ placesFreed: 3, unfinished: false });
    expect(await placesLeft()).toBe(3);
    expect(await run()).toMatchObject({ placesFreed: 0 });
    // A late report of the cancelled booking's payment takes nothing again.
    expect((await stripe.resend(session.id)).status).toBe(200);
    expect(await placesLeft()).toBe(3);
  });
});

describe('one checkout attempt, one session', () => {
  it('makes one session of a double click, holding its places once', async () => {
    const body = onNearlyFull({ quantity: 2, attemptId: `double-${randomUUID()}` });
    const [first, second] = await Promise.all([checkout(body), checkout(body)]);
    expect(first.status).toBe(200);
    expect(second.body.url).toBe(first.body.url);
    // 3 − 2 = 1: the second click held nothing more.
    expect(await placesLeft()).toBe(1);
    const keys = (await stripe.sessions()).filter((stored) => stored.session.url === first.body.url).map((stored) => stored.idempotencyKey);
    expect(keys).toEqual([expect.stringMatching(/^checkout-[0-9a-f]{64}\.[0-9a-z]+$/)]);
  });

  it('makes a new session when the same attempt changes its selection', async () => {
    const attemptId = `change-${randomUUID()}`;
    const two = await checkout(onNearlyFull({ quantity: 2, attemptId }));
    const one = await checkout(onNearlyFull({ quantity: 1, attemptId }));
    expect(two.status).toBe(200);
    expect(one.status).toBe(200);
    expect(one.body.url).not.toBe(two.body.url);
  });

  it('gives two travellers behind one network with the same browser sessions of their own', async () => {
    const body = booking({ quantity: 2, currency: 'GBP' });
    const [anna, ben] = await Promise.all([
      checkout({ ...body, attemptId: `anna-${randomUUID()}` }, 'same-hotel-same-phone'),
      checkout({ ...body, attemptId: `ben-${randomUUID()}` }, 'same-hotel-same-phone'),
    ]);
    expect([anna.status, ben.status]).toEqual([200, 200]);
    expect(anna.body.url).not.toBe(ben.body.url);
    // Without an attemptId, every request is its own attempt.
    const [first, second] = await Promise.all([checkout(body, 'same-hotel-same-phone'), checkout(body, 'same-hotel-same-phone')]);
    expect(first.body.url).not.toBe(second.body.url);
  });

  it('makes a repeat purchase after paying a new session, never a 5xx', async () => {
    const body = booking({ quantity: 1, attemptId: `repeat-${randomUUID()}` });
    const first = await checkout(body);
    expect((await stripe.pay(sessionIdOf(first.body.url!))).delivery?.status).toBe(200);
    const again = await checkout(body);
    expect(again.status).toBe(200);
    expect(again.body.url).not.toBe(first.body.url);
    expect((await stripe.session(sessionIdOf(again.body.url!)))?.session.status).toBe('open');
  });
});

describe('checkout of a version with departures', () => {
  it.each([
    ['no departure', booking({ versionId: DOLOMITES.classic, stepIds: [] }), 400, 'departure_required'],
    ['another version’s departure', booking({ versionId: DOLOMITES.classic, stepIds: [], departureId: GRAND_TRAVERSE_DEPARTURE }), 400, 'invalid_departure'],
    ['an unknown departure', booking({ versionId: DOLOMITES.classic, stepIds: [], departureId: 'recNoSuchDeparture' }), 400, 'invalid_departure'],
    ['a departure id that is not one', booking({ versionId: DOLOMITES.classic, stepIds: [], departureId: '../departures' }), 400, 'invalid_departure'],
    ['a departure in the past', { ...booking(), packageId: ATLAS.packageId, versionId: ATLAS.versionId, stepIds: [], departureId: ATLAS.past }, 400, 'invalid_departure'],
    ['a closed departure', { ...booking(), packageId: COSTA_RICA.packageId, versionId: COSTA_RICA.versionId, stepIds: [], departureId: COSTA_RICA.closed }, 409, 'departure_closed'],
  ])('refuses %s with a %s that names it', async (_, body, status, error) => {
    const answer = await checkout(body);
    expect(answer).toEqual({ status, body: { error, message: expect.any(String) } });
  });

  it('charges a departure within 6 weeks in full, saving no card, and books it paid in full', async () => {
    const email = uniqueEmail();
    const { session, params } = await checkoutSession({ ...booking(), packageId: COSTA_RICA.packageId, versionId: COSTA_RICA.versionId, stepIds: [], departureId: COSTA_RICA.soon, quantity: 1 });
    // 1990 EUR × 1, all of it now.
    expect(session.amount_total).toBe(199_000);
    expect(params.customer_creation).toBe('always');
    expect(params.payment_intent_data).not.toHaveProperty('setup_future_usage');
    expect(session.metadata).toMatchObject({ payment: 'full', total: '1990', balance: '0', departureId: COSTA_RICA.soon, startDate: await startOf(COSTA_RICA.soon) });
    expect(session.metadata.balanceDueDate).toBeUndefined();
    // Stripe counts 30 minutes from its own clock: the site asks for a little more.
    expect(session.expires_at - session.created).toBeGreaterThanOrEqual(30 * 60);
    expect(session.expires_at - session.created).toBeLessThanOrEqual(31 * 60);

    const paid = (await stripe.pay(session.id, { email })).session;
    const [row] = await bookingRows(session.id);
    expect(row?.fields).toMatchObject({ status: 'paid in full', deposit: 1990, balance: 0, balanceStatus: 'none', stripeCustomerId: paid.customer });
    expect(row?.fields).not.toHaveProperty('stripePaymentMethodId');
    const notice = (await postmark.outbox()).find((message) => message.To === COMPANY.email && message.TextBody?.includes(session.id));
    expect(notice?.TextBody).toContain('Nothing to do: the trip is paid in full.');
  });

  it('takes the deposit of a later departure with the card saved, and books the balance for 42 days before the start', async () => {
    const { session, params } = await checkoutSession(booking({ versionId: DOLOMITES.classic, stepIds: [], departureId: DOLOMITES.juneDeparture, quantity: 2 }));
    const start = await startOf(DOLOMITES.juneDeparture);
    // 1690 × 2 = 3380 EUR; 30 % = 1014 now, 2366 on the day 42 days before the start.
    expect(session.amount_total).toBe(101_400);
    expect(params).toMatchObject({ customer_creation: 'always', payment_intent_data: { setup_future_usage: 'off_session' } });
    expect(session.metadata).toMatchObject({ payment: 'deposit', total: '3380', balance: '2366', startDate: start, balanceDueDate: daysBefore(start, 42) });

    const paid = (await stripe.pay(session.id, { email: uniqueEmail() })).session;
    const intent = (await stripe.paymentIntents()).find((stored) => stored.paymentIntent.id === paid.payment_intent);
    const [row] = await bookingRows(session.id);
    expect(row?.fields).toMatchObject({
      status: 'deposit paid',
      deposit: 1014,
      balance: 2366,
      balanceDueDate: daysBefore(start, 42),
      balanceStatus: 'scheduled',
      stripeCustomerId: paid.customer,
      stripePaymentMethodId: intent?.paymentIntent.payment_method,
    });
    expect(row?.fields.stripePaymentMethodId).toMatch(/^pm_/);
  });
});

describe('promo-code uses', () => {
  it('lets one of four simultaneous checkouts have a code’s last use, and counts it once paid: 4 + 1 = 5 of 5', async () => {
    const coupon = await freshCoupon(4, 5);
    const answers = await Promise.all(Array.from({ length: 4 }, () => checkout(booking({ couponCode: coupon.code, quantity: 1 }))));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409).map((answer) => answer.body.error)).toEqual(['code_max_uses', 'code_max_uses', 'code_max_uses']);

    const sessionId = sessionIdOf(answers.find((answer) => answer.status === 200)!.body.url!);
    expect((await stripe.pay(sessionId)).delivery?.status).toBe(200);
    expect(await couponUses(coupon.id)).toBe(5);
    // Reported again, by Stripe and the success page: still 5.
    expect((await stripe.resend(sessionId)).status).toBe(200);
    expect((await processPayment(sessionId)).body.success).toBe(true);
    expect(await couponUses(coupon.id)).toBe(5);
    const check = await postJson('/api/validate-coupon', { code: coupon.code, packageId: DOLOMITES.packageId });
    expect(await check.json()).toMatchObject({ valid: false, error: 'code_max_uses' });
  });

  it('gives an expired session’s use back', async () => {
    const coupon = await freshCoupon(0, 1);
    const first = await checkout(booking({ couponCode: coupon.code, quantity: 1 }));
    expect(first.status).toBe(200);
    expect((await checkout(booking({ couponCode: coupon.code, quantity: 2 }))).body.error).toBe('code_max_uses');
    await stripe.expire(sessionIdOf(first.body.url!));
    expect((await checkout(booking({ couponCode: coupon.code, quantity: 2 }))).status).toBe(200);
  });

  it('counts every use when different sessions with the same code are paid and reported at the same time: 0 + 4 = 4', async () => {
    const coupon = await freshCoupon(0, 10);
    const sessions: CheckoutSession[] = [];
    for (let n = 0; n < 4; n++) {
      const { session } = await checkoutSession(booking({ couponCode: coupon.code, quantity: 1 }));
      sessions.push((await stripe.pay(session.id, { webhook: false })).session);
    }
    const [a, b, c, d] = sessions.map((session) => session.id) as [string, string, string, string];
    const [first, second] = await Promise.all([stripe.resend(a), stripe.resend(b), processPayment(c), processPayment(d)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    await expect.poll(() => couponUses(coupon.id)).toBe(4);
    for (const id of [a, b, c, d]) expect(await bookingRows(id)).toHaveLength(1);
  });
});

describe('the webhook, whatever order and shape its events come in', () => {
  it('refuses a validly signed event without a session, or a session without metadata, with a 400', async () => {
    for (const object of [undefined, { id: 'cs_test_noMetadata', object: 'checkout.session', status: 'complete', payment_status: 'paid' }]) {
      for (const type of ['checkout.session.completed', 'checkout.session.expired']) {
        const response = await sendStripeEvent(type, object);
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({ error: 'invalid_event', message: expect.any(String) });
      }
    }
  });

  it('keeps sold places sold when an expired event comes after the completed one, and sells once for two completed', async () => {
    const { session } = await checkoutSession(onNearlyFull({ quantity: 2 }));
    const paid = (await stripe.pay(session.id)).session;
    expect((await stripe.resend(session.id)).status).toBe(200);
    // 3 − 2 sold = 1, however often it is reported.
    expect(await placesLeft()).toBe(1);
    const stale = await sendStripeEvent('checkout.session.expired', { ...paid, status: 'expired', payment_status: 'unpaid' });
    expect(stale.status).toBe(200);
    expect(await placesLeft()).toBe(1);
  });

  it('books a payment that completes after its session was reported expired, and warns the operator of the overbooking', async () => {
    // Anna's session takes all 3 places; she pays, but Stripe's expired event is handled first.
    const { session: anna } = await checkoutSession(onNearlyFull({ quantity: 3 }));
    const annaPaid = (await stripe.pay(anna.id, { webhook: false })).session;
    expect((await sendStripeEvent('checkout.session.expired', { ...annaPaid, status: 'expired', payment_status: 'unpaid' })).status).toBe(200);
    expect(await placesLeft()).toBe(3);
    // Ben books 2 of the places given back.
    const { session: ben } = await checkoutSession(onNearlyFull({ quantity: 2 }));
    expect((await stripe.pay(ben.id)).delivery?.status).toBe(200);
    // Then Anna's completed event: her booking stands, 2 + 3 = 5 travellers on 3 seats.
    expect((await stripe.resend(anna.id)).status).toBe(200);
    expect(await bookingRows(anna.id)).toHaveLength(1);
    expect(await placesLeft()).toBe(0);
    const notice = (await postmark.outbox()).find((message) => message.To === COMPANY.email && message.TextBody?.includes(anna.id));
    expect(notice?.TextBody).toContain('Attention: this departure now has 5 travellers for 3 places');
  });
});
