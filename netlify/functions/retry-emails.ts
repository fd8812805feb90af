import type { Config } from '@netlify/functions';
import { handler } from '../../src/server/http.ts';
import { runRetryEmails } from '../../src/server/mail/retry-emails.ts';

/** Hourly: sends again, once each, the emails of bookings and visitor requests that did not go out. */
export default handler(['POST'], runRetryEmails);

// No rateLimit: Netlify runs a scheduled function on its schedule, and a run reads no input;
// run again, it sends nothing twice and nothing before its time (src/server/mail/outbox.ts).
export const config: Config = { schedule: '@hourly' };
