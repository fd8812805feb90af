import type { Standins } from './index.ts';

/**
 * Where an operator running the site locally finds what the stand-ins received, and the switches
 * that make a service fail, one line each.
 */
export function standinGuide({ airtable, postmark, stripe, buildHook }: Standins): string[] {
  return [
    ...(airtable
      ? [
          `Airtable stand-in (the bundled sample base) at ${airtable.url}`,
          `  stored requests: GET ${airtable.url}/__standin/tables/contactMessages (also brochureRequests, deletionRequests, bookings)`,
        ]
      : []),
    ...(postmark
      ? [
          `Postmark stand-in at ${postmark.url}`,
          `  emails sent:     GET ${postmark.url}/__standin/outbox`,
          `  outage:          POST ${postmark.url}/__standin/outage (body {"status":503}), ended by POST ${postmark.url}/__standin/heal`,
        ]
      : []),
    ...(stripe
      ? [
          `Stripe stand-in at ${stripe.url}`,
          `  checkout sessions: GET ${stripe.url}/__standin/sessions; webhook deliveries: GET ${stripe.url}/__standin/deliveries`,
        ]
      : []),
    ...(buildHook
      ? [
          `Netlify build hook stand-in at ${buildHook.hookUrl}`,
          `  builds started by publish-edits: GET ${buildHook.url}/__standin/builds`,
        ]
      : []),
  ];
}
