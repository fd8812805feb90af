import Stripe from 'stripe';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { resumeWaitingErasures } from '../../src/server/erasure/resume.ts';
import { airtable, postmark, siteUrl, stripe } from '../support/context.ts';
import { makeDue, runScheduled } from '../support/mail-outbox.ts';
import { emailsMentioning, postTo, rowsMentioning, uniqueEmail } from '../support/visitor-requests.ts';

/**
 * Erasure as a visitor and the operator live it, over HTTP against the stand-ins: a deletion
 * request emails a link; its page posts the token to /api/confirm-deletion, which erases the
 * address across Airtable and Stripe, or all but what a balance still due needs.
 */
const OPERATOR = 'info@altura-adventures.com';
const PACKAGE_NAME = 'Dolomites Hut-to-Hut: Alta Via 1';
const DAY_MS = 86_400_000;

/** Asks for the deletion of the address and answers the token of the link emailed to it. */
async function requestDeletion(email: string, language = 'en'): Promise<string> {
  const response = await postTo('/api/delete-account', { name: 'Ann Lee', email, reason: 'Moving on', language });
  expect(response.status).toBe(200);
  const message = (await emailsMentioning(email)).filter((sent) => sent.To === email && sent.Tag === 'deletion-confirmation').at(-1);
  expect(message, 'the confirmation link').toBeDefined();
  const link = /https?:\/\/\S+\/delete-account\/confirm\/\?token=([A-Za-z0-9_-]+)/.exec(message!.TextBody ?? '');
  expect(link, message!.TextBody).not.toBeNull();
  return link![1]!;
}

const confirm = (token: unknown) => postTo('/api/confirm-deletion', { token });

/** A contact message and a brochure request from the address, sent as a visitor sends them. */
async function visitorRequests(email: string): Promise<void> {
  expect((await postTo('/api/contact', { name: 'Ann Lee', email, message: 'Is there a place in June?', language: 'en' })).status).toBe(200);
  expect((await postTo('/api/addBrochureRecord', { email, packageName: PACKAGE_NAME, language: 'en' })).status).toBe(200);
}

/** The Stripe SDK on the stand-in, as the tests' own Stripe dashboard. */
function stripeSdk(): Stripe {
  const url = new URL(stripe.url());
  return new Stripe(stripe.secretKey(), { host: url.hostname, port: url.port, protocol: 'http', telemetry: false });
}

/** A paid Checkout that saved the card: the Stripe customer of a deposit booking, with its card. */
async function customerWithSavedCard(email: string): Promise<string> {
  const session = await stripeSdk().checkout.sessions.create({
    mode: 'payment',
    customer_creation: 'always',
    payment_intent_data: { setup_future_usage: 'off_session' },
    line_items: [{ quantity: 1, price_data: { currency: 'eur', unit_amount: 45_000, product_data: { name: 'Deposit' } } }],
    success_url: siteUrl('/success/'),
    cancel_url: siteUrl('/'),
  });
  const paid = await stripe.pay(session.id, { email, webhook: false });
  expect(paid.session.customer).toMatch(/^cus_/);
  return paid.session.customer!;
}

async function customer(id: string) {
  return (await stripe.customers()).find((entry) => entry.customer.id === id)!;
}

/** A booking row as the payment flow stores it. */
async function storeBooking(email: string, fields: Record<string, unknown>) {
  const [row] = await airtable.add('bookings', [
    {
      fields: {
        checkoutSessionId: `cs_test_${Math.random().toString(36).slice(2)}`,
        packageName: PACKAGE_NAME,
        quantity: 2,
        currency: 'EUR',
        total: 1500,
        deposit: 450,
        customerEmail: email,
        language: 'en',
        status: 'deposit paid',
        ...fields,
      },
    },
  ]);
  return row!;
}

async function booking(id: string) {
  return (await airtable.records('bookings')).find((record) => record.id === id)!;
}

/** The rows of exactly this address (rowsMentioning would also find `xann@…` for `ann@…`). */
async function rowsOf(table: string, email: string) {
  return (await airtable.records(table)).filter((record) => record.fields.email === email);
}

async function deletionRequest(email: string) {
  const rows = await rowsMentioning('deletionRequests', email);
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

describe('POST /api/delete-account', () => {
  it('stores the request as received with the hash of the token it emails, in the visitor’s language, and tells no operator yet', async () => {
    const email = uniqueEmail('erasure-request');
    const token = await requestDeletion(email, 'de');
    const row = await deletionRequest(email);
    expect(row.fields).toMatchObject({ name: 'Ann Lee', email, reason: 'Moving on', language: 'de', status: 'received', emailStatus: 'sent' });
    // SHA-256 of the token, never the token itself.
    expect(row.fields.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row.fields)).not.toContain(token);

    const sent = await emailsMentioning(email);
    expect(sent.map((message) => message.To)).toEqual([email]);
    const [link] = sent;
    expect(link!.Subject).toBe('Bestätige die Löschung deiner Daten');
    expect(link!.TextBody).toContain(`/de/delete-account/confirm/?token=${token}`);
    expect(link!.TextBody).toContain('7 Tage');
    // Fixed text only: nothing the visitor typed but the address it goes to.
    expect(link!.TextBody).not.toContain('Ann Lee');
    expect(link!.TextBody).not.toContain('Moving on');
  });
});

describe('POST /api/confirm-deletion', () => {
  beforeAll(useStandinsHere);

  it('erases the address everywhere: its requests, its bookings’ address, its Stripe customers with their cards; the operator is told', async () => {
    const email = uniqueEmail('erasure-full');
    await visitorRequests(email);
    const earlier = await requestDeletion(email);
    const customerId = await customerWithSavedCard(email);
    expect((await customer(customerId)).paymentMethods).toHaveLength(1);
    const paidInFull = await storeBooking(email, { status: 'paid in full', balanceStatus: 'none', stripeCustomerId: customerId });
    const oldBooking = await storeBooking(email.toUpperCase(), {});
    // A customer Checkout made that no booking names (an older row without stripeCustomerId).
    const unnamed = await customerWithSavedCard(email);

    const token = await requestDeletion(email);
    expect(token).not.toBe(earlier);
    const response = await confirm(token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, status: 'completed' });

    expect(await rowsMentioning('contactMessages', email)).toEqual([]);
    expect(await rowsMentioning('brochureRequests', email)).toEqual([]);
    const request = await deletionRequest(email);
    expect(request.fields).toEqual({
      email,
      language: 'en',
      status: 'completed',
      createdAt: expect.any(String),
      completedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      emailStatus: 'sent',
      tokenHash: expect.any(String),
    });
    for (const id of [paidInFull.id, oldBooking.id]) {
      expect((await booking(id)).fields).toMatchObject({ customerEmail: 'erased', total: 1500, deposit: 450, packageName: PACKAGE_NAME });
    }
    for (const id of [customerId, unnamed]) {
      const entry = await customer(id);
      expect(entry.deleted, id).toBe(true);
      expect(entry.paymentMethods, id).toEqual([]);
    }

    const notice = (await postmark.outbox()).find((message) => message.To === OPERATOR && message.Subject === `Data erased: ${email}`);
    expect(notice?.TextBody).toContain('Reason: Moving on');
    expect(notice?.TextBody).toContain('Contact messages deleted: 1');
    expect(notice?.TextBody).toContain('Brochure requests deleted: 1');
    expect(notice?.TextBody).toContain('Earlier deletion requests deleted: 1');
    expect(notice?.TextBody).toContain('Bookings kept without the email address: 2');
    expect(notice?.TextBody).toContain('Stripe customers deleted, with their saved cards: 2');
  });

  it('is single-use: the same link again answers invalid_token and erases nothing more', async () => {
    const email = uniqueEmail('erasure-twice');
    const token = await requestDeletion(email);
    expect((await confirm(token)).status).toBe(200);
    await visitorRequests(email);

    const again = await confirm(token);
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: 'invalid_token' });
    expect(await rowsMentioning('contactMessages', email)).toHaveLength(1);
    expect(await rowsMentioning('brochureRequests', email)).toHaveLength(1);
    expect((await postmark.outbox()).filter((message) => message.Subject === `Data erased: ${email}`)).toHaveLength(1);
  });

  it('refuses a link older than 7 days with 410 token_expired, erasing nothing', async () => {
    const email = uniqueEmail('erasure-expired');
    await visitorRequests(email);
    const token = await requestDeletion(email);
    const request = await deletionRequest(email);
    // The request as it stands eight days after it came.
    await airtableUpdate('deletionRequests', request.id, { createdAt: new Date(Date.now() - 8 * DAY_MS).toISOString() });

    const response = await confirm(token);
    expect(response.status).toBe(410);
    expect(await response.json()).toMatchObject({ error: 'token_expired' });
    expect((await deletionRequest(email)).fields.status).toBe('received');
    expect(await rowsMentioning('contactMessages', email)).toHaveLength(1);
    expect(await rowsMentioning('brochureRequests', email)).toHaveLength(1);
  });

  it.each([
    ['a token nobody was sent', 'A'.repeat(43)],
    ['a token of the wrong shape', 'not-a-token'],
    ['no token', undefined],
    ['a number', 42],
  ])('answers %s with 400 invalid_token', async (_, token) => {
    const response = await confirm(token);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_token', message: expect.any(String) });
  });

  it('refuses a GET: opening a link never erases', async () => {
    const response = await fetch(siteUrl('/api/confirm-deletion?token=' + 'A'.repeat(43)));
    expect(response.status).toBe(405);
  });

  it('erases nothing of anyone else for a mistyped address', async () => {
    const owner = uniqueEmail('erasure-owner');
    const mistyped = owner.replace('@example.com', '@example.co');
    const longer = `x${owner}`;
    await visitorRequests(owner);
    await visitorRequests(longer);
    const ownersCustomer = await customerWithSavedCard(owner);
    const ownersBooking = await storeBooking(owner, { stripeCustomerId: ownersCustomer, balanceStatus: 'paid' });

    const response = await confirm(await requestDeletion(mistyped));
    expect(await response.json()).toEqual({ ok: true, status: 'completed' });

    for (const email of [owner, longer]) {
      expect(await rowsOf('contactMessages', email), email).toHaveLength(1);
      expect(await rowsOf('brochureRequests', email), email).toHaveLength(1);
    }
    expect((await booking(ownersBooking.id)).fields.customerEmail).toBe(owner);
    expect((await customer(ownersCustomer)).deleted).toBe(false);
    expect((await customer(ownersCustomer)).paymentMethods).toHaveLength(1);
  });

  it('waits while a balance is scheduled, keeping what the balance needs; resumeWaitingErasures completes it once paid', async () => {
    const email = uniqueEmail('erasure-waiting');
    await visitorRequests(email);
    const heldCustomer = await customerWithSavedCard(email);
    const held = await storeBooking(email, { balanceStatus: 'scheduled', balance: 1050, balanceDueDate: '2027-03-01', stripeCustomerId: heldCustomer });
    const settledCustomer = await customerWithSavedCard(email);
    const settled = await storeBooking(email, { status: 'paid in full', balanceStatus: 'none', stripeCustomerId: settledCustomer });

    const response = await confirm(await requestDeletion(email, 'it'));
    expect(await response.json()).toEqual({ ok: true, status: 'waiting' });
    expect((await deletionRequest(email)).fields.status).toBe('waiting');
    expect(await rowsMentioning('contactMessages', email)).toEqual([]);
    expect(await rowsMentioning('brochureRequests', email)).toEqual([]);
    expect((await booking(settled.id)).fields.customerEmail).toBe('erased');
    expect((await customer(settledCustomer)).deleted).toBe(true);
    // What the balance needs: the booking's address and its saved card.
    expect((await booking(held.id)).fields.customerEmail).toBe(email);
    expect((await customer(heldCustomer)).deleted).toBe(false);
    expect((await customer(heldCustomer)).paymentMethods).toHaveLength(1);
    const waitingNotice = (await postmark.outbox()).find((message) => message.Subject === `Data erasure waiting for a balance: ${email}`);
    expect(waitingNotice?.To).toBe(OPERATOR);
    expect(waitingNotice?.TextBody).toContain(`Waiting for the balance of booking ${held.fields.checkoutSessionId}: due 2027-03-01, scheduled`);

    // A run while the balance is still due changes nothing and tells nobody again.
    expect((await resumeWaitingErasures(Date.now() + 20_000)).completed).not.toContain((await deletionRequest(email)).id);
    expect((await deletionRequest(email)).fields.status).toBe('waiting');
    expect((await customer(heldCustomer)).deleted).toBe(false);
    expect((await postmark.outbox()).filter((message) => message.Subject === `Data erasure waiting for a balance: ${email}`)).toHaveLength(1);

    await airtableUpdate('bookings', held.id, { balanceStatus: 'paid' });
    const run = await resumeWaitingErasures(Date.now() + 20_000);
    const request = await deletionRequest(email);
    expect(run.completed).toContain(request.id);
    expect(request.fields).toMatchObject({ status: 'completed', completedAt: expect.any(String) });
    expect(request.fields.name).toBeUndefined();
    expect((await booking(held.id)).fields).toMatchObject({ customerEmail: 'erased', balanceStatus: 'paid', balance: 1050 });
    expect((await customer(heldCustomer)).deleted).toBe(true);
    expect((await customer(heldCustomer)).paymentMethods).toEqual([]);
    const done = (await emailsMentioning(email)).find((message) => message.To === email && message.Tag === 'erasure-done');
    expect(done?.Subject).toBe('I tuoi dati sono stati cancellati');
    expect((await postmark.outbox()).filter((message) => message.Subject === `Data erased: ${email}`)).toHaveLength(1);
  });

  it('waits for a balance whose charge needs action, and not for a cancelled booking’s', async () => {
    const email = uniqueEmail('erasure-action');
    const actionNeeded = await storeBooking(email, { balanceStatus: 'action needed' });
    await storeBooking(email, { status: 'cancelled', balanceStatus: 'scheduled' });
    expect(await (await confirm(await requestDeletion(email))).json()).toEqual({ ok: true, status: 'waiting' });
    expect((await booking(actionNeeded.id)).fields.customerEmail).toBe(email);
  });

  it('answers 503 when Airtable fails half-way, keeps the request confirmed, and the same link carries on to the end', async () => {
    const email = uniqueEmail('erasure-fault');
    await visitorRequests(email);
    const customerId = await customerWithSavedCard(email);
    const paid = await storeBooking(email, { balanceStatus: 'paid', stripeCustomerId: customerId });
    const token = await requestDeletion(email);
    // The Stripe customer and the booking are done; deleting the brochure request fails.
    const [brochureRequest] = await rowsMentioning('brochureRequests', email);
    await airtable.control('fault', { table: 'brochureRequests', status: 503, match: brochureRequest!.id });

    const failed = await confirm(token);
    expect(failed.status).toBe(503);
    expect(await failed.json()).toEqual({ error: 'erasure_incomplete', message: expect.stringContaining('open the link from the email again later') });
    expect((await deletionRequest(email)).fields.status).toBe('confirmed');
    expect((await customer(customerId)).deleted).toBe(true);
    expect((await booking(paid.id)).fields.customerEmail).toBe('erased');
    expect(await rowsMentioning('brochureRequests', email)).toHaveLength(1);

    await airtable.control('heal', { match: brochureRequest!.id });
    const retried = await confirm(token);
    expect(await retried.json()).toEqual({ ok: true, status: 'completed' });
    expect(await rowsMentioning('brochureRequests', email)).toEqual([]);
    expect(await rowsMentioning('contactMessages', email)).toEqual([]);
    expect((await deletionRequest(email)).fields.status).toBe('completed');
    expect((await confirm(token)).status).toBe(400);
  });

  it('lets the next balance run finish a request a fault stopped, when its visitor does not come back', async () => {
    const email = uniqueEmail('erasure-abandoned');
    await visitorRequests(email);
    const token = await requestDeletion(email);
    const [contactMessage] = await rowsMentioning('contactMessages', email);
    await airtable.control('fault', { table: 'contactMessages', status: 503, match: contactMessage!.id });
    expect((await confirm(token)).status).toBe(503);
    await airtable.control('heal', { match: contactMessage!.id });

    const run = await resumeWaitingErasures(Date.now() + 20_000);
    const request = await deletionRequest(email);
    expect(run.completed).toContain(request.id);
    expect(request.fields.status).toBe('completed');
    expect(await rowsMentioning('contactMessages', email)).toEqual([]);
    expect((await emailsMentioning(email)).filter((message) => message.To === email && message.Tag !== 'brochure').map((message) => message.Subject)).toEqual([
      'Confirm the deletion of your data',
      'Your data has been deleted',
    ]);
    expect((await confirm(token)).status).toBe(400);
  });

  it('answers 503 while Stripe is down, erasing the rest once it is back', async () => {
    const email = uniqueEmail('erasure-stripe-down');
    const customerId = await customerWithSavedCard(email);
    await storeBooking(email, { balanceStatus: 'paid', stripeCustomerId: customerId });
    const token = await requestDeletion(email);
    await stripe.control('outage', { status: 503, match: `/v1/customers/${customerId}` });

    const failed = await confirm(token);
    expect(failed.status).toBe(503);
    expect((await deletionRequest(email)).fields.status).toBe('confirmed');
    expect((await customer(customerId)).deleted).toBe(false);

    await stripe.control('heal', { match: `/v1/customers/${customerId}` });
    expect(await (await confirm(token)).json()).toEqual({ ok: true, status: 'completed' });
    expect((await customer(customerId)).deleted).toBe(true);
  });

  it('keeps the request failed when the operator’s notice did not go out: no retry marks it sent, and the digest names the notice', async () => {
    const email = uniqueEmail('erasure-notice-fails');
    const token = await requestDeletion(email);
    // The notice to the operator names the address; the confirmation link has gone out already.
    await postmark.control('outage', { status: 503, match: email });
    try {
      expect(await (await confirm(token)).json()).toEqual({ ok: true, status: 'completed' });
      const request = await deletionRequest(email);
      expect(request.fields.emailStatus).toBe('failed');
      await postmark.control('heal', { match: email });

      await makeDue(`deletionRequests/${request.id}/`);
      await runScheduled('retry-emails');
      expect((await deletionRequest(email)).fields.emailStatus).toBe('failed');

      let digest = await runScheduled('email-digest');
      // The digest names every failing email of every test file, and another file's outage may match one of its addresses: its next try goes out.
      for (let tries = 0; digest.delivery === 'failed' && tries < 3; tries++) {
        await makeDue('digest/');
        digest = await runScheduled('email-digest');
      }
      const [sent] = (await postmark.outbox()).filter((message) => message.Tag === 'email-digest' && message.TextBody?.includes(request.id));
      expect(sent?.To).toBe(OPERATOR);
      expect(sent?.TextBody).toContain(`• Notice to you of a completed erasure\n  Table deletionRequests, record ${request.id}\n  Failing since `);
      expect(sent?.TextBody).toMatch(new RegExp(`record ${request.id}\\n.*, 1 attempt: not written again`));
    } finally {
      await postmark.control('heal', { match: email });
    }
  });

  it('lets one of two simultaneous confirmations erase, and tells the operator once', async () => {
    const email = uniqueEmail('erasure-race');
    await visitorRequests(email);
    const token = await requestDeletion(email);
    const answers = await Promise.all([confirm(token), confirm(token)]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses[0]).toBe(200);
    expect([400, 409]).toContain(statuses[1]);
    expect(await rowsMentioning('contactMessages', email)).toEqual([]);
    expect((await postmark.outbox()).filter((message) => message.Subject === `Data erased: ${email}`)).toHaveLength(1);
  });
});

/** The functions' environment, for the direct call of resumeWaitingErasures in this process. */
function useStandinsHere(): void {
  const blobs = inject('blobsContext');
  Object.assign(process.env, {
    AIRTABLE_TOKEN: inject('airtableToken'),
    AIRTABLE_BASE_ID: inject('airtableBaseId'),
    AIRTABLE_ENDPOINT_URL: inject('airtableUrl'),
    STRIPE_SECRET_KEY: inject('stripeSecretKey'),
    STRIPE_API_URL: inject('stripeUrl'),
    POSTMARK_API_URL: inject('postmarkUrl'),
    POSTMARK_SERVER_TOKEN: 'postmark-standin-token',
    NETLIFY_BLOBS_CONTEXT: Buffer.from(JSON.stringify(blobs)).toString('base64'),
  });
}

/** Changes a row as an operator (or the balance run) would in Airtable. */
async function airtableUpdate(table: string, id: string, fields: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${airtable.url()}/v0/${inject('airtableBaseId')}/${table}/${id}`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${inject('airtableToken')}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ fields }),
  });
  expect(response.status).toBe(200);
}
