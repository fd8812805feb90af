/**
 * Where the itinerary map looks: the view that shows a version's steps, marker positions that
 * never hide one another at that view's zoom, and the route between them.
 */

interface GeoPoint {
  lat: number;
  long: number;
}

const MIN_ZOOM = 2;
const MAX_ZOOM = 12;

/** Web Mercator, as Leaflet draws it: the world is 256 × 2^zoom pixels wide. */
const TILE_SIZE = 256;

/**
 * Marker badges are 34 px wide, with a 3 px border and a shadow: centres this far apart leave a
 * visible gap between two of them.
 */
export const MARKER_SPACING_PX = 38;

interface Pixel {
  x: number;
  y: number;
}

function worldSize(zoom: number): number {
  return TILE_SIZE * 2 ** zoom;
}

function toPixel({ lat, long }: GeoPoint, zoom: number): Pixel {
  const size = worldSize(zoom);
  const sin = Math.sin((lat * Math.PI) / 180);
  return { x: ((long + 180) / 360) * size, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size };
}

function toGeoPoint({ x, y }: Pixel, zoom: number): GeoPoint {
  const size = worldSize(zoom);
  const lat = (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / size))) * 180) / Math.PI;
  return { lat, long: (x / size) * 360 - 180 };
}

/** Rounding leaves a spot one spacing away a hair short of it. */
const TOLERANCE_PX = 1e-6;

const isFree = (spot: Pixel, taken: readonly Pixel[]) =>
  taken.every((other) => Math.hypot(spot.x - other.x, spot.y - other.y) >= MARKER_SPACING_PX - TOLERANCE_PX);

/**
 * The spot nearest to `origin` that keeps MARKER_SPACING_PX from every taken one: `origin` itself,
 * else the first free point of rings around it, one spacing apart, each starting north-east.
 * Some ring is always clear of finitely many markers, so the search ends.
 */
function freeSpot(origin: Pixel, taken: readonly Pixel[]): Pixel {
  if (isFree(origin, taken)) return origin;
  for (let ring = 1; ; ring++) {
    const radius = ring * MARKER_SPACING_PX;
    const count = 6 * ring;
    for (let index = 0; index < count; index++) {
      const angle = -Math.PI / 4 + (2 * Math.PI * index) / count;
      const spot = { x: origin.x + radius * Math.cos(angle), y: origin.y + radius * Math.sin(angle) };
      if (isFree(spot, taken)) return spot;
    }
  }
}

export interface PlacedMarker<T> extends GeoPoint {
  step: T;
}

type Located<T> = T & GeoPoint;

/** The steps that have both coordinates, in their order. */
export function located<T extends { lat?: number | undefined; long?: number | undefined }>(steps: readonly T[]): Located<T>[] {
  return steps.filter((step): step is Located<T> => step.lat !== undefined && step.long !== undefined);
}

/**
 * Each located step's marker, in step order, where no two overlap at `zoom`: a marker whose
 * place is taken by an earlier one (the same coordinates, or a few pixels away) moves to the
 * nearest free spot, one marker's spacing or more away.
 */
export function markerPositions<T extends GeoPoint>(steps: readonly T[], zoom: number): PlacedMarker<T>[] {
  const taken: Pixel[] = [];
  return steps.map((step) => {
    const origin = toPixel(step, zoom);
    const spot = freeSpot(origin, taken);
    taken.push(spot);
    return spot === origin ? { step, lat: step.lat, long: step.long } : { step, ...toGeoPoint(spot, zoom) };
  });
}

export type LatLong = [number, number];

/**
 * The route as drawn: one line through the steps every traveller walks, and for each optional
 * step a spur from the step before it.
 */
export function routeLines<T extends { optional: boolean }>(markers: readonly PlacedMarker<T>[]): { main: LatLong[]; spurs: [LatLong, LatLong][] } {
  const main: LatLong[] = [];
  const spurs: [LatLong, LatLong][] = [];
  let previous: LatLong | undefined;
  for (const marker of markers) {
    const point: LatLong = [marker.lat, marker.long];
    if (marker.step.optional) {
      if (previous) spurs.push([previous, point]);
      continue;
    }
    main.push(point);
    previous = point;
  }
  return { main, spurs };
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
