/** How often a message is tried in all, the first try included; then it is given up (and listed in the digest). */
export const MAX_ATTEMPTS = 8;
const FIRST_WAIT_MS = 60 * 60_000;
const LONGEST_WAIT_MS = 24 * 60 * 60_000;

/**
 * When a message that has failed `attempts` times, the last at `failedAt` (epoch ms), is tried
 * again: 1 h, 2 h, 4 h … after each failure, never more than 24 h; undefined once it is given up.
 * Eight attempts span a little over three days, enough for any mail service outage.
 */
export function nextAttemptAfter(attempts: number, failedAt: number): number | undefined {
  if (attempts >= MAX_ATTEMPTS) return undefined;
  return failedAt + Math.min(FIRST_WAIT_MS * 2 ** (attempts - 1), LONGEST_WAIT_MS);
}
