import type { Config } from '@netlify/functions';
import { handler } from '../../src/server/http.ts';
import { runPurgeExpiredData } from '../../src/server/retention/purge.ts';

/** Daily: removes what the privacy policy says is kept no longer (src/config/privacy.ts). */
export default handler(['POST'], runPurgeExpiredData);

// No rateLimit: Netlify runs a scheduled function on its schedule, and a run reads no input.
export const config: Config = { schedule: '@daily' };
