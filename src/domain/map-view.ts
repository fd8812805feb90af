/** Where the itinerary map looks: marker positions and the view that shows a version's steps. */

interface GeoPoint {
  lat: number;
  long: number;
}

/** Markers sharing coordinates are moved apart by this many degrees per repeat, so each stays clickable. */
const SHARED_POSITION_OFFSET = 0.01;

const MIN_ZOOM = 2;
const MAX_ZOOM = 12;

interface PlacedMarker<T> extends GeoPoint {
  step: T;
}

/**
 * The steps that have coordinates, in their order, each at its position; the n-th step (from 0)
 * at coordinates already taken moves by n × 0.01° in latitude and longitude.
 */
export function markerPositions<T extends { lat?: number | undefined; long?: number | undefined }>(steps: readonly T[]): PlacedMarker<T>[] {
  const seen = new Map<string, number>();
  return steps.flatMap((step) => {
    if (step.lat === undefined || step.long === undefined) return [];
    const key = `${step.lat},${step.long}`;
    const index = seen.get(key) ?? 0;
    seen.set(key, index + 1);
    const offset = index * SHARED_POSITION_OFFSET;
    return [{ step, lat: step.lat + offset, long: step.long + offset }];
  });
}

export interface MapView {
  center: [number, number];
  zoom: number;
}

/**
 * A view centred on the points, zoomed from their span: each zoom level halves the degrees a tile
 * covers, so the zoom is log2(360° / span), the latitude span widened as Mercator draws it.
 * One level less on narrow screens. Undefined without points.
 */
export function mapView(points: readonly GeoPoint[], narrow: boolean): MapView | undefined {
  if (points.length === 0) return undefined;
  const lats = points.map((point) => point.lat);
  const longs = points.map((point) => point.long);
  const [south, north] = [Math.min(...lats), Math.max(...lats)];
  const [west, east] = [Math.min(...longs), Math.max(...longs)];
  const centerLat = (south + north) / 2;
  const latSpan = (north - south) / Math.cos((centerLat * Math.PI) / 180);
  const span = Math.max(east - west, latSpan);
  const fitted = span > 0 ? Math.floor(Math.log2(360 / span)) : MAX_ZOOM;
  const zoom = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, fitted)) - (narrow ? 1 : 0);
  return { center: [centerLat, (west + east) / 2], zoom };
}
