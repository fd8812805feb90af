import { COMPANY } from '../config/company.ts';
import { DEFAULT_LANGUAGE, isLang, type Lang } from '../domain/languages.ts';
import { NotConfiguredError } from '../lib/not-configured.ts';

/**
 * The functions' configuration, read from the environment on each call so that a missing key is
 * reported as the service being unavailable, never as a crash. The Airtable base is
 * src/airtable/connection.ts's, as the build's.
 */
type Env = Record<string, string | undefined>;

export function postmarkSettings(env: Env = process.env) {
  if (!env.POSTMARK_SERVER_TOKEN) throw new NotConfiguredError('Postmark', 'POSTMARK_SERVER_TOKEN');
  return { token: env.POSTMARK_SERVER_TOKEN, apiUrl: env.POSTMARK_API_URL || 'https://api.postmarkapp.com' };
}

export function stripeSettings(env: Env = process.env) {
  if (!env.STRIPE_SECRET_KEY) throw new NotConfiguredError('Stripe', 'STRIPE_SECRET_KEY');
  return { secretKey: env.STRIPE_SECRET_KEY, apiUrl: env.STRIPE_API_URL || undefined };
}

/** The signing secret of the webhook endpoint; only the webhook needs it. */
export function stripeWebhookSecret(env: Env = process.env): string {
  if (!env.STRIPE_WEBHOOK_SECRET) throw new NotConfiguredError('Stripe webhooks', 'STRIPE_WEBHOOK_SECRET');
  return env.STRIPE_WEBHOOK_SECRET;
}

/** The sender of every email: a Postmark sender signature. */
export function mailFrom(env: Env = process.env): string {
  return env.MAIL_FROM || `${COMPANY.name} <${COMPANY.email}>`;
}

/** Who runs the trips: the inbox their notices go to, and the language they are written in. */
export interface Operator {
  email: string;
  language: Lang;
}

export function operator(env: Env = process.env): Operator {
  return { email: env.OPERATOR_EMAIL || COMPANY.email, language: operatorLanguage(env) };
}

/** Where Stripe sends the visitor back: the configured public origin, else the request's own. */
export function siteOrigin(request: Request, env: Env = process.env): string {
  return (env.SITE_URL || env.URL || new URL(request.url).origin).replace(/\/+$/, '');
}

export { operatorTimeZone } from '../config/company.ts';

/** The language of the operator's notices (bookings, contact messages, deletion requests): OPERATOR_LANGUAGE, else English. */
function operatorLanguage(env: Env): Lang {
  const configured = env.OPERATOR_LANGUAGE?.trim().toLowerCase();
  return isLang(configured) ? configured : DEFAULT_LANGUAGE;
}
