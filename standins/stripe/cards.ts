/**
 * Stripe's test cards that the stand-in knows, and what each does. One liberty, so that the balance
 * flow can be tried: the two "saved but later refused" cards pay at checkout (on Stripe, 0341 fails
 * any charge once attached and 3184 asks the visitor to authenticate at checkout, which the stand-in
 * takes as done); their off-session charges are refused as Stripe refuses them.
 */
export type OffSessionOutcome = 'succeeds' | 'card_declined' | 'authentication_required';

export interface TestCard {
  number: string;
  brand: 'visa' | 'mastercard';
  /** Refused at checkout: the hosted page shows the decline and the session stays open. */
  declinedAtCheckout: boolean;
  offSession: OffSessionOutcome;
}

export const DEFAULT_CARD = '4242424242424242';

const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', brand: 'visa', declinedAtCheckout: false, offSession: 'succeeds' },
  { number: '5555555555554444', brand: 'mastercard', declinedAtCheckout: false, offSession: 'succeeds' },
  { number: '4000000000000341', brand: 'visa', declinedAtCheckout: false, offSession: 'card_declined' },
  { number: '4000002760003184', brand: 'visa', declinedAtCheckout: false, offSession: 'authentication_required' },
  { number: '4000000000000002', brand: 'visa', declinedAtCheckout: true, offSession: 'card_declined' },
];

function passesLuhn(digits: string): boolean {
  let sum = 0;
  [...digits].reverse().forEach((char, index) => {
    const digit = Number(char) * (index % 2 === 1 ? 2 : 1);
    sum += digit > 9 ? digit - 9 : digit;
  });
  return sum % 10 === 0;
}

/** The card typed (spaces and dashes allowed), or the words Checkout shows for one it refuses. */
export function testCard(typed: string): TestCard | { problem: string } {
  const digits = typed.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) return { problem: 'Your card number is invalid.' };
  const card = TEST_CARDS.find((candidate) => candidate.number === digits);
  if (card) return card;
  return { problem: 'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.' };
}

/** What Stripe says of each refusal, as its card errors carry it. */
export const REFUSALS = {
  card_declined: {
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
    doc_url: 'https://stripe.com/docs/error-codes/card-declined',
  },
  authentication_required: {
    code: 'authentication_required',
    decline_code: 'authentication_required',
    message: 'Your card was declined. This transaction requires authentication.',
    doc_url: 'https://stripe.com/docs/error-codes/authentication-required',
  },
} as const;
