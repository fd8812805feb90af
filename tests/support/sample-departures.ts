import { weeksSinceAnchor } from '../../standins/airtable/sample-base.ts';

/**
 * The sample base's departures as the tests meet them: their days move forward by whole weeks as
 * time passes (standins/airtable/sample-base.ts), so a test names a departure by its day as written
 * in the sample and reads it as of today.
 */

const DAY_MS = 86_400_000;

/** A day written in the sample base, `plus` days later, as the stand-in serves it today. */
export function sampleDay(writtenDay: string, plus = 0): string {
  const days = weeksSinceAnchor(new Date()) * 7 + plus;
  return new Date(Date.parse(`${writtenDay}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

const utc = (isoDay: string) => new Date(`${isoDay}T00:00:00Z`);
/** Intl spaces ranges with thin or no-break spaces, as browsers do in their own way: compared as plain spaces. */
const plainSpaces = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, ' ');

/** A trip's days as Intl writes a short range in a locale, with plain spaces: "1 – 7 Aug 2027", "15.–21. Aug. 2027". */
export function dayRange(startDay: string, endDay: string, locale: string): string {
  return plainSpaces(new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).formatRange(utc(startDay), utc(endDay)));
}

/** A day written out in full, with plain spaces: "June 20, 2027" (the spec's English order), "4. Juli 2027". */
export function longDay(isoDay: string, locale: string): string {
  return plainSpaces(new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(utc(isoDay)));
}

/** The Dolomites' Classic version (7 days, 1690 €) and its departures, as written in the sample base. */
export const CLASSIC = {
  versionId: 'recZRWZeBDWw2TKL3',
  days: 7,
  departures: [
    { id: 'recCCTmfYw8dGkACN', written: '2027-06-20', seats: 15, status: 'open', price: null },
    { id: 'rec26CdbBYy7PIeCZ', written: '2027-07-04', seats: 3, status: 'open', price: null },
    { id: 'rec80X5UwhQM1XhGk', written: '2027-07-18', seats: 15, status: 'guaranteed', price: null },
    { id: 'recK7GWXiBzKjPrl4', written: '2027-08-01', seats: 15, status: 'open', price: 1850 },
    { id: 'recSqY17nTpD88AM4', written: '2027-08-15', seats: 15, status: 'open', price: 1850 },
    { id: 'recFvuPB5cukr87Xp', written: '2027-08-29', seats: 15, status: 'open', price: null },
    { id: 'recEkSOM9Z3VgC87Q', written: '2027-09-12', seats: 15, status: 'open', price: null },
  ],
} as const;

/**
 * What GET /api/availability would answer for the Dolomites' Classic departures (decisions.md):
 * every seat free unless `seatsLeft` says otherwise, `closed` ones closed by the operator.
 */
export function classicAvailability(seatsLeft: Readonly<Record<string, number>> = {}, closed: readonly string[] = []) {
  return {
    packageId: 'recKzVYRroconmqDY',
    departures: CLASSIC.departures.map((departure) => {
      const left = seatsLeft[departure.id] ?? departure.seats;
      return {
        id: departure.id,
        versionId: CLASSIC.versionId,
        startDate: sampleDay(departure.written),
        endDate: sampleDay(departure.written, CLASSIC.days - 1),
        seats: departure.seats,
        seatsLeft: left,
        status: closed.includes(departure.id) ? 'closed' : left === 0 ? 'full' : departure.status,
        price: departure.price,
      };
    }),
  };
}
