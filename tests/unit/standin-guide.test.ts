import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standinGuide } from '../../standins/guide.ts';
import { startStandins, type Standins } from '../../standins/index.ts';

describe('the stand-ins printed by npm start', () => {
  let standins: Standins;
  beforeAll(async () => {
    standins = await startStandins({});
  });
  afterAll(async () => {
    await standins.stop();
  });

  it('name a URL that answers for everything an operator may look at', async () => {
    const lines = standinGuide(standins);
    const reads = lines.flatMap((line) => [...line.matchAll(/GET (\S+?);?(?=\s|$)/g)].map((match) => match[1]!));
    expect(reads).toHaveLength(5);
    for (const url of reads) expect((await fetch(url)).status, url).toBe(200);
  });

  it('name the switch that takes Postmark down, and the one that brings it back', async () => {
    const line = standinGuide(standins).find((candidate) => candidate.includes('outage'))!;
    const [outage, heal] = [...line.matchAll(/POST (\S+)/g)].map((match) => match[1]!);
    await fetch(outage!, { method: 'POST', body: JSON.stringify({ status: 503 }) });
    const email = { From: 'a@example.com', To: 'b@example.com', Subject: 's', TextBody: 't' };
    const send = () => fetch(`${standins.postmark!.url}/email`, { method: 'POST', headers: { 'X-Postmark-Server-Token': standins.postmark!.token }, body: JSON.stringify(email) });
    expect((await send()).status).toBe(503);
    await fetch(heal!, { method: 'POST' });
    expect((await send()).status).toBe(200);
  });
});
