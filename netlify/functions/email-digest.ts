import type { Config } from '@netlify/functions';
import { handler } from '../../src/server/http.ts';
import { runEmailDigest } from '../../src/server/mail/daily-digest.ts';

/** Daily: one email to the operator naming the site's emails that still have not gone out. */
export default handler(['POST'], runEmailDigest);

// No rateLimit: Netlify runs a scheduled function on its schedule, and a run reads no input;
// run again the same day, it sends the same digest only once (src/server/mail/daily-digest.ts).
export const config: Config = { schedule: '@daily' };
