import type { Config } from '@netlify/functions';
import { runFreeCancelledPlaces } from '../../src/server/departures/free-cancelled-places.ts';
import { handler } from '../../src/server/http.ts';

/** Every 15 minutes: the places of bookings the operator cancelled come back. */
export default handler(['POST'], runFreeCancelledPlaces);

export const config: Config = { schedule: '*/15 * * * *' };
