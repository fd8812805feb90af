import { requestRows } from '../../airtable/records/visitor-requests.ts';
import { DEFAULT_LANGUAGE } from '../../domain/languages.ts';
import { brochureBody, visitorRequestRefusals, type RequestAnswer } from '../../schema/api.ts';
import { publishedCatalog } from '../catalog.ts';
import { brochureLink } from '../emails/brochure-link.ts';
import { operator, siteOrigin } from '../env.ts';
import { HttpError, json, readBody } from '../http.ts';
import { storeThenMail } from './store-then-mail.ts';

/**
 * POST /api/addBrochureRecord: `{ email, packageName, language }` → `{ ok: true }` once stored.
 * The package is named by name, as on its page; only a published package with a brochure counts.
 */
export async function handleBrochureRequest(request: Request): Promise<Response> {
  const brochure = await readBody(request, brochureBody, visitorRequestRefusals);
  const { packages } = await publishedCatalog();
  const found = packages.find((candidate) => candidate.name === brochure.packageName);
  if (!found) throw new HttpError(400, 'unknown_package', 'There is no published package of that name.');
  const path = found.brochure[brochure.language] ?? found.brochure[DEFAULT_LANGUAGE];
  if (!path) throw new HttpError(400, 'no_brochure', 'This package has no brochure.');

  const url = new URL(path, `${siteOrigin(request)}/`).href;
  const { emailSent } = await storeThenMail('brochureRequests', requestRows.brochureRequests({ ...brochure, packageName: found.name }), () => [
    brochureLink(brochure, url, operator()),
  ]);
  return json({ ok: true, emailSent } satisfies RequestAnswer);
}
