import { sendEmail, type Email } from '../mail.ts';

/**
 * An email about a booking's balance, with its stable message id (`bookings/<recordId>/<kind>`),
 * the key by which the mail outbox sends a message once and retries it.
 */
export interface BalanceMail {
  id: string;
  email: Email;
}

export type BalanceMailKind = 'balance-receipt' | `balance-link-${string}` | `balance-notice-${string}`;

export function balanceMailId(recordId: string, kind: BalanceMailKind): string {
  return `bookings/${recordId}/${kind}`;
}

/** Sends every email; one that fails is logged by its id and does not keep the others from going out. */
export async function sendBalanceMail(mails: readonly BalanceMail[], deadline?: number): Promise<void> {
  const results = await Promise.allSettled(mails.map(({ email }) => sendEmail(email, deadline)));
  results.forEach((result, index) => {
    if (result.status === 'rejected') console.error(`Email ${mails[index]!.id} was not sent:`, result.reason);
  });
}
