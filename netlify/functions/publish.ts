import type { Config } from '@netlify/functions';
import { handler } from '../../src/server/http.ts';
import { receiveEdit } from '../../src/server/publishing/record-edit.ts';

export default handler(['POST'], receiveEdit);

export const config: Config = { path: '/api/publish' };
