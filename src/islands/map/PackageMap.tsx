import { useEffect, useState, type ComponentType } from 'react';
import type { BookingPackage } from '../booking/package-props.ts';
import type { LeafletMapProps } from './LeafletMap.tsx';

interface Props {
  pkg: BookingPackage;
  label: string;
  loading: string;
}

/**
 * The itinerary map. Leaflet needs a browser and weighs more than the rest of the page's scripts,
 * so it is imported only once this island hydrates (client:visible, as the map nears the viewport);
 * until then the box shows "Loading...".
 */
export default function PackageMap({ pkg, label, loading }: Props) {
  const [LeafletMap, setLeafletMap] = useState<ComponentType<LeafletMapProps> | null>(null);

  useEffect(() => {
    let live = true;
    void import('./LeafletMap.tsx').then((module) => {
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
