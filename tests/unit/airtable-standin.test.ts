import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startAirtableStandin, type AirtableStandin } from '../../standins/airtable/server.ts';

let standin: AirtableStandin;

beforeAll(async () => {
  // A base without a departures table, as an operator's base may be.
  standin = await startAirtableStandin({ base: { packages: [] } });
});
beforeEach(async () => {
  await fetch(`${standin.url}/__standin/reset`, { method: 'POST' });
});
afterAll(async () => {
  await standin.stop();
});

async function call(method: string, path: string, body?: unknown) {
  const response = await fetch(`${standin.url}/v0/${standin.baseId}/${path}`, {
    method,
    headers: { Authorization: `Bearer ${standin.token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
const create = async (table: string, fields: Record<string, unknown>[]) =>
  ((await call('POST', table, { records: fields.map((record) => ({ fields: record })) })).body.records as { id: string }[]).map(({ id }) => id);
const list = async (table: string, formula: string) => call('GET', `${table}?filterByFormula=${encodeURIComponent(formula)}`);

describe('the Airtable stand-in', () => {
  it('answers a table the base does not have as Airtable answers a personal access token', async () => {
    expect(await call('GET', 'departures')).toEqual({
      status: 403,
      body: {
        error: {
          type: 'INVALID_PERMISSIONS_OR_MODEL_NOT_FOUND',
          message:
            'Invalid permissions, or the requested model was not found. Check that both your user and your token have the required permissions, and that the model names and/or ids are correct.',
        },
      },
    });
  });

  it('stores the departure, balance and Stripe fields of a booking, with dates as YYYY-MM-DD', async () => {
    const fields = {
      checkoutSessionId: 'cs_test_balance',
      departureId: 'recCCTmfYw8dGkACN',
      startDate: '2027-06-20',
      balance: 1183,
      balanceDueDate: '2027-05-09',
      balanceStatus: 'scheduled',
      stripeCustomerId: 'cus_standin1',
      stripePaymentMethodId: 'pm_standin1',
    };
    const { status, body } = await call('POST', 'bookings', { records: [{ fields }] });
    expect(status).toBe(200);
    expect((body.records as { fields: unknown }[])[0]!.fields).toEqual(fields);
  });

  it.each([
    ['a date-time', '2027-06-20T00:00:00.000Z'],
    ['a day the calendar lacks', '2027-02-30'],
    ['another format', '20/06/2027'],
    ['a number', 20270620],
  ])('refuses %s in a date field with INVALID_VALUE_FOR_COLUMN', async (_, value) => {
    expect(await call('POST', 'bookings', { fields: { startDate: value } })).toEqual({
      status: 422,
      body: { error: { type: 'INVALID_VALUE_FOR_COLUMN', message: 'Field "startDate" cannot accept the provided value' } },
    });
  });

  it('stores when a deletion request was completed and the hash of its token', async () => {
    const [id] = await create('deletionRequests', [{ email: 'ana@example.com', status: 'received', tokenHash: 'f3a9c1' }]);
    const { status, body } = await call('PATCH', `deletionRequests/${id}`, { fields: { status: 'completed', completedAt: '2027-05-01T08:30:00.000Z' } });
    expect(status).toBe(200);
    expect(body.fields).toEqual({ email: 'ana@example.com', status: 'completed', tokenHash: 'f3a9c1', completedAt: '2027-05-01T08:30:00.000Z' });
  });

  it('deletes one record by its path, and a batch named by records[]', async () => {
    const [first, second, third] = await create('contactMessages', [{ email: 'ana@example.com' }, { email: 'ana@example.com' }, { email: 'ben@example.com' }]);
    expect(await call('DELETE', `contactMessages/${first}`)).toEqual({ status: 200, body: { id: first, deleted: true } });
    expect((await call('GET', `contactMessages/${first}`)).status).toBe(404);
    expect(await call('DELETE', `contactMessages?records[]=${second}&records[]=${third}`)).toEqual({
      status: 200,
      body: { records: [{ id: second, deleted: true }, { id: third, deleted: true }] },
    });
    expect((await call('GET', 'contactMessages')).body.records).toEqual([]);
  });

  it('deletes nothing when one of the records does not exist, or when no or too many are named', async () => {
    const [kept] = await create('brochureRequests', [{ email: 'ana@example.com' }]);
    expect((await call('DELETE', `brochureRequests?records[]=${kept}&records[]=recNoSuchRecord01`)).status).toBe(404);
    const invalid = { status: 422, body: { error: { type: 'INVALID_RECORDS', message: 'You must provide an array of up to 10 record IDs.' } } };
    expect(await call('DELETE', 'brochureRequests')).toEqual(invalid);
    expect(await call('DELETE', `brochureRequests?${Array.from({ length: 11 }, () => `records[]=${kept}`).join('&')}`)).toEqual(invalid);
    expect((await call('GET', 'brochureRequests')).body.records).toHaveLength(1);
  });

  it('finds the rows the erasure and the balance job look for', async () => {
    const [due, later, erased] = await create('bookings', [
      { customerEmail: 'ana@example.com', balanceStatus: 'scheduled', balanceDueDate: '2027-05-01', emailStatus: 'sent' },
      { customerEmail: 'ana@example.com', balanceStatus: 'scheduled', balanceDueDate: '2027-05-02', emailStatus: 'failed' },
      { customerEmail: 'ben@example.com', balanceStatus: 'paid', balanceDueDate: '2027-04-01' },
    ]);
    const ids = async (formula: string) => ((await list('bookings', formula)).body.records as { id: string }[]).map(({ id }) => id);
    expect(await ids("{customerEmail} = 'ana@example.com'")).toEqual([due, later]);
    expect(await ids("AND({balanceStatus} = 'scheduled', IS_BEFORE({balanceDueDate}, '2027-05-02'))")).toEqual([due]);
    expect(await ids("{emailStatus} = 'failed'")).toEqual([later]);
    expect(await ids("AND({balanceStatus} = 'paid', {customerEmail} = 'ben@example.com')")).toEqual([erased]);
  });

  it('fails only the requests of the record a fault names by its id', async () => {
    const [target, other] = await create('bookings', [{ balanceStatus: 'scheduled' }, { balanceStatus: 'scheduled' }]);
    await fetch(`${standin.url}/__standin/fault`, { method: 'POST', body: JSON.stringify({ table: 'bookings', match: target, status: 503, times: 1 }) });
    expect((await call('PATCH', `bookings/${other}`, { fields: { balanceStatus: 'paid' } })).status).toBe(200);
    expect((await call('PATCH', `bookings/${target}`, { fields: { balanceStatus: 'paid' } })).status).toBe(503);
    expect((await call('PATCH', `bookings/${target}`, { fields: { balanceStatus: 'paid' } })).status).toBe(200);
  });

  it('refuses a formula naming a field the table does not have, as Airtable does', async () => {
    expect(await list('bookings', "{balanceDue} = '2027-05-01'")).toEqual({
      status: 422,
      body: { error: { type: 'INVALID_FILTER_BY_FORMULA', message: 'The formula for filtering records is invalid: Unknown field names: balanceDue' } },
    });
  });
});
