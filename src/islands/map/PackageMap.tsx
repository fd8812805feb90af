import leafletStyles from 'leaflet/dist/leaflet.css?url';
import { useEffect, useState, type ComponentType } from 'react';
import type { BookingPackage } from '../../schema/booking.ts';
import type { LeafletMapProps } from './LeafletMap.tsx';
import './package-map.css';

interface Props {
  pkg: BookingPackage;
  label: string;
  loading: string;
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
 * "Loading...".
 */
export default function PackageMap({ pkg, label, loading }: Props) {
  const [LeafletMap, setLeafletMap] = useState<ComponentType<LeafletMapProps> | null>(null);

  useEffect(() => {
    let live = true;
    void Promise.all([import('./LeafletMap.tsx'), loadStylesheet(leafletStyles)]).then(([module]) => {
      if (live) setLeafletMap(() => module.default);
    });
    return () => {
      live = false;
    };
  }, []);

  return (
    <div className="package-map" role="region" aria-label={label}>
      {LeafletMap ? <LeafletMap pkg={pkg} /> : <p className="package-map-loading">{loading}</p>}
    </div>
  );
}
