import { useStore } from '@nanostores/react';
import { PUBLIC_TILE_ATTRIBUTION, PUBLIC_TILE_URL } from 'astro:env/client';
import { divIcon, type DivIcon } from 'leaflet';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { MapContainer, Marker, TileLayer, useMap } from 'react-leaflet';
import { $highlightedStep, bookingStore } from '../../browser/stores/booking.ts';
import { NARROW_QUERY } from '../../config/breakpoint.ts';
import { versionOf } from '../../domain/booking.ts';
import { mapView, markerPositions, type MapView } from '../../domain/map-view.ts';
import type { BookingPackage } from '../../schema/booking.ts';

export interface LeafletMapProps {
  pkg: BookingPackage;
}

function subscribeToWidth(onChange: () => void): () => void {
  const query = window.matchMedia(NARROW_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isNarrow = () => window.matchMedia(NARROW_QUERY).matches;

/**
 * Leaflet's default marker images do not bundle well; a numbered badge drawn in CSS does. Leaflet
 * makes the marker a focusable button; its name is the step's number and name.
 */
function stepIcon(number: number, name: string, optional: boolean, highlighted: boolean): DivIcon {
  const classes = ['step-marker', optional && 'is-optional', highlighted && 'is-highlighted'].filter(Boolean).join(' ');
  const badge = document.createElement('span');
  const digits = Object.assign(document.createElement('span'), { textContent: String(number) });
  digits.setAttribute('aria-hidden', 'true');
  const label = Object.assign(document.createElement('span'), { className: 'sr-only', textContent: `${number}. ${name}` });
  badge.append(digits, label);
  return divIcon({ className: classes, html: badge, iconSize: [34, 34], iconAnchor: [17, 17] });
}

/** Moves the map to a new view (another version, another screen width). */
function FollowView({ view }: { view: MapView }) {
  const map = useMap();
  const [lat, long] = view.center;
  useEffect(() => {
    map.setView([lat, long], view.zoom);
  }, [map, lat, long, view.zoom]);
  return null;
}

function FollowHighlight({ position }: { position: [number, number] | undefined }) {
  const map = useMap();
  const [lat, long] = position ?? [];
  useEffect(() => {
    if (lat !== undefined && long !== undefined) map.panTo([lat, long]);
  }, [map, lat, long]);
  return null;
}

/** The selected version's steps as numbered markers; a click highlights the step here and in the list. */
export default function LeafletMap({ pkg }: LeafletMapProps) {
  const selection = useStore(bookingStore(pkg));
  const highlighted = useStore($highlightedStep);
  const narrow = useSyncExternalStore(subscribeToWidth, isNarrow);
  const version = versionOf(pkg, selection);
  const markers = useMemo(() => markerPositions(version?.steps ?? []), [version]);
  const view = useMemo(() => mapView(markers, narrow), [markers, narrow]);
  if (!view) return null;

  const highlightedMarker = markers.find((marker) => marker.step.id === highlighted);
  return (
    <MapContainer center={view.center} zoom={view.zoom} scrollWheelZoom={false} className="package-map-canvas">
      <TileLayer url={PUBLIC_TILE_URL} attribution={PUBLIC_TILE_ATTRIBUTION} />
      <FollowView view={view} />
      <FollowHighlight position={highlightedMarker && [highlightedMarker.lat, highlightedMarker.long]} />
      {markers.map(({ step, lat, long }) => {
        const number = (version?.steps.indexOf(step) ?? 0) + 1;
        return (
          <Marker
            key={step.id}
            position={[lat, long]}
            icon={stepIcon(number, step.name, step.optional, step.id === highlighted)}
            title={`${number}. ${step.name}`}
            zIndexOffset={step.id === highlighted ? 1000 : 0}
            eventHandlers={{ click: () => $highlightedStep.set(step.id) }}
          />
        );
      })}
    </MapContainer>
  );
}
