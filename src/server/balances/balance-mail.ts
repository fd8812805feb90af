import { isDelivered, sendOnce } from '../mail/outbox.ts';
import type { Email } from '../mail/postmark.ts';

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

/**
 * Sends each email once by its id (src/server/mail/outbox.ts): a run repeated after a crash sends
 * nothing twice, and one that fails does not keep the others from going out. Answers whether all went out.
 */
export async function sendBalanceMail(mails: readonly BalanceMail[], deadline?: number): Promise<boolean> {
  const deliveries = await Promise.all(mails.map(({ id, email }) => sendOnce(id, email, deadline)));
  return deliveries.every(isDelivered);
}
