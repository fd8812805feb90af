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

/** The deploy a function runs in, as Netlify's Context object tells it during a request. */
export interface Deployment {
  /** `production`, `deploy-preview`, `branch-deploy`, … */
  context: string;
  id: string;
  siteName: string | undefined;
}

/** Netlify's Context of the request being handled; undefined outside Netlify (tests, `npm run serve`). */
function currentDeployment(): Deployment | undefined {
  const context = globalThis.Netlify?.context;
  return context ? { context: context.deploy.context, id: context.deploy.id, siteName: context.site.name } : undefined;
}

/** A deploy preview or branch deploy is reached at its own permalink, `https://<deploy id>--<site name>.netlify.app`. */
function previewOrigin(deployment: Deployment | undefined, env: Env): string | undefined {
  const siteName = deployment?.siteName || env.SITE_NAME;
  if (!deployment || !['deploy-preview', 'branch-deploy'].includes(deployment.context) || !deployment.id || !siteName) return undefined;
  return `https://${deployment.id}--${siteName}.netlify.app`;
}

/** The origin of an absolute http(s) URL; undefined for anything else. */
function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The public origin that emailed links and Stripe's return URLs name: SITE_URL; else, on Netlify,
 * the deploy's own address for a preview or branch deploy and `URL` (the site's main address) for
 * production. Functions see only URL, SITE_NAME and SITE_ID of Netlify's variables (DEPLOY_URL,
 * DEPLOY_PRIME_URL and CONTEXT exist at build time only), so a preview's address comes from the
 * request's Context. Never the request's Host header, which whoever sends the request chooses:
 * without a configured origin the service is unavailable.
 */
export function siteOrigin(env: Env = process.env, deployment: Deployment | undefined = currentDeployment()): string {
  // A SITE_URL that is not an http(s) address is a mistake to fix, never a reason to link elsewhere.
  const origin = env.SITE_URL ? originOf(env.SITE_URL) : (originOf(previewOrigin(deployment, env)) ?? originOf(env.URL));
  if (!origin) throw new NotConfiguredError('The site address', 'SITE_URL');
  return origin;
}

/** The language of the operator's notices (bookings, contact messages, deletion requests): OPERATOR_LANGUAGE, else English. */
function operatorLanguage(env: Env): Lang {
  const configured = env.OPERATOR_LANGUAGE?.trim().toLowerCase();
  return isLang(configured) ? configured : DEFAULT_LANGUAGE;
}
