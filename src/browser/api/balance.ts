import { isCurrency } from '../../domain/currency.ts';
import type { BalanceAnswer } from '../../schema/balance.ts';
import { readCheckoutAnswer, type CheckoutResult } from './checkout-answer.ts';
import { fieldsOf } from './fields.ts';
import { postJson } from './post-json.ts';

/** The balance page's side of /api/balance-checkout. */

/** The balance page's booking, or why the link cannot pay (the error key, `unavailable` for a fault or an answer of another shape). */
export type BalanceReply = { balance: BalanceAnswer } | { error: string };

/** Reads GET /api/balance-checkout's answer: every field checked, since a proxy may answer anything. */
export function readBalanceAnswer(status: number, body: unknown): BalanceReply {
  const { packageName, quantity, startDate, endDate, currency, balance, error } = fieldsOf(body);
  const isDay = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
  if (status < 300 && typeof packageName === 'string' && typeof quantity === 'number' && isDay(startDate) && isDay(endDate) && isCurrency(currency) && typeof balance === 'number') {
    return { balance: { packageName, quantity, startDate, endDate, currency, balance } };
  }
  return { error: status < 500 && typeof error === 'string' ? error : 'unavailable' };
}

export async function readBalance(token: string, signal: AbortSignal): Promise<BalanceReply> {
  try {
    const response = await fetch(`/api/balance-checkout?token=${encodeURIComponent(token)}`, { signal, headers: { Accept: 'application/json' } });
    return readBalanceAnswer(response.status, await response.json().catch(() => null));
  } catch {
    return { error: 'unavailable' };
  }
}

/** Opens a fresh Checkout Session for the balance: its address, or the error key. */
export async function startBalanceCheckout(token: string): Promise<CheckoutResult> {
  try {
    const answer = await postJson('/api/balance-checkout', { token });
    const result = readCheckoutAnswer(answer.status, answer.body, location.href);
    return 'url' in result || answer.status < 500 ? result : { error: 'unavailable' };
  } catch {
    return { error: 'unavailable' };
  }
}
