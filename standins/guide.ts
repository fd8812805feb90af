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
          `  checkout sessions: GET ${stripe.url}/__standin/sessions (also payment_intents, customers); webhook deliveries: GET ${stripe.url}/__standin/deliveries`,
          '  test cards on its checkout page: 4242 4242 4242 4242 pays; 4000 0000 0000 0341 pays but later charges are declined;',
          '    4000 0027 6000 3184 pays but later charges need authentication; 4000 0000 0000 0002 is declined',
          `  end a session now: POST ${stripe.url}/__standin/expire (body {"sessionId":"cs_test_…"}); let time pass: POST ${stripe.url}/__standin/clock (body {"advanceSeconds":1800})`,
          `  outage: POST ${stripe.url}/__standin/outage (body {"status":503,"match":"/v1/payment_intents"}), ended by POST ${stripe.url}/__standin/heal`,
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
