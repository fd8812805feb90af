import type { CheckoutBody } from '../../schema/api.ts';
import { readCheckoutAnswer, type CheckoutResult } from './checkout-answer.ts';
import { postJson } from './post-json.ts';

export async function startCheckout(request: CheckoutBody): Promise<CheckoutResult> {
  try {
    const answer = await postJson('/api/checkout', request);
    return readCheckoutAnswer(answer.status, answer.body, location.href);
  } catch {
    return { error: 'checkout_failed' };
  }
}
