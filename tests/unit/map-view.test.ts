import { describe, expect, it } from 'vitest';
import { mapView, markerPositions } from '../../src/domain/map-view.ts';

describe('marker positions', () => {
  it('offsets markers sharing coordinates by index × 0.01°, in step order', () => {
    const steps = [
      { id: 'cortina', lat: 46.5405, long: 12.1357 },
      { id: 'braies', lat: 46.6617, long: 12.0689 },
      { id: 'farewell', lat: 46.5405, long: 12.1357 },
      { id: 'again', lat: 46.5405, long: 12.1357 },
    ];
    const placed = markerPositions(steps);
    expect(placed.map(({ step, lat, long }) => [step.id, lat, long])).toEqual([
      ['cortina', 46.5405, 12.1357],
      ['braies', 46.6617, 12.0689],
      ['farewell', expect.closeTo(46.5505, 9), expect.closeTo(12.1457, 9)],
      ['again', expect.closeTo(46.5605, 9), expect.closeTo(12.1557, 9)],
    ]);
  });

  it('leaves out steps without coordinates', () => {
    expect(markerPositions([{ id: 'a' }, { id: 'b', lat: 1, long: 2 }, { id: 'c', lat: 3 }]).map(({ step }) => step.id)).toEqual(['b']);
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
