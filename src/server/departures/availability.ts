import { operatorTimeZone } from '../../config/company.ts';
import { dayIn } from '../../domain/dates.ts';
import { availabilityOf, endDateOf, upcomingDepartures } from '../../domain/departures.ts';
import { availabilityQuery, availabilityRefusals, type AvailabilityAnswer } from '../../schema/api.ts';
import { parseWith } from '../../schema/parse.ts';
import { publishedCatalog } from '../catalog.ts';
import { HttpError, json } from '../http.ts';
import { readRecord } from '../ledger/compare-and-swap.ts';
import { departureLedgerSchema, placesLeft } from '../ledger/departure-ledger.ts';
import { departureKey } from '../ledger/keys.ts';
import { ledgerStore } from '../ledger/store.ts';

/**
 * Netlify's CDN keeps an answer at most 60 s (and serves it 30 s more while it fetches a fresh
 * one); browsers always ask again. Places left may thus be a minute old on the page: checkout
 * decides on the ledger itself.
 */
const CACHE_HEADERS = {
  'Cache-Control': 'public, max-age=0, must-revalidate',
  'Netlify-CDN-Cache-Control': 'public, s-maxage=60, stale-while-revalidate=30',
};

/**
 * GET /api/availability?packageId=…: the published package's upcoming departures (starting after
 * today in the operator's time zone, as checkout books them), by date, with the places left now.
 */
export async function answerAvailability(request: Request): Promise<Response> {
  const query = parseWith(availabilityQuery, Object.fromEntries(new URL(request.url).searchParams), availabilityRefusals);
  if (!query.ok) throw new HttpError(400, query.error, query.message);
  const { packageId } = query.value;
  const pkg = (await publishedCatalog()).packages.find((candidate) => candidate.id === packageId && candidate.status === 'active');
  if (!pkg) throw new HttpError(404, 'unknown_package', 'There is no published package with this packageId.');

  const today = dayIn(operatorTimeZone(), new Date());
  const offered = pkg.versions
    .flatMap((version) => upcomingDepartures(version.departures, today).map((departure) => ({ version, departure })))
    .sort((a, b) => a.departure.startDate.localeCompare(b.departure.startDate) || a.departure.id.localeCompare(b.departure.id));
  const store = ledgerStore();
  const ledgers = await Promise.all(offered.map(({ departure }) => readRecord(store, departureKey(departure.id), departureLedgerSchema)));
  const now = Date.now();
  const departures = offered.map(({ version, departure }, index) => {
    const seatsLeft = placesLeft(ledgers[index], departure.seats, now);
    return {
      id: departure.id,
      versionId: version.id,
      startDate: departure.startDate,
      endDate: endDateOf(departure.startDate, version.durationDays),
      seats: departure.seats,
      seatsLeft,
      status: availabilityOf(departure, seatsLeft),
      price: departure.price,
    };
  });
  return json({ packageId, departures } satisfies AvailabilityAnswer, 200, CACHE_HEADERS);
}
