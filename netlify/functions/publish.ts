import type { Config } from '@netlify/functions';
import { handler } from '../../src/server/http.ts';
import { receiveEdit } from '../../src/server/publishing/record-edit.ts';

export default handler(['POST'], receiveEdit);

// Netlify reads this object statically at deploy time, so its values are literals. The operator's
// automations report an edit each; a burst beyond the limit loses nothing, as the build that
// follows reads the whole base.
export const config: Config = {
  path: '/api/publish',
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
