import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { localizedPath, type Lang } from '../../domain/languages.ts';
import { stripeSettings } from '../env.ts';

/**
 * The balance link's token: `<booking's checkout session id>.<base64url HMAC-SHA256 of it>`, under a
 * key derived from STRIPE_SECRET_KEY (HKDF, label "balance-link"), so the link needs no storage and
 * nobody without the key can make one for another booking. It names the booking; whether its
 * balance can still be paid (until the trip starts) is read from the booking.
 */
const TOKEN = /^(cs_(?:test|live)_[A-Za-z0-9]{1,200})\.([A-Za-z0-9_-]{43})$/;

function signingKey(): Buffer {
  return Buffer.from(hkdfSync('sha256', stripeSettings().secretKey, '', 'balance-link', 32));
}

function signature(sessionId: string, key: Buffer): Buffer {
  return createHmac('sha256', key).update(sessionId).digest();
}

export function balanceToken(sessionId: string): string {
  return `${sessionId}.${signature(sessionId, signingKey()).toString('base64url')}`;
}

/** The booking's checkout session id a token names; undefined for anything this site did not sign. */
export function readBalanceToken(token: string): string | undefined {
  const [, sessionId, given] = TOKEN.exec(token) ?? [];
  if (!sessionId || !given) return undefined;
  const expected = signature(sessionId, signingKey());
  const actual = Buffer.from(given, 'base64url');
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? sessionId : undefined;
}

/** The balance page of the booking's language, with the booking's token. */
export function balanceLinkUrl(origin: string, booking: { sessionId: string; language: Lang }): string {
  return `${origin}${localizedPath(booking.language, '/balance/')}?token=${balanceToken(booking.sessionId)}`;
}
