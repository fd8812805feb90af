import { requestRows } from '../../airtable/records/visitor-requests.ts';
import { brochureBody, visitorRequestRefusals, type RequestAnswer } from '../../schema/api.ts';
import { publishedCatalog } from '../catalog.ts';
import { brochureLink } from '../emails/brochure-link.ts';
import { operator, siteOrigin } from '../env.ts';
import { HttpError, json, readBody } from '../http.ts';
import { takeRecipientSlot } from '../mail/recipient-throttle.ts';
import { brochureUrl, publishedBrochure } from './published-brochure.ts';
import { storeThenMail } from './store-then-mail.ts';

/**
 * POST /api/addBrochureRecord: `{ email, packageName, language }` → `{ ok: true }` once stored.
 * The package is named by name, as on its page; only a published package with a brochure counts.
 */
export async function handleBrochureRequest(request: Request): Promise<Response> {
  const brochure = await readBody(request, brochureBody, visitorRequestRefusals);
  const found = publishedBrochure(await publishedCatalog(), brochure.packageName, brochure.language);
  if (!found.ok) throw new HttpError(400, found.error, found.message);
  const url = brochureUrl(found.value.path, siteOrigin());
  await takeRecipientSlot('brochure', brochure.email);
  const { emailSent } = await storeThenMail('brochureRequests', requestRows.brochureRequests({ ...brochure, packageName: found.value.packageName }), () => ({
    brochure: brochureLink(brochure, found.value.packageName, url, operator()),
  }));
  return json({ ok: true, emailSent } satisfies RequestAnswer);
}
