import { tileOrigin } from './content-security-policy.ts';

/**
 * The services that receive visitors' personal data on the operator's behalf, as the privacy
 * policy names them: those every deploy uses, the map tile host the site is configured with, and
 * Meta only when a pixel is configured. What the site is built with decides the list.
 */
export type ProcessorKey = 'netlify' | 'airtable' | 'stripe' | 'postmark' | 'map-tiles' | 'meta';

export interface Processor {
  key: ProcessorKey;
  /** The company, as the policy names it. */
  name: string;
  /** Where it is established, when the site knows. */
  location?: string;
  /** Its own privacy notice, when the site knows it. */
  privacyUrl?: string;
  /** The host a browser talks to, where the visitor's browser reaches it directly. */
  host?: string;
}

export interface ConfiguredServices {
  /** PUBLIC_TILE_URL: the `{z}/{x}/{y}` template of the map tiles. */
  tileUrl: string;
  /** PUBLIC_META_PIXEL_ID, when a pixel is configured. */
  metaPixelId: string | undefined;
}

const OPENSTREETMAP_TILES = /(^|\.)openstreetmap\.org$/;

function tileProvider(tileUrl: string): Processor {
  const host = tileOrigin(tileUrl).replace(/^https?:\/\//, '');
  return OPENSTREETMAP_TILES.test(host)
    ? { key: 'map-tiles', name: 'OpenStreetMap Foundation', location: 'United Kingdom', privacyUrl: 'https://osmfoundation.org/wiki/Privacy_Policy', host }
    : { key: 'map-tiles', name: `The map tile service at ${host}`, host };
}

export function processors({ tileUrl, metaPixelId }: ConfiguredServices): Processor[] {
  return [
    { key: 'netlify', name: 'Netlify, Inc.', location: 'United States', privacyUrl: 'https://www.netlify.com/privacy/' },
    { key: 'airtable', name: 'Formagrid, Inc. (Airtable)', location: 'United States', privacyUrl: 'https://www.airtable.com/company/privacy' },
    { key: 'stripe', name: 'Stripe Payments Europe, Limited', location: 'Ireland', privacyUrl: 'https://stripe.com/privacy' },
    { key: 'postmark', name: 'ActiveCampaign, LLC (Postmark)', location: 'United States', privacyUrl: 'https://postmarkapp.com/privacy-policy' },
    tileProvider(tileUrl),
    ...(metaPixelId
      ? [{ key: 'meta', name: 'Meta Platforms Ireland Limited', location: 'Ireland', privacyUrl: 'https://www.facebook.com/privacy/policy/', host: 'connect.facebook.net' } satisfies Processor]
      : []),
  ];
}
