import type { Config } from '@netlify/functions';
import { handler } from '../../src/server/http.ts';
import { runPublishEdits } from '../../src/server/publishing/publish-edits.ts';

/** Every five minutes: starts a build once the operator's latest burst of edits is over. */
export default handler(['POST'], runPublishEdits);

// No rateLimit: Netlify runs a scheduled function on its schedule, and a run reads no input.
export const config: Config = { schedule: '*/5 * * * *' };
