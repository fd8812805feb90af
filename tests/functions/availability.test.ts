import { describe, expect, it } from 'vitest';
import { airtable, siteUrl } from '../support/context.ts';
import { DOLOMITES, KUMANO } from '../support/payments.ts';

/**
 * GET /api/availability as the booking widget reads it when a package page loads. Sample base:
 * Dolomites Classic (7 days) and Grand Traverse (10 days) have dated departures, two of Classic's
 * at their own price of 1850 EUR, one guaranteed, one of 3 seats; Grand Traverse's have 10 seats.
 * Costa Rica's Coast to Cloud Forest (10 days) has a closed departure; the Atlas trip one in the past.
 */
const COSTA_RICA = { packageId: 'rec1uev7SujXRRXwV', closed: 'recL8ibTpNrnBZOC5', soon: 'recqTuLMos6ecjsro' } as const;
const ATLAS = { packageId: 'recqVdBoJO3oErjIY', past: 'recytORAzb3do7gwi' } as const;

interface Departure {
  id: string;
  versionId: string;
  startDate: string;
  endDate: string;
  seats: number;
  seatsLeft: number;
  status: string;
  price: number | null;
}

async function availability(query: string) {
  const response = await fetch(siteUrl(`/api/availability${query}`));
  return { response, body: (await response.json()) as { packageId: string; departures: Departure[]; error?: string } };
}
/** The served base's departures (the sample's dates move with the calendar). */
const startOf = async (departureId: string) => String((await airtable.records('departures')).find((record) => record.id === departureId)?.fields.startDate);
const plusDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('GET /api/availability', () => {
  it('lists the package’s upcoming departures by date, with the places left and what the traveller sees', async () => {
    const { response, body } = await availability(`?packageId=${DOLOMITES.packageId}`);
    expect(response.status).toBe(200);
    expect(body.packageId).toBe(DOLOMITES.packageId);
    // Classic's 7 departures and Grand Traverse's 2.
    expect(body.departures).toHaveLength(9);
    const dates = body.departures.map((departure) => departure.startDate);
    expect(dates).toEqual([...dates].sort());

    const byId = new Map(body.departures.map((departure) => [departure.id, departure]));
    const grand = await startOf('recKUMiK3ZlP1F4wd');
    // Grand Traverse, 10 seats, the version's price, 10 days: the last day is the start + 9.
    expect(byId.get('recKUMiK3ZlP1F4wd')).toMatchObject({ versionId: 'reckv17B9SxE74aAj', startDate: grand, endDate: plusDays(grand, 9), seats: 10, price: null, status: 'open' });
    const ownPrice = await startOf('recK7GWXiBzKjPrl4');
    // Classic at its own price, 7 days: start + 6.
    expect(byId.get('recK7GWXiBzKjPrl4')).toMatchObject({ versionId: DOLOMITES.classic, endDate: plusDays(ownPrice, 6), seats: 15, price: 1850 });
    expect(byId.get('rec80X5UwhQM1XhGk')).toMatchObject({ seats: 15, status: 'guaranteed' });
    expect(byId.get('rec26CdbBYy7PIeCZ')?.seats).toBe(3);
    for (const departure of body.departures) {
      expect(departure.seatsLeft).toBeGreaterThanOrEqual(0);
      expect(departure.seatsLeft).toBeLessThanOrEqual(departure.seats);
      expect(departure.status).toBe(departure.seatsLeft === 0 ? 'full' : departure.id === 'rec80X5UwhQM1XhGk' ? 'guaranteed' : 'open');
    }
  });

  it('may be kept at the CDN for 60 seconds at most, and never by the browser', async () => {
    const { response } = await availability(`?packageId=${DOLOMITES.packageId}`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(response.headers.get('netlify-cdn-cache-control')).toBe('public, s-maxage=60, stale-while-revalidate=30');
  });

  it('shows a closed departure as closed, and leaves out departures that have started', async () => {
    const costaRica = (await availability(`?packageId=${COSTA_RICA.packageId}`)).body.departures;
    expect(costaRica.find((departure) => departure.id === COSTA_RICA.closed)?.status).toBe('closed');
    expect(costaRica.find((departure) => departure.id === COSTA_RICA.soon)?.status).toBe('guaranteed');
    const atlas = (await availability(`?packageId=${ATLAS.packageId}`)).body.departures;
    expect(atlas.length).toBeGreaterThan(0);
    expect(atlas.map((departure) => departure.id)).not.toContain(ATLAS.past);
  });

  it('answers an empty list for a package without departures (Annapurna)', async () => {
    const { response, body } = await availability('?packageId=recL20C98anX7ENLc');
    expect(response.status).toBe(200);
    expect(body).toEqual({ packageId: 'recL20C98anX7ENLc', departures: [] });
  });

  it.each([
    ['no packageId', '', 400, 'invalid_package'],
    ['a packageId that is not a record id', '?packageId=../catalog.json', 400, 'invalid_package'],
    ['an unknown package', '?packageId=recNoSuchPackage', 404, 'unknown_package'],
    ['a package not published', `?packageId=${KUMANO.packageId}`, 404, 'unknown_package'],
  ])('answers %s with a %s', async (_, query, status, error) => {
    const { response, body } = await availability(query);
    expect(response.status).toBe(status);
    expect(body).toEqual({ error, message: expect.any(String) });
  });

  it('answers other methods with a 405', async () => {
    const response = await fetch(siteUrl(`/api/availability?packageId=${DOLOMITES.packageId}`), { method: 'POST' });
    expect(response.status).toBe(405);
  });
});
