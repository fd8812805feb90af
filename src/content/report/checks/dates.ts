import { day, links, number } from '../../../airtable/fields.ts';
import { formatLongDate } from '../../../domain/date-format.ts';
import { MAX_DEPARTURE_SEATS } from '../../../domain/departures.ts';
import type { BaseView } from '../base-view.ts';
import type { Finding } from '../findings.ts';

const longDate = (isoDate: string) => formatLongDate(isoDate, 'en');

/** Departures of published versions that have passed or offer more than a group; `today` is the operator's day. */
export function checkDepartures(view: BaseView, today: string): Finding[] {
  return view.records('departures').flatMap((record): Finding[] => {
    if (!links(record.fields, 'packageVersion').some((id) => view.published.versionIds.has(id))) return [];
    const finding = (kind: Finding['kind'], detail: string): Finding => ({ kind, table: 'departures', recordId: record.id, name: view.nameOf('departures', record), detail });
    const startDate = day(record.fields, 'startDate');
    const seats = number(record.fields, 'seats');
    return [
      // One that starts today is under way, not yet something to delete.
      ...(startDate && startDate < today ? [finding('departureInPast', `started ${longDate(startDate)}`)] : []),
      ...(seats !== undefined && seats > MAX_DEPARTURE_SEATS ? [finding('departureOverfull', `${seats} places${startDate ? ` on ${longDate(startDate)}` : ''}`)] : []),
    ];
  });
}

/** Coupons are read only for this report, never published: dates that cannot work, or have run out. */
export function checkCoupons(view: BaseView, today: string): Finding[] {
  return view.records('coupons').flatMap((record): Finding[] => {
    const start = day(record.fields, 'validity_date_start');
    const end = day(record.fields, 'validity_date_end');
    const finding = (kind: Finding['kind'], detail: string): Finding => ({ kind, table: 'coupons', recordId: record.id, name: view.nameOf('coupons', record), detail });
    if (start && end && end < start) return [finding('couponImpossibleDates', `from ${longDate(start)} to ${longDate(end)}`)];
    if (end && end < today) return [finding('couponExpired', `ended ${longDate(end)}`)];
    return [];
  });
}
