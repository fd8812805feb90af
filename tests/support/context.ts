import { inject } from 'vitest';
import type { SentEmail } from '../../standins/postmark/server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
    airtableUrl: string;
    airtableToken: string;
    airtableBaseId: string;
    postmarkUrl: string;
  }
}

/** An absolute URL on the served site. */
export function siteUrl(path = '/'): string {
  return new URL(path, inject('siteUrl')).href;
}

/** The Airtable stand-in the functions talk to, with its test controls. */
export const airtable = {
  url: () => inject('airtableUrl'),
  async records(table: string): Promise<{ id: string; createdTime: string; fields: Record<string, unknown> }[]> {
    const response = await fetch(`${inject('airtableUrl')}/__standin/tables/${table}`);
    return ((await response.json()) as { records: never[] }).records;
  },
  async control(action: 'fault' | 'throttle' | 'heal' | 'reset', body: Record<string, unknown> = {}): Promise<void> {
    await fetch(`${inject('airtableUrl')}/__standin/${action}`, { method: 'POST', body: JSON.stringify(body) });
  },
};

/** The Postmark stand-in the functions send through, with its outbox and outage switch. */
export const postmark = {
  async outbox(): Promise<SentEmail[]> {
    const response = await fetch(`${inject('postmarkUrl')}/__standin/outbox`);
    return ((await response.json()) as { messages: SentEmail[] }).messages;
  },
  async control(action: 'outage' | 'heal' | 'reset', body: Record<string, unknown> = {}): Promise<void> {
    await fetch(`${inject('postmarkUrl')}/__standin/${action}`, { method: 'POST', body: JSON.stringify(body) });
  },
};
