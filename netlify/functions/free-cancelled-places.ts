import type { Config } from '@netlify/functions';
import { runFreeCancelledPlaces } from '../../src/server/departures/free-cancelled-places.ts';
import { handler } from '../../src/server/http.ts';

/** Every 15 minutes: the places of bookings the operator cancelled come back. */
export default handler(['POST'], runFreeCancelledPlaces);

// No rateLimit: Netlify runs a scheduled function on its schedule, and a run reads no input.
export const config: Config = { schedule: '*/15 * * * *' };
