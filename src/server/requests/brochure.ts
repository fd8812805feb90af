import { DEFAULT_LANGUAGE } from '../../domain/languages.ts';
import { checkBrochureRequest, type BrochureRequest } from '../../domain/visitor-requests.ts';
import { format } from '../../i18n/define.ts';
import requestEmails from '../../i18n/messages/request-emails.ts';
import { publishedCatalog } from '../catalog.ts';
import { mailAddresses, siteOrigin } from '../env.ts';
import { HttpError, json, readJsonBody } from '../http.ts';
import type { Email } from '../mail.ts';
import { refusal } from './refusal.ts';
import { storeThenMail } from './store-then-mail.ts';

/** The brochure link for the visitor, in their language. */
export function brochureEmail(brochure: BrochureRequest, url: string, operator: string): Email {
  const texts = requestEmails[brochure.language].brochure;
  return {
    to: brochure.email,
    replyTo: operator,
    subject: format(texts.subject, { packageName: brochure.packageName }),
    text: format(texts.body, { packageName: brochure.packageName, url }),
    tag: 'brochure',
  };
}

/**
 * POST /api/addBrochureRecord: `{ email, packageName, language }` → `{ ok: true }` once stored.
 * The package is named by name, as on its page; only a published package with a brochure counts.
 */
export async function handleBrochureRequest(request: Request): Promise<Response> {
  const checked = checkBrochureRequest(await readJsonBody(request));
  if (!checked.ok) throw refusal(checked.problem, checked.fields);
  const brochure = checked.value;
  const { packages } = await publishedCatalog();
  const found = packages.find((candidate) => candidate.name === brochure.packageName);
  if (!found) throw new HttpError(400, 'unknown_package', 'There is no published package of that name.');
  const path = found.brochure[brochure.language] ?? found.brochure[DEFAULT_LANGUAGE];
  if (!path) throw new HttpError(400, 'no_brochure', 'This package has no brochure.');

  const url = new URL(path, `${siteOrigin(request)}/`).href;
  const { operator } = mailAddresses();
  const { emailSent } = await storeThenMail(
    'brochureRequests',
    { email: brochure.email, packageName: found.name, language: brochure.language },
    () => [brochureEmail(brochure, url, operator)],
  );
  return json({ ok: true, emailSent });
}
