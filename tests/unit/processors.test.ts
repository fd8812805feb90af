import { describe, expect, it } from 'vitest';
import { DEFAULT_TILE_URL } from '../../src/config/map-tiles.ts';
import { processors } from '../../src/config/processors.ts';

const names = (list: ReturnType<typeof processors>) => list.map((processor) => processor.name);

describe('the processors the privacy policy names', () => {
  it('are Netlify, Airtable, Stripe, Postmark and OpenStreetMap by default, without Meta', () => {
    expect(names(processors({ tileUrl: DEFAULT_TILE_URL, metaPixelId: undefined }))).toEqual([
      'Netlify, Inc.',
      'Formagrid, Inc. (Airtable)',
      'Stripe Payments Europe, Limited',
      'ActiveCampaign, LLC (Postmark)',
      'OpenStreetMap Foundation',
    ]);
  });

  it('add Meta only with a pixel id', () => {
    const list = processors({ tileUrl: DEFAULT_TILE_URL, metaPixelId: '1234567890' });
    expect(list.at(-1)).toMatchObject({ key: 'meta', name: 'Meta Platforms Ireland Limited', host: 'connect.facebook.net' });
    expect(processors({ tileUrl: DEFAULT_TILE_URL, metaPixelId: '' }).some((processor) => processor.key === 'meta')).toBe(false);
  });

  it('name the tile host the site is configured with', () => {
    expect(processors({ tileUrl: DEFAULT_TILE_URL, metaPixelId: undefined }).find((processor) => processor.key === 'map-tiles')?.host).toBe('tile.openstreetmap.org');
    const custom = processors({ tileUrl: 'https://{s}.tiles.example-maps.com/v3/{z}/{x}/{y}.png?key=abc', metaPixelId: undefined });
    expect(custom.find((processor) => processor.key === 'map-tiles')).toEqual({ key: 'map-tiles', name: 'The map tile service at *.tiles.example-maps.com', host: '*.tiles.example-maps.com' });
    expect(names(custom)).not.toContain('OpenStreetMap Foundation');
  });
});
