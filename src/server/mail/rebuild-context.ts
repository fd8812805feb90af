import { publishedCatalog } from '../catalog.ts';
import { operator, siteOrigin } from '../env.ts';
import type { RebuildContext } from './rows-to-mail.ts';

/**
 * What a scheduled run writes emails with. A catalog that cannot be read or an origin that is not
 * configured leaves out only the emails that need them (a brochure's link, a trip's dates): the
 * others still go.
 */
export async function rebuildContext(): Promise<RebuildContext> {
  const catalog = await publishedCatalog().catch((error: unknown) => {
    console.error(error);
    return undefined;
  });
  let origin: string | undefined;
  try {
    origin = siteOrigin();
  } catch (error) {
    console.error(error);
  }
  return { catalog, origin, operator: operator() };
}
