import { useStore } from '@nanostores/react';
import { PUBLIC_TILE_ATTRIBUTION, PUBLIC_TILE_URL } from 'astro:env/client';
import { divIcon, type DivIcon } from 'leaflet';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { MapContainer, Marker, Polyline, TileLayer, useMap } from 'react-leaflet';
import { $highlightedStep, bookingStore } from '../../browser/stores/booking.ts';
import { NARROW_QUERY } from '../../config/breakpoint.ts';
import { versionOf } from '../../domain/booking.ts';
import { located, mapView, markerPositions, routeLines, type MapView } from '../../domain/map-view.ts';
import type { BookingPackage } from '../../schema/booking.ts';

type BookingStep = BookingPackage['versions'][number]['steps'][number];

export interface LeafletMapProps {
  pkg: BookingPackage;
  /** Whether the visitor allowed the tile provider: without it, markers and route on a plain background. */
  tiles: boolean;
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
function stepIcon(number: number, step: BookingStep, highlighted: boolean): DivIcon {
  const { name, optional, nameLang } = step;
  const classes = ['step-marker', optional && 'is-optional', highlighted && 'is-highlighted'].filter(Boolean).join(' ');
  const badge = document.createElement('span');
  const digits = Object.assign(document.createElement('span'), { textContent: String(number) });
  digits.setAttribute('aria-hidden', 'true');
  const label = Object.assign(document.createElement('span'), { className: 'sr-only', textContent: `${number}. ${name}` });
  if (nameLang) label.lang = nameLang;
  badge.append(digits, label);
  return divIcon({ className: classes, html: badge, iconSize: [34, 34], iconAnchor: [17, 17] });
}

/**
 * Moves the map to a new view (another version, another screen width), at once: Leaflet drops a
 * zoom asked for during a zoom animation, which would leave the markers spaced for another zoom.
 */
function FollowView({ view }: { view: MapView }) {
  const map = useMap();
  const [lat, long] = view.center;
  useEffect(() => {
    map.setView([lat, long], view.zoom, { animate: false });
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

/**
 * The selected version's steps as numbered markers, none hiding another at the first zoom, joined
 * by the route; a click highlights the step here and in the list.
 */
export default function LeafletMap({ pkg, tiles }: LeafletMapProps) {
  const selection = useStore(bookingStore(pkg));
  const highlighted = useStore($highlightedStep);
  const narrow = useSyncExternalStore(subscribeToWidth, isNarrow);
  const version = versionOf(pkg, selection);
  const steps = useMemo(() => located(version?.steps ?? []), [version]);
  const view = useMemo(() => mapView(steps, narrow), [steps, narrow]);
  const markers = useMemo(() => (view ? markerPositions(steps, view.zoom) : []), [steps, view]);
  const route = useMemo(() => routeLines(markers), [markers]);
  if (!view) return null;

  const highlightedMarker = markers.find((marker) => marker.step.id === highlighted);
  return (
    <MapContainer center={view.center} zoom={view.zoom} scrollWheelZoom={false} className="package-map-canvas">
      {tiles && <TileLayer url={PUBLIC_TILE_URL} attribution={PUBLIC_TILE_ATTRIBUTION} />}
      <FollowView view={view} />
      <FollowHighlight position={highlightedMarker && [highlightedMarker.lat, highlightedMarker.long]} />
      <Polyline positions={route.main} className="route-line" interactive={false} />
      {route.spurs.map((spur, index) => (
        <Polyline key={index} positions={spur} className="route-line route-spur" interactive={false} />
      ))}
      {markers.map(({ step, lat, long }) => {
        const number = (version?.steps.indexOf(step) ?? 0) + 1;
        return (
          <Marker
            key={step.id}
            position={[lat, long]}
            icon={stepIcon(number, step, step.id === highlighted)}
            title={`${number}. ${step.name}`}
            zIndexOffset={step.id === highlighted ? 1000 : 0}
            eventHandlers={{ click: () => $highlightedStep.set(step.id) }}
          />
        );
      })}
    </MapContainer>
  );
}
