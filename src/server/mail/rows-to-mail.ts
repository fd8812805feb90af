import type { AirtableClient } from '../../airtable/client.ts';
import { text, type RawRecord } from '../../airtable/fields.ts';
import { bookingsToMail, markBookingFollowedUp, paidBookingFromRow, type BookingToMail } from '../../airtable/records/bookings.ts';
import { markRequestEmailed, requestFromRow, requestsToMail, type RequestTable } from '../../airtable/records/visitor-requests.ts';
import type { Catalog } from '../../schema/catalog.ts';
import { bookingConfirmation } from '../emails/booking-confirmation.ts';
import { bookingNotice } from '../emails/booking-notice.ts';
import { brochureLink } from '../emails/brochure-link.ts';
import { contactNotice } from '../emails/contact-notice.ts';
import type { Operator } from '../env.ts';
import { FOLLOW_UP_LEASE_MS } from '../payments/fulfilment.ts';
import { brochureUrl, publishedBrochure } from '../requests/published-brochure.ts';
import type { MailTable, RowEmails } from './row-emails.ts';

/** What the emails of a row are written with, besides the row. Either may be missing: the emails that need it cannot be written. */
export interface RebuildContext {
  catalog: Catalog | undefined;
  origin: string | undefined;
  operator: Operator;
}

/** A row some of whose emails may not have gone out, with those emails written again from the row. */
export interface RowToMail<T extends MailTable = MailTable> {
  table: T;
  recordId: string;
  /** When the row was stored (ISO 8601). */
  storedAt: string;
  /** The visitor's address, which the row's emails concern. */
  visitor: string;
  emails: RowEmails<T>;
  /** Records on the row that every email went out, or that a booking's lost follow-up is over. */
  mark(base: AirtableClient, allSent: boolean): Promise<void>;
}

function bookingToMail({ record, emailStatus }: BookingToMail, { catalog, operator }: RebuildContext): RowToMail<'bookings'> {
  const booking = paidBookingFromRow(record);
  const pkg = catalog?.packages.find((candidate) => candidate.id === booking?.packageId);
  return {
    table: 'bookings',
    recordId: record.id,
    storedAt: text(record.fields, 'createdAt') ?? record.createdTime ?? '',
    visitor: booking?.customerEmail ?? '',
    emails: {
      confirmation: booking && bookingConfirmation(booking, pkg, operator),
      // Whether the coupon's use was counted is the follow-up's to tell, and it told it if it got this far.
      'operator-notice': booking && bookingNotice(booking, pkg, operator, { couponCounted: true }),
    },
    // A booking without emailStatus is one whose follow-up died: this one ends it, whatever went out.
    mark: async (base, allSent) => {
      if (allSent || emailStatus !== 'failed') await markBookingFollowedUp(base, { id: record.id, createdTime: record.createdTime ?? '' }, allSent ? 'sent' : 'failed');
    },
  };
}

/**
 * Each request table's emails from a row. A deletion's confirmation link is not written again
 * here: it carries a token whose hash alone is stored. The daily digest names it, and the visitor,
 * told the email did not go out, asks again.
 */
const requestEmails: { [T in RequestTable]: (record: RawRecord, context: RebuildContext) => RowEmails<T> } = {
  contactMessages: (record, { operator }) => {
    const { row, request } = requestFromRow.contactMessages(record);
    return { 'operator-notice': contactNotice(request, row, operator) };
  },
  brochureRequests: (record, { catalog, origin, operator }) => {
    const { request } = requestFromRow.brochureRequests(record);
    const found = catalog && publishedBrochure(catalog, request.packageName, request.language);
    return { brochure: found?.ok && origin ? brochureLink(request, found.value.packageName, brochureUrl(found.value.path, origin), operator) : undefined };
  },
  deletionRequests: () => ({ confirmation: undefined }),
};

function requestToMail<T extends RequestTable>(table: T, record: RawRecord, context: RebuildContext): RowToMail<T> {
  return {
    table,
    recordId: record.id,
    storedAt: requestFromRow[table](record).row.createdAt,
    visitor: text(record.fields, 'email') ?? '',
    emails: requestEmails[table](record, context),
    mark: async (base, allSent) => {
      if (allSent) await markRequestEmailed(base, table, record.id);
    },
  };
}

const REQUEST_TABLES = ['contactMessages', 'brochureRequests', 'deletionRequests'] as const satisfies readonly RequestTable[];

/**
 * The rows of the four tables whose emails did not all go out, bookings first (a traveller paid),
 * each table oldest first: rows marked `failed`, and bookings without emailStatus whose follow-up
 * is more than a lease old (the report that stored them died; a younger one may still be at it).
 * A request row is `failed` from the moment it is stored until its emails went out: one found
 * while its request is still sending has its emails claimed, and each goes out once either way.
 */
export async function rowsToMail(base: AirtableClient, context: RebuildContext, now: number): Promise<RowToMail[]> {
  const bookings = (await bookingsToMail(base))
    .filter((booking) => booking.emailStatus === 'failed' || now - booking.storedAt >= FOLLOW_UP_LEASE_MS)
    .map((booking) => bookingToMail(booking, context));
  const requests: RowToMail[] = [];
  for (const table of REQUEST_TABLES) {
    for (const record of await requestsToMail(base, table)) requests.push(requestToMail(table, record, context));
  }
  return [...bookings, ...requests];
}
