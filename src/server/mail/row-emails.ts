import type { Email } from './postmark.ts';

/**
 * The tables whose rows have emails about them, and each row's emails by kind. A message's id,
 * `<table>/<record id>/<kind>`, is the same whoever writes it (the request that stored the row, or
 * the hourly retry that rebuilds it from the row), so it is sent once however often it is tried.
 */
export const ROW_EMAIL_KINDS = {
  bookings: ['confirmation', 'operator-notice'],
  contactMessages: ['operator-notice'],
  brochureRequests: ['brochure'],
  // The confirmation link; what an erasure sends later is in LATER_EMAIL_KINDS.
  deletionRequests: ['confirmation'],
} as const;

export type MailTable = keyof typeof ROW_EMAIL_KINDS;
export type EmailKind<T extends MailTable> = (typeof ROW_EMAIL_KINDS)[T][number];

/**
 * Emails a row gets later in its life from another flow, written from what that flow alone knew
 * (what an erasure found is kept nowhere): they cannot be written again from the row, and count
 * once tried. One that did not go out keeps its row `failed`, and the digest names it.
 */
export const LATER_EMAIL_KINDS = {
  bookings: [],
  contactMessages: [],
  brochureRequests: [],
  deletionRequests: ['erasure-notice-waiting', 'erasure-notice-completed', 'erasure-done'],
} as const satisfies { readonly [T in MailTable]: readonly string[] };

export type ErasureEmailKind = (typeof LATER_EMAIL_KINDS)['deletionRequests'][number];

/** The kinds that go to the operator rather than to the row's visitor. */
const OPERATOR_KINDS: ReadonlySet<string> = new Set(['operator-notice', 'erasure-notice-waiting', 'erasure-notice-completed'] satisfies (EmailKind<MailTable> | ErasureEmailKind)[]);
export const isToOperator = (kind: string): boolean => OPERATOR_KINDS.has(kind);

/**
 * A row's emails by kind; undefined for one that cannot be written now (no address, nothing to
 * rebuild it from). For several tables, the emails of one of them.
 */
export type RowEmails<T extends MailTable> = T extends MailTable ? { readonly [K in EmailKind<T>]: Email | undefined } : never;

/** Any row's emails, by kind. */
export const emailOfKind = (emails: RowEmails<MailTable>, kind: string): Email | undefined => (emails as Readonly<Record<string, Email | undefined>>)[kind];

export function messageId(table: MailTable, recordId: string, kind: string): string {
  return `${table}/${recordId}/${kind}`;
}
