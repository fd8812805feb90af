import leafletStyles from 'leaflet/dist/leaflet.css?url';
import { useEffect, useState, type ComponentType } from 'react';
import { onTilesConsentChange, showTilesThisVisit, tilesAllowed } from '../../browser/map-consent.ts';
import { format } from '../../i18n/format.ts';
import type { Dictionary } from '../../i18n/index.ts';
import type { BookingPackage } from '../../schema/booking.ts';
import type { LeafletMapProps } from './LeafletMap.tsx';
import './package-map.css';

interface Props {
  pkg: BookingPackage;
  label: string;
  loading: string;
  /** The host the map's background tiles come from, named before the visitor allows them. */
  tileHost: string;
  texts: Dictionary['tripFacts']['map'];
}

/** Resolves once the stylesheet has loaded (or failed: the map then works unstyled rather than never). */
function loadStylesheet(href: string): Promise<void> {
  return new Promise((resolve) => {
    if (document.querySelector(`link[rel="stylesheet"][href="${href}"]`)) return resolve();
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => resolve());
    document.head.append(link);
  });
}

/**
 * The itinerary map. Leaflet needs a browser and weighs more than the rest of the page's scripts,
 * so it and its stylesheet load only once this island hydrates (client:visible, as the map nears the
 * viewport; a stylesheet import would be linked in the page's head); until then the box shows
 * "Loading...". Its background tiles come from a third party, so they load only once the visitor
 * allows them (src/browser/map-consent.ts): until then markers and route stand on a plain
 * background, and below the map "Show map" (this visit) and "Always show maps" (the cookie
 * settings, where granting Preferences shows the tiles at once) name the provider.
 */
export default function PackageMap({ pkg, label, loading, tileHost, texts }: Props) {
  const [LeafletMap, setLeafletMap] = useState<ComponentType<LeafletMapProps> | null>(null);
  const [tiles, setTiles] = useState(false);

  useEffect(() => {
    let live = true;
    void Promise.all([import('./LeafletMap.tsx'), loadStylesheet(leafletStyles)]).then(([module]) => {
      if (live) setLeafletMap(() => module.default);
    });
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    setTiles(tilesAllowed());
    return onTilesConsentChange(setTiles);
  }, []);

  const showMap = () => {
    showTilesThisVisit();
    setTiles(true);
  };

  return (
    <div className="package-map" role="region" aria-label={label}>
      <div className="package-map-box">{LeafletMap ? <LeafletMap pkg={pkg} tiles={tiles} /> : <p className="package-map-loading">{loading}</p>}</div>
      {!tiles && (
        <div className="package-map-consent">
          <p>{format(texts.notice, { provider: tileHost })}</p>
          <div className="package-map-consent-actions">
            <button type="button" className="button button-primary" onClick={showMap}>
              {texts.show}
            </button>
            <button type="button" className="button button-ghost" onClick={() => window.openCookieSettings?.()}>
              {texts.always}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
