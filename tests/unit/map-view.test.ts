import { describe, expect, it } from 'vitest';
import { located, mapView, markerPositions, routeLines } from '../../src/domain/map-view.ts';

/** Leaflet's Web Mercator pixel, written out here: x = (long + 180) / 360 × 256 × 2^z; y from ln(tan(π/4 + φ/2)). */
function pixel(lat: number, long: number, zoom: number) {
  const size = 256 * 2 ** zoom;
  const phi = (lat * Math.PI) / 180;
  return { x: ((long + 180) / 360) * size, y: (size / 2) * (1 - Math.log(Math.tan(Math.PI / 4 + phi / 2)) / Math.PI) };
}

/** The marker badge is 34 px wide: centres closer than that overlap. */
const BADGE = 34;

describe('marker positions', () => {
  it('keeps a marker on its step unless an earlier one takes the spot', () => {
    const steps = [
      { id: 'cortina', lat: 46.5405, long: 12.1357 },
      { id: 'braies', lat: 46.6617, long: 12.0689 },
    ];
    expect(markerPositions(steps, 9).map(({ step, lat, long }) => [step.id, lat, long])).toEqual([
      ['cortina', 46.5405, 12.1357],
      ['braies', 46.6617, 12.0689],
    ]);
  });

  it('moves a marker at the same coordinates one spacing (38 px) north-east at the first zoom', () => {
    // Zoom 9: the world is 256 × 512 = 131,072 px wide, 364.09 px per degree of longitude, and at
    // 46.54° N 364.09 / cos 46.54° = 529.1 px per degree of latitude. 38 px at 45° is 26.87 px east
    // and 26.87 px north: +0.0738° of longitude, +0.0508° of latitude.
    const [, farewell] = markerPositions(
      [
        { id: 'cortina', lat: 46.5405, long: 12.1357 },
        { id: 'farewell', lat: 46.5405, long: 12.1357 },
      ],
      9,
    );
    expect(farewell!.lat).toBeCloseTo(46.5913, 3);
    expect(farewell!.long).toBeCloseTo(12.2095, 3);
  });

  it('never lets two markers overlap at the zoom they are placed for', () => {
    // The Iceland trip's first days at zoom 6: Þingvellir and the Silfra fissure are 620 m apart,
    // Reykjavík 40 km away; then three steps at one spot.
    const steps = [
      { id: 'reykjavik', lat: 64.1466, long: -21.9426 },
      { id: 'thingvellir', lat: 64.2559, long: -21.1299 },
      { id: 'silfra', lat: 64.2556, long: -21.1171 },
      { id: 'a', lat: 63.9906, long: -19.0607 },
      { id: 'b', lat: 63.9906, long: -19.0607 },
      { id: 'c', lat: 63.9906, long: -19.0607 },
    ];
    for (const zoom of [5, 6, 9]) {
      const placed = markerPositions(steps, zoom).map(({ lat, long }) => pixel(lat, long, zoom));
      for (const [index, a] of placed.entries()) {
        for (const b of placed.slice(index + 1)) expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(BADGE);
      }
    }
  });

  it('leaves out steps without coordinates', () => {
    expect(located([{ id: 'a' }, { id: 'b', lat: 1, long: 2 }, { id: 'c', lat: 3 }]).map((step) => step.id)).toEqual(['b']);
  });
});

describe('route', () => {
  it('joins the steps everyone walks and draws a spur to each optional step from the step before it', () => {
    const markers = [
      { step: { id: 'start', optional: false }, lat: 1, long: 1 },
      { step: { id: 'tunnels', optional: true }, lat: 2, long: 2 },
      { step: { id: 'hut', optional: false }, lat: 3, long: 3 },
      { step: { id: 'ferrata', optional: true }, lat: 4, long: 4 },
      { step: { id: 'end', optional: false }, lat: 5, long: 5 },
    ];
    expect(routeLines(markers)).toEqual({
      main: [
        [1, 1],
        [3, 3],
        [5, 5],
      ],
      spurs: [
        [
          [1, 1],
          [2, 2],
        ],
        [
          [3, 3],
          [4, 4],
        ],
      ],
    });
  });
});

describe('map view', () => {
  const dolomites = [
    { lat: 46.5405, long: 12.1357 },
    { lat: 46.6617, long: 12.0689 },
    { lat: 46.3937, long: 12.0385 },
    { lat: 46.6128, long: 12.2958 },
  ];

  it('centres on the steps and zooms from their span', () => {
    // longitude span 0.2573°, latitude span 0.268° → 0.39° on the map at 46.5° N; log2(360 / 0.39) = 9.85
    const view = mapView(dolomites, false)!;
    expect(view.center[0]).toBeCloseTo(46.5277, 4);
    expect(view.center[1]).toBeCloseTo(12.16715, 4);
    expect(view.zoom).toBe(9);
  });

  it('zooms out one level on narrow screens', () => {
    expect(mapView(dolomites, true)!.zoom).toBe(8);
  });

  it('zooms out further for a wider span', () => {
    // Morocco: 4° of longitude → log2(90) = 6.49
    const morocco = [
      { lat: 31.6258, long: -7.9891 },
      { lat: 31.145, long: -3.969 },
      { lat: 34.0643, long: -4.9735 },
    ];
    expect(mapView(morocco, false)!.zoom).toBe(6);
  });

  it('stays within sensible zooms for one point or the whole world', () => {
    expect(mapView([{ lat: 10, long: 10 }], false)!.zoom).toBe(12);
    expect(mapView([{ lat: -60, long: -170 }, { lat: 70, long: 170 }], false)!.zoom).toBe(2);
    expect(mapView([], false)).toBeUndefined();
  });
});
