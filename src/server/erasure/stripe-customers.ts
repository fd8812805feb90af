import type Stripe from 'stripe';
import { normalizeAddress } from '../../domain/erasure.ts';
import { isStripeError } from '../payments/stripe-client.ts';
import { timeLeft } from './deadline.ts';

const STRIPE_ATTEMPT_MS = 8_000;

/** Each Stripe call gets at most the time left, and a retry only when two attempts fit. */
function callOptions(deadline: number): Stripe.RequestOptions {
  const left = timeLeft(deadline);
  return { timeout: Math.min(STRIPE_ATTEMPT_MS, left), maxNetworkRetries: left > 2 * STRIPE_ATTEMPT_MS ? 1 : 0 };
}

/**
 * The Stripe customers made for the address. Stripe filters by exact email, so the address is
 * asked as typed and in lower case (Checkout keeps what the traveller typed there).
 */
export async function stripeCustomersOf(stripe: Stripe, email: string, deadline: number): Promise<string[]> {
  const variants = [...new Set([email.trim(), normalizeAddress(email)])];
  const found = await Promise.all(
    variants.map((variant) => stripe.customers.list({ email: variant, limit: 100 }, callOptions(deadline)).autoPagingToArray({ limit: 1000 })),
  );
  return found.flat().map((customer) => customer.id);
}

/**
 * Deletes the customers, which detaches their saved cards for good; one already deleted counts as
 * done. Answers how many this call deleted.
 */
export async function deleteStripeCustomers(stripe: Stripe, ids: Iterable<string>, deadline: number): Promise<number> {
  let deleted = 0;
  for (const id of new Set(ids)) {
    try {
      await stripe.customers.del(id, {}, callOptions(deadline));
      deleted++;
    } catch (error) {
      if (!(isStripeError(error) && error.statusCode === 404)) throw error;
    }
  }
  return deleted;
}
