import { createHash, randomBytes } from 'node:crypto';
import { localizedPath, type Lang } from '../../domain/languages.ts';

/**
 * The confirmation link's token: 32 random bytes in base64url. Only its hash is stored
 * (`deletionRequests.tokenHash`), so the base alone cannot confirm anybody's request.
 */
export function newDeletionToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashOfToken(token) };
}

/** SHA-256 of the token, in hex. */
export function hashOfToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The page that confirms, in the visitor's language; the token travels in the query. */
export function confirmationLink(origin: string, lang: Lang, token: string): string {
  return `${origin}${localizedPath(lang, '/delete-account/confirm/')}?token=${token}`;
}
