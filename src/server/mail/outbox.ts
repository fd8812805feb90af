import type { Store } from '@netlify/blobs';
import { z } from 'zod';
import { beforeDeadline } from '../../lib/deadline.ts';
import { nextAttemptAfter } from './back-off.ts';
import { sendEmail, type Email } from './postmark.ts';
import { emailOfKind, LATER_EMAIL_KINDS, messageId, ROW_EMAIL_KINDS, type EmailKind, type MailTable, type RowEmails } from './row-emails.ts';
import { mailStore, updateJSON } from './store.ts';

/**
 * How long a sender holds a message: longer than one send may take (Postmark's three tries of at
 * most 10 s), so a claim left by a function that died is taken over by a later try.
 */
const SEND_LEASE_MS = 120_000;
/**
 * What a send found out is written even when the send took all the time it had: the caller's
 * deadline leaves this much room for it (visitor requests and scheduled runs keep more than that).
 */
const MARKER_GRACE_MS = 2_000;

/** What is known of one message, in the Blobs marker `mail/<message id>`. */
const markerSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('sent'), at: z.number(), attempts: z.number().int().positive() }),
  /** Being sent by the call that wrote it, until `until`. */
  z.object({ state: z.literal('sending'), until: z.number(), attempts: z.number().int().nonnegative(), firstFailedAt: z.number().optional() }),
  /** `nextAttemptAt` null: given up after the last attempt. */
  z.object({
    state: z.literal('failed'),
    attempts: z.number().int().positive(),
    firstFailedAt: z.number(),
    nextAttemptAt: z.number().nullable(),
    error: z.string(),
  }),
]);
export type MessageMarker = z.infer<typeof markerSchema>;

/** What became of one try to send a message. */
export type Delivery =
  | 'sent'
  /** An earlier call sent it. */
  | 'already sent'
  /** Another call is sending it right now. */
  | 'in progress'
  /** It failed before, and its next attempt is later. */
  | 'not due'
  /** It failed as often as it may: only the digest still names it. */
  | 'given up'
  | 'failed';

const markerKey = (id: string) => `mail/${id}`;

/** A message this call may send: how often it was tried before, and since when it fails. */
interface Claim {
  attempts: number;
  firstFailedAt: number | undefined;
}

/** The message's marker; undefined for a message never tried (or when the store cannot say). */
export async function messageMarker(id: string, deadline?: number): Promise<MessageMarker | undefined> {
  const stored = await beforeDeadline(mailStore().get(markerKey(id), { type: 'json' }), deadline, `Reading the marker of ${id}`);
  const marker = markerSchema.safeParse(stored);
  return marker.success ? marker.data : undefined;
}

/**
 * What went wrong, for the operator's eyes, without the service's own words: Postmark's messages
 * can quote the address, and a marker keeps no personal data.
 */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return 'failure';
  const { statusCode, code } = error as Error & { statusCode?: unknown; code?: unknown };
  return [error.name, typeof statusCode === 'number' && statusCode > 0 && `HTTP ${statusCode}`, typeof code === 'number' && `code ${code}`].filter(Boolean).join(', ');
}

/**
 * Sends a message unless it was sent already: the marker is claimed with a conditional write
 * first, so of two calls at once one sends and the other answers "in progress"; a failure records
 * when to try again (src/server/mail/back-off.ts). Never throws: a store that cannot be reached
 * counts as a failure, as the message cannot be known unsent. A message can go out twice only if
 * a function dies between Postmark's acceptance and the marker's write, then a retry comes after
 * the claim's lease: a repeated email beats none.
 */
export async function sendOnce(id: string, email: Email, deadline?: number, now = Date.now()): Promise<Delivery> {
  const key = markerKey(id);
  let store: Store;
  let claim: Delivery | Claim;
  try {
    store = mailStore();
    claim = await updateJSON<MessageMarker, Delivery | Claim>(
      store,
      key,
      markerSchema,
      (marker) => {
        if (marker?.state === 'sent') return { keep: 'already sent' };
        if (marker?.state === 'sending' && marker.until > now) return { keep: 'in progress' };
        if (marker?.state === 'failed' && marker.nextAttemptAt === null) return { keep: 'given up' };
        if (marker?.state === 'failed' && marker.nextAttemptAt !== null && marker.nextAttemptAt > now) return { keep: 'not due' };
        const taken: Claim = { attempts: marker?.attempts ?? 0, firstFailedAt: marker?.firstFailedAt };
        return { write: { state: 'sending', until: now + SEND_LEASE_MS, ...taken }, result: taken };
      },
      deadline,
    );
  } catch (error) {
    console.error(`The email ${id} was not sent: its marker could not be read or claimed.`, error);
    return 'failed';
  }
  if (typeof claim === 'string') return claim;

  const attempts = claim.attempts + 1;
  let failure: unknown;
  try {
    await sendEmail(email, deadline);
  } catch (error) {
    failure = error;
  }
  const marker: MessageMarker =
    failure === undefined
      ? { state: 'sent', at: Date.now(), attempts }
      : { state: 'failed', attempts, firstFailedAt: claim.firstFailedAt ?? now, nextAttemptAt: nextAttemptAfter(attempts, now) ?? null, error: describe(failure) };
  if (failure !== undefined) console.error(`The email ${id} did not go out (attempt ${attempts}):`, failure);
  try {
    // The claim is this call's: nobody else writes the marker until its lease ends.
    await beforeDeadline(store.setJSON(key, marker), deadline === undefined ? undefined : deadline + MARKER_GRACE_MS, `Writing the marker of ${id}`);
  } catch (error) {
    console.error(`The marker of the email ${id} could not be written; a retry may send it again after ${SEND_LEASE_MS / 1000} s.`, error);
  }
  if (marker.state === 'sent') return 'sent';
  return marker.nextAttemptAt === null ? 'given up' : 'failed';
}

/** Whether a delivery means the message has gone out. */
export const isDelivered = (delivery: Delivery | 'unwritable'): boolean => delivery === 'sent' || delivery === 'already sent';

/** Each email of a row, by kind: what became of it, and whether all of them have gone out. */
export interface RowDelivery<T extends MailTable> {
  deliveries: Record<EmailKind<T>, Delivery | 'unwritable'>;
  allSent: boolean;
}

/**
 * Sends each email of a row once (src/server/mail/row-emails.ts names them). An email that cannot
 * be written now counts as gone out only if an earlier call sent it; so does one the row got later
 * from another flow, once tried.
 */
export async function sendRowEmails<T extends MailTable>(table: T, recordId: string, emails: RowEmails<T>, deadline?: number, now = Date.now()): Promise<RowDelivery<T>> {
  const kinds = ROW_EMAIL_KINDS[table] as readonly EmailKind<T>[];
  const outcomes = await Promise.all(
    kinds.map(async (kind): Promise<Delivery | 'unwritable'> => {
      const id = messageId(table, recordId, kind);
      const email = emailOfKind(emails, kind);
      if (email) return sendOnce(id, email, deadline, now);
      const marker = await messageMarker(id, deadline).catch(() => undefined);
      return marker?.state === 'sent' ? 'already sent' : 'unwritable';
    }),
  );
  const later = await Promise.all(
    LATER_EMAIL_KINDS[table].map(async (kind) => {
      const marker = await messageMarker(messageId(table, recordId, kind), deadline).catch(() => 'unreadable' as const);
      return marker === undefined || (marker !== 'unreadable' && marker.state === 'sent');
    }),
  );
  const deliveries = Object.fromEntries(kinds.map((kind, index) => [kind, outcomes[index]!])) as Record<EmailKind<T>, Delivery | 'unwritable'>;
  return { deliveries, allSent: outcomes.every(isDelivered) && later.every(Boolean) };
}
