import type { AirtableClientOptions } from '../airtable/client.ts';
import { airtableConnection } from '../airtable/connection.ts';
import { COMPANY } from '../config/company.ts';

/**
 * The functions' configuration, read from the environment on each call so that a missing key is
 * reported as the service being unavailable, never as a crash.
 */
export class ServiceUnavailableError extends Error {
  readonly service: string;

  constructor(service: string, variable: string) {
    super(`${service} is not configured (${variable} is not set)`);
    this.name = 'ServiceUnavailableError';
    this.service = service;
  }
}

type Env = Record<string, string | undefined>;

export function airtableSettings(env: Env = process.env): AirtableClientOptions {
  const connection = airtableConnection(env);
  if (!connection) throw new ServiceUnavailableError('Airtable', 'AIRTABLE_TOKEN');
  return {
    ...connection,
    // A visitor is waiting: two quick retries, then a clear error.
    retries: 2,
    retryDelayMs: 400,
    timeoutMs: 8_000,
  };
}

export function postmarkSettings(env: Env = process.env) {
  if (!env.POSTMARK_SERVER_TOKEN) throw new ServiceUnavailableError('Postmark', 'POSTMARK_SERVER_TOKEN');
  return { token: env.POSTMARK_SERVER_TOKEN, apiUrl: env.POSTMARK_API_URL || 'https://api.postmarkapp.com' };
}

export function stripeSettings(env: Env = process.env) {
  if (!env.STRIPE_SECRET_KEY) throw new ServiceUnavailableError('Stripe', 'STRIPE_SECRET_KEY');
  return { secretKey: env.STRIPE_SECRET_KEY, apiUrl: env.STRIPE_API_URL || undefined };
}

/** The signing secret of the webhook endpoint; only the webhook needs it. */
export function stripeWebhookSecret(env: Env = process.env): string {
  if (!env.STRIPE_WEBHOOK_SECRET) throw new ServiceUnavailableError('Stripe webhooks', 'STRIPE_WEBHOOK_SECRET');
  return env.STRIPE_WEBHOOK_SECRET;
}

export function mailAddresses(env: Env = process.env) {
  return {
    from: env.MAIL_FROM || `${COMPANY.name} <${COMPANY.email}>`,
    operator: env.OPERATOR_EMAIL || COMPANY.email,
  };
}

/** Where Stripe sends the visitor back: the configured public origin, else the request's own. */
export function siteOrigin(request: Request, env: Env = process.env): string {
  return (env.SITE_URL || env.URL || new URL(request.url).origin).replace(/\/+$/, '');
}

export function operatorTimeZone(env: Env = process.env): string {
  return env.OPERATOR_TIME_ZONE || COMPANY.timeZone;
}
