/**
 * Stand-in "photos" for the bundled sample base.
 *
 * Every image attachment in `sample-base/*.json` is rendered on demand from its attachment
 * id: a stylized landscape (or a food table, or a group of hikers) drawn as an SVG string
 * and rasterized to JPEG with sharp. The picture is deterministic per id: a small PRNG is
 * seeded from the id, and the theme comes from the lookup table below (the ids used in the
 * sample base), from a theme name embedded in the id (`attAlpine…`), or, for any other id,
 * from the seed. Unknown ids are fine and cheap (well under 150 ms for 1600×1000).
 *
 * No text is ever drawn: these are photo stand-ins.
 */
import sharp from 'sharp';

export const sceneThemes = [
  'alpine',
  'hut',
  'highlands',
  'coast',
  'fjord',
  'volcanic',
  'desert',
  'himalaya',
  'patagonia',
  'forest',
  'cedar',
  'food',
  'group',
] as const;

export type SceneTheme = (typeof sceneThemes)[number];
export type TimeOfDay = 'day' | 'golden' | 'dusk' | 'dawn' | 'night' | 'overcast';

export interface SceneSpec {
  theme: SceneTheme;
  time?: TimeOfDay;
  /** Theme-specific flavour, e.g. "rhyolite" for Iceland, "kasbah" for Morocco. */
  variant?: string;
}

/**
 * The attachment ids of the sample base and what each one shows.
 * Keep in step with sample-base/*.json (render-samples.ts checks that every id renders).
 */
const KNOWN: Record<string, SceneSpec> = {
  // BEGIN KNOWN ATTACHMENTS
  attwE5c0JbTFbNL34: { theme: 'alpine', time: 'golden' }, // pkg:dolomites:cover
  attMfIuXUcfX4R8vF: { theme: 'alpine', time: 'dawn' }, // pkg:dolomites:g1
  attD5J6PP0dV185a7: { theme: 'hut', time: 'dusk' }, // pkg:dolomites:g2
  attkP0uS524OWL60U: { theme: 'group', time: 'day' }, // pkg:dolomites:g3
  attX3Qhi0PWcDABpF: { theme: 'alpine', time: 'day' }, // pkg:dolomites:g4
  att3pT7E4hmcn2S9L: { theme: 'food' }, // pkg:dolomites:g5
  attvwGUeEiqfnsEC5: { theme: 'alpine', time: 'golden' }, // pkg:dolomites:g6
  attMPWnYBmJH3dKAs: { theme: 'highlands', time: 'overcast' }, // pkg:scotland:cover
  atteOxGjqufS8rykM: { theme: 'highlands', time: 'golden' }, // pkg:scotland:g1
  attGHi0f71oKp6rpX: { theme: 'coast', time: 'day' }, // pkg:scotland:g2
  atttx7kL3ETCBznpX: { theme: 'highlands', time: 'overcast' }, // pkg:scotland:g3
  attEaxUmRlurdN4PP: { theme: 'group', time: 'day' }, // pkg:scotland:g4
  attcYogo6KKk7zY3P: { theme: 'food' }, // pkg:scotland:g5
  attNE9K51O4NL2v0S: { theme: 'volcanic', time: 'day', variant: 'rhyolite' }, // pkg:iceland:cover
  attAwmjzsclGZGilN: { theme: 'volcanic', time: 'overcast' }, // pkg:iceland:g1
  attK1bwlq67b2SFIK: { theme: 'volcanic', time: 'night', variant: 'aurora' }, // pkg:iceland:g2
  attQp2pv5n8Y6ufu1: { theme: 'volcanic', time: 'golden', variant: 'rhyolite' }, // pkg:iceland:g3
  attHnM03XuXEeDyV2: { theme: 'group', time: 'dawn' }, // pkg:iceland:g4
  attJFQ6n7jqH5Zgnd: { theme: 'coast', time: 'golden' }, // pkg:iceland:g5
  attprnwuocHbbOlZz: { theme: 'himalaya', time: 'dawn' }, // pkg:nepal:cover
  attbm1a15ogD45C7M: { theme: 'himalaya', time: 'day' }, // pkg:nepal:g1
  attw53A07e3StoTNI: { theme: 'himalaya', time: 'golden' }, // pkg:nepal:g2
  attQV1jm3QCq5DcPv: { theme: 'group', time: 'dawn' }, // pkg:nepal:g3
  att2Y3ol2UhHVo7oW: { theme: 'food' }, // pkg:nepal:g4
  attcT78VjqnbqHAuD: { theme: 'himalaya', time: 'dawn' }, // pkg:nepal:g5
  attcq3YL09x1U5PO5: { theme: 'cedar', time: 'dawn' }, // pkg:japan:cover
  attczn0xqAfk1IXn6: { theme: 'desert', time: 'golden' }, // pkg:morocco:cover
  attY0iufxq2i1RTs9: { theme: 'desert', time: 'golden', variant: 'kasbah' }, // pkg:morocco:g1
  attmE0A9nw5oDYH3C: { theme: 'desert', time: 'dusk' }, // pkg:morocco:g2
  attb1iplQ6DhpPW0n: { theme: 'food' }, // pkg:morocco:g3
  att2Aws3oRrX9gSxj: { theme: 'group', time: 'dawn' }, // pkg:morocco:g4
  attAWTN9hN6lPI8IA: { theme: 'desert', time: 'day', variant: 'kasbah' }, // pkg:morocco:g5
  attFbOl5gr5XLswj2: { theme: 'patagonia', time: 'dawn' }, // pkg:patagonia:cover
  attGXQu7mjXY2MrX4: { theme: 'patagonia', time: 'dawn' }, // pkg:patagonia:g1
  attFmc6iN62UQ0ADw: { theme: 'patagonia', time: 'day' }, // pkg:patagonia:g2
  att66IkBzG2jBBoou: { theme: 'group', time: 'golden' }, // pkg:patagonia:g3
  atthslhk1yP4KQjc4: { theme: 'patagonia', time: 'golden' }, // pkg:patagonia:g4
  att27hSwvzDzPByZ0: { theme: 'patagonia', time: 'overcast' }, // pkg:patagonia:g5
  attviGVjWbZk0fbVs: { theme: 'forest', time: 'day' }, // pkg:costarica:cover
  att147f17WVwEs03H: { theme: 'forest', time: 'dawn' }, // pkg:costarica:g1
  attpRMjOSivCjoLqG: { theme: 'forest', time: 'day' }, // pkg:costarica:g2
  attm97o1zJ47LbMd7: { theme: 'coast', time: 'golden' }, // pkg:costarica:g3
  attz5KpoapzjFS1YA: { theme: 'group', time: 'day' }, // pkg:costarica:g4
  attpC89bZgm0k2JI8: { theme: 'food' }, // pkg:costarica:g5
  atty5SR20ysSoO44M: { theme: 'forest', time: 'day' }, // pkg:costarica:g6
  atteV07mUxsvN8rjC: { theme: 'coast', time: 'golden' }, // pkg:provence:cover
  attFpiQY7JMTqQqUQ: { theme: 'coast', time: 'day' }, // pkg:provence:g1
  attycciNraa0EclCZ: { theme: 'coast', time: 'golden' }, // pkg:provence:g2
  attCNmRN3rF1KUc0S: { theme: 'food' }, // pkg:provence:g3
  attHk1er172w02xtR: { theme: 'group', time: 'day' }, // pkg:provence:g4
  attDsKKu3ue061Xnf: { theme: 'coast', time: 'day' }, // pkg:provence:g5
  attrXLF2B2uW5mvg3: { theme: 'fjord', time: 'golden' }, // pkg:lofoten:cover
  att0IjF2hSTXSxmLF: { theme: 'group', time: 'day' }, // blog:kit-list:cover
  attoAQDYYFqplEcSj: { theme: 'hut', time: 'dusk' }, // blog:rifugio:cover
  attrvlNJxjfbq6YWA: { theme: 'alpine', time: 'golden' }, // blog:rifugio:i1
  attmbok05k9ZH0wgU: { theme: 'food' }, // blog:rifugio:i2
  attKxRGbvgBbEd610: { theme: 'food' }, // blog:atlas-food:cover
  attEcLYXwRpN9dpjM: { theme: 'desert', time: 'dusk' }, // blog:atlas-food:i1
  att8Rs4McCUxC3S1N: { theme: 'volcanic', time: 'overcast' }, // blog:plastic-free:cover
  attzZMqVAUcDw2n6a: { theme: 'cedar', time: 'overcast' }, // blog:kumano-scouting:cover
  attn1rvt7Vbf1O0bB: { theme: 'cedar', time: 'dawn' }, // blog:kumano-scouting:i1
  attSMewtdCjK2kg54: { theme: 'food' }, // blog:kumano-scouting:i2
  attgvl3G1gcEr6lkx: { theme: 'alpine', time: 'day' }, // carousel:1:img
  att7oIRUt5JVCSenu: { theme: 'group', time: 'golden' }, // carousel:2:img
  atttSH4sAxTDSdtdm: { theme: 'food' }, // carousel:3:img
  att3vTwx1SFWvJGw5: { theme: 'hut', time: 'dusk' }, // carousel:4:img
  // END KNOWN ATTACHMENTS
};

/** Looks up how an attachment id is drawn (exported for the preview script). */
export function sceneSpecFor(attachmentId: string): SceneSpec {
  const known = KNOWN[attachmentId];
  if (known) return known;
  const lower = attachmentId.toLowerCase();
  for (const theme of sceneThemes) {
    if (lower.includes(theme)) return { theme };
  }
  const seed = hashString(attachmentId);
  return { theme: sceneThemes[seed % sceneThemes.length]! };
}

export async function renderScene(attachmentId: string, width = 1600, height = 1000): Promise<Buffer> {
  const svg = sceneSvg(attachmentId, width, height);
  return sharp(Buffer.from(svg)).removeAlpha().jpeg({ quality: 78, progressive: true }).toBuffer();
}

/** The SVG source of a scene (exported for tests and previews). */
export function sceneSvg(attachmentId: string, width = 1600, height = 1000): string {
  const W = Math.max(16, Math.round(width));
  const H = Math.max(16, Math.round(height));
  const spec = sceneSpecFor(attachmentId);
  const rng = mulberry32(hashString(attachmentId) ^ 0x9e3779b9);
  const time = spec.time ?? pick(rng, THEME_TIMES[spec.theme]);
  const c = new Canvas(W, H, rng, time);
  DRAW[spec.theme](c, spec.variant ?? '');
  return c.toString();
}

// ---------------------------------------------------------------------------------------
// Randomness and colour

function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  return h >>> 0;
}

type Rng = () => number;

function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(rng: Rng, list: readonly T[]): T {
  return list[Math.floor(rng() * list.length)]!;
}

function range(rng: Rng, lo: number, hi: number): number {
  return lo + (hi - lo) * rng();
}

function hexToRgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Mixes two #rrggbb colours: t = 0 gives a, t = 1 gives b. */
function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = hexToRgb(a);
  const [r2, g2, b2] = hexToRgb(b);
  const k = Math.max(0, Math.min(1, t));
  const h = (x: number, y: number) => Math.round(x + (y - x) * k).toString(16).padStart(2, '0');
  return `#${h(r1, r2)}${h(g1, g2)}${h(b1, b2)}`;
}

const f = (n: number): string => String(Math.round(n * 10) / 10);

// ---------------------------------------------------------------------------------------
// Light

interface Palette {
  sky: [string, string, string];
  sun: string;
  haze: string;
  /** How warm the light is on lit faces (mixed into rock and snow). */
  light: string;
  shade: string;
  celestial: 'sun' | 'moon' | 'none';
  sunHeight: number; // 0 = horizon, 1 = high
}

const PALETTES: Record<TimeOfDay, Palette> = {
  day: {
    sky: ['#4f8fcf', '#8fc0e6', '#dcebf2'],
    sun: '#fffbe8',
    haze: '#c6dbe8',
    light: '#fff8ea',
    shade: '#31476e',
    celestial: 'sun',
    sunHeight: 0.8,
  },
  golden: {
    sky: ['#5d7fb4', '#d9b089', '#f7d9a4'],
    sun: '#ffe3a0',
    haze: '#e6c7a3',
    light: '#ffd9a0',
    shade: '#4a3f6b',
    celestial: 'sun',
    sunHeight: 0.3,
  },
  dusk: {
    sky: ['#23305e', '#9b5f7e', '#f19d6a'],
    sun: '#ffcf8f',
    haze: '#a67c8f',
    light: '#f7a98a',
    shade: '#2a2550',
    celestial: 'sun',
    sunHeight: 0.06,
  },
  dawn: {
    sky: ['#6f94c8', '#efc2b6', '#fde4c6'],
    sun: '#fff0d0',
    haze: '#e5cfcb',
    light: '#ffe0cc',
    shade: '#4c5a86',
    celestial: 'sun',
    sunHeight: 0.18,
  },
  night: {
    sky: ['#070d24', '#15224a', '#2f416f'],
    sun: '#f3f1dc',
    haze: '#2a3862',
    light: '#9fb2d8',
    shade: '#0b1230',
    celestial: 'moon',
    sunHeight: 0.75,
  },
  overcast: {
    sky: ['#8e9daa', '#b9c4cb', '#dde2e1'],
    sun: '#ffffff',
    haze: '#c3cbcd',
    light: '#eef0ee',
    shade: '#4f5d6b',
    celestial: 'none',
    sunHeight: 0.6,
  },
};

const THEME_TIMES: Record<SceneTheme, readonly TimeOfDay[]> = {
  alpine: ['day', 'day', 'golden', 'dawn'],
  hut: ['dusk', 'night', 'dusk'],
  highlands: ['overcast', 'golden', 'day', 'overcast'],
  coast: ['day', 'golden', 'day'],
  fjord: ['day', 'golden', 'overcast'],
  volcanic: ['overcast', 'day', 'night', 'golden'],
  desert: ['golden', 'dusk', 'day', 'golden'],
  himalaya: ['day', 'dawn', 'golden'],
  patagonia: ['day', 'golden', 'dawn'],
  forest: ['day', 'dawn', 'day'],
  cedar: ['dawn', 'overcast', 'day'],
  food: ['day'],
  group: ['golden', 'day', 'dawn'],
};

// ---------------------------------------------------------------------------------------
// A tiny SVG builder

class Canvas {
  W: number;
  H: number;
  k: number; // size unit: 1 at 1000 px of height
  rng: Rng;
  time: TimeOfDay;
  pal: Palette;
  defs: string[] = [];
  body: string[] = [];
  private ids = 0;
  sunX = 0;
  sunY = 0;

  constructor(W: number, H: number, rng: Rng, time: TimeOfDay) {
    this.W = W;
    this.H = H;
    this.k = Math.min(H / 1000, W / 1300);
    this.rng = rng;
    this.time = time;
    this.pal = PALETTES[time];
  }

  id(prefix: string): string {
    this.ids += 1;
    return `${prefix}${this.ids}`;
  }

  add(s: string): void {
    this.body.push(s);
  }

  /** A vertical linear gradient; stops are [offset, colour, opacity?]. */
  vgrad(stops: ReadonlyArray<readonly [number, string, number?]>, x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.id('g');
    const s = stops
      .map(([o, col, op]) => `<stop offset="${o}" stop-color="${col}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`)
      .join('');
    this.defs.push(`<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${s}</linearGradient>`);
    return `url(#${id})`;
  }

  toString(): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.W}" height="${this.H}" viewBox="0 0 ${this.W} ${this.H}">` +
      `<defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`
    );
  }
}

// ---------------------------------------------------------------------------------------
// Shared pieces: sky, ridges, water, trees, figures

function sky(c: Canvas, horizon = 0.62): void {
  const p = c.pal;
  const fill = c.vgrad([
    [0, p.sky[0]],
    [horizon * 0.75, p.sky[1]],
    [horizon, p.sky[2]],
    [1, p.sky[2]],
  ]);
  c.add(`<rect width="${c.W}" height="${c.H}" fill="${fill}"/>`);
  const { W, H, k, rng } = c;
  c.sunX = W * range(rng, 0.18, 0.82);
  c.sunY = H * horizon * (1 - p.sunHeight * 0.8) - (p.celestial === 'moon' ? 0 : 0);
  if (p.celestial === 'sun') {
    glow(c, c.sunX, c.sunY, H * 0.26, p.sun, 0.7);
    c.add(`<circle cx="${f(c.sunX)}" cy="${f(c.sunY)}" r="${f(48 * k)}" fill="${p.sun}"/>`);
  } else if (p.celestial === 'moon') {
    stars(c, horizon);
    c.sunY = H * range(rng, 0.12, 0.25);
    glow(c, c.sunX, c.sunY, 150 * k, '#dfe6ff', 0.35);
    const r = 30 * k;
    c.add(`<circle cx="${f(c.sunX)}" cy="${f(c.sunY)}" r="${f(r)}" fill="${p.sun}"/>`);
    c.add(`<circle cx="${f(c.sunX + r * 0.45)}" cy="${f(c.sunY - r * 0.2)}" r="${f(r * 0.92)}" fill="${p.sky[0]}"/>`);
  } else {
    c.sunX = W * 0.5;
    c.sunY = H * 0.2;
  }
}

/** A soft halo (kept small: radial gradients are the costliest thing to rasterize here). */
function glow(c: Canvas, x: number, y: number, r: number, colour: string, strength: number): void {
  const id = c.id('h');
  c.defs.push(
    `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="${strength}"/>` +
      `<stop offset="0.45" stop-color="${colour}" stop-opacity="${Math.round(strength * 35) / 100}"/>` +
      `<stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`,
  );
  c.add(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="url(#${id})"/>`);
}

function stars(c: Canvas, horizon: number): void {
  const { W, H, k, rng } = c;
  let d = '';
  const n = 90;
  for (let i = 0; i < n; i++) {
    const x = rng() * W;
    const y = Math.pow(rng(), 1.6) * H * horizon * 0.85;
    const r = (rng() < 0.1 ? 2.2 : 1.2) * k;
    d += `M${f(x - r)} ${f(y)}a${f(r)} ${f(r)} 0 1 0 ${f(2 * r)} 0a${f(r)} ${f(r)} 0 1 0 ${f(-2 * r)} 0`;
  }
  c.add(`<path d="${d}" fill="#fdf8e4" fill-opacity="0.85"/>`);
}

/** Soft clouds: clusters of ellipses. */
function clouds(c: Canvas, count: number, yLo: number, yHi: number, opacity = 0.8, tint = '#ffffff'): void {
  const { W, H, k, rng } = c;
  const col = mix(c.pal.sky[1], mix(tint, c.pal.light, 0.35), opacity);
  for (let i = 0; i < count; i++) {
    const cx = rng() * W;
    const cy = H * range(rng, yLo, yHi);
    const w = range(rng, 120, 300) * k;
    let s = '';
    const puffs = 4 + Math.floor(rng() * 4);
    for (let j = 0; j < puffs; j++) {
      const px = cx + (j / (puffs - 1) - 0.5) * w * 1.6;
      const pr = w * range(rng, 0.22, 0.42) * (1 - Math.abs(j / (puffs - 1) - 0.5));
      s += `<ellipse cx="${f(px)}" cy="${f(cy - pr * 0.3)}" rx="${f(pr * 1.4)}" ry="${f(pr * 0.75)}"/>`;
    }
    s += `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(w)}" ry="${f(w * 0.16)}"/>`;
    c.add(`<g fill="${col}">${s}</g>`);
  }
}

/** Long thin streaks of cloud, for low sun. */
function streaks(c: Canvas, count: number, yLo: number, yHi: number, colour: string, opacity = 0.5): void {
  const { W, H, k, rng } = c;
  let s = '';
  for (let i = 0; i < count; i++) {
    const cx = rng() * W;
    const cy = H * range(rng, yLo, yHi);
    const w = range(rng, 160, 420) * k;
    s += `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(w)}" ry="${f(range(rng, 5, 12) * k)}"/>`;
  }
  c.add(`<g fill="${colour}" fill-opacity="${opacity}">${s}</g>`);
}

/** Midpoint-displacement ridge: n+1 heights (y, downward) across the width. */
function jagged(rng: Rng, n: number, y0: number, y1: number, amp: number, rough: number): number[] {
  const h = new Array<number>(n + 1).fill(0);
  h[0] = y0;
  h[n] = y1;
  let step = n;
  let a = amp;
  while (step > 1) {
    const half = step / 2;
    for (let i = half; i < n; i += step) {
      h[i] = (h[i - half]! + h[i + half]!) / 2 + (rng() - 0.5) * 2 * a;
    }
    a *= rough;
    step = half;
  }
  return h;
}

/** Smooth ridge from a few sines. */
function smooth(rng: Rng, n: number, y: number, amp: number, waves = 3): number[] {
  const comps: Array<[number, number, number]> = [];
  for (let i = 0; i < waves; i++) {
    comps.push([range(rng, 0.6, 1.6) * (i + 1), rng() * Math.PI * 2, amp / (i + 1)]);
  }
  const h: number[] = [];
  for (let i = 0; i <= n; i++) {
    const t = (i / n) * Math.PI * 2;
    let v = y;
    for (const [fr, ph, a] of comps) v += Math.sin(t * fr + ph) * a;
    h.push(v);
  }
  return h;
}

function profilePath(c: Canvas, h: readonly number[], bottom = c.H): string {
  const n = h.length - 1;
  let d = `M0 ${f(bottom)}`;
  for (let i = 0; i <= n; i++) d += `L${f((i / n) * c.W)} ${f(h[i]!)}`;
  return `${d}L${c.W} ${f(bottom)}Z`;
}

function heightAt(c: Canvas, h: readonly number[], x: number): number {
  const n = h.length - 1;
  const t = Math.max(0, Math.min(n, (x / c.W) * n));
  const i = Math.min(n - 1, Math.floor(t));
  const fr = t - i;
  return h[i]! * (1 - fr) + h[i + 1]! * fr;
}

/** A layered silhouette, hazed by depth (0 far … 1 near). */
function layer(c: Canvas, h: readonly number[], colour: string, depth: number, gradientToBottom = true): void {
  const col = mix(c.pal.haze, colour, 0.25 + 0.75 * depth);
  let fill = col;
  if (gradientToBottom) {
    fill = c.vgrad([
      [0, col],
      [1, mix(col, c.pal.haze, 0.35 * (1 - depth))],
    ]);
  }
  c.add(`<path d="${profilePath(c, h)}" fill="${fill}"/>`);
}

function mist(c: Canvas, y: number, height: number, opacity = 0.55, colour = c.pal.haze): void {
  const fill = c.vgrad([
    [0, colour, 0],
    [0.5, colour, opacity],
    [1, colour, 0],
  ]);
  c.add(`<rect x="0" y="${f(y - height / 2)}" width="${c.W}" height="${f(height)}" fill="${fill}"/>`);
}

interface Peak {
  x: number;
  y: number;
  slopeL: number;
  slopeR: number;
  /** Half-width of a flat summit (towers, mesas). */
  flat?: number;
}

/**
 * A range of peaks with a lit face and a shaded face, optional snow.
 * Returns the outline heights.
 */
function massif(
  c: Canvas,
  peaks: readonly Peak[],
  opts: { base: number; rock: string; snow?: number; snowColour?: string; noise?: number; depth: number; streaks?: boolean },
): number[] {
  const { W, rng } = c;
  const n = 256;
  const noise = jagged(rng, n, 0, 0, (opts.noise ?? 14) * c.k, 0.6);
  const owner: number[] = [];
  const h: number[] = [];
  for (let i = 0; i <= n; i++) {
    const x = (i / n) * W;
    let best = opts.base;
    let who = -1;
    peaks.forEach((p, j) => {
      const dx = x - p.x;
      const y = p.y + Math.max(0, Math.abs(dx) - (p.flat ?? 0)) * (dx < 0 ? p.slopeL : p.slopeR);
      if (y < best) {
        best = y;
        who = j;
      }
    });
    owner.push(who);
    h.push(Math.min(opts.base, best + noise[i]!));
  }
  const rock = mix(c.pal.haze, mix(opts.rock, c.pal.light, 0.18), 0.3 + 0.7 * opts.depth);
  c.add(`<path d="${profilePath(c, h)}" fill="${rock}"/>`);

  // snow caps
  if (opts.snow !== undefined) {
    const snowCol = mix(c.pal.haze, mix(opts.snowColour ?? '#f7f9fb', c.pal.light, 0.35), 0.45 + 0.55 * opts.depth);
    let d = '';
    peaks.forEach((p, j) => {
      const line = p.y + (opts.base - p.y) * opts.snow! * range(rng, 0.7, 1.2);
      const pts: Array<[number, number]> = [];
      for (let i = 0; i <= n; i++) {
        if (owner[i] === j && h[i]! < line) pts.push([(i / n) * W, h[i]!]);
      }
      if (pts.length < 2) return;
      d += `M${f(pts[0]![0])} ${f(pts[0]![1])}`;
      for (const [x, y] of pts) d += `L${f(x)} ${f(y)}`;
      // ragged lower edge back to the start
      const x0 = pts[0]![0];
      const x1 = pts[pts.length - 1]![0];
      const steps = Math.max(3, Math.round((x1 - x0) / (18 * c.k)));
      for (let s = 1; s < steps; s++) {
        const x = x1 - ((x1 - x0) * s) / steps;
        const y = Math.min(heightAt(c, h, x) + (line - heightAt(c, h, x)) * range(rng, 0.25, 1), opts.base);
        d += `L${f(x)} ${f(y + (s % 2 ? 1 : -1) * range(rng, 0, 14) * c.k)}`;
      }
      d += 'Z';
    });
    if (d) c.add(`<path d="${d}" fill="${snowCol}"/>`);
  }

  // shaded faces: right of each summit, down to a jagged spine
  const shadeCol = mix(c.pal.haze, c.pal.shade, 0.3 + 0.6 * opts.depth);
  let d = '';
  peaks.forEach((p, j) => {
    const sx = p.x + (p.flat ?? 0) * 0.6;
    const start = Math.round((sx / W) * n);
    if (start < 0 || start > n || owner[start] !== j) return;
    let end = start;
    while (end < n && owner[end + 1] === j) end++;
    if (end - start < 2) return;
    d += `M${f(sx)} ${f(h[start]!)}`;
    for (let i = start; i <= end; i++) d += `L${f((i / n) * W)} ${f(h[i]!)}`;
    const baseX = sx + (((end - start) / n) * W) * range(rng, 0.05, 0.3);
    d += `L${f(((end / n) * W))} ${f(opts.base)}L${f(baseX)} ${f(opts.base)}`;
    const segs = 9;
    for (let s = 1; s < segs; s++) {
      const t = s / segs;
      const x = baseX + (sx - baseX) * t + (rng() - 0.5) * 22 * c.k;
      const y = opts.base + (h[start]! - opts.base) * t;
      d += `L${f(x)} ${f(y)}`;
    }
    d += 'Z';
  });
  if (d) c.add(`<path d="${d}" fill="${shadeCol}" fill-opacity="${c.time === 'overcast' ? 0.35 : 0.5}"/>`);

  if (opts.streaks) {
    let s = '';
    for (let i = 0; i < 40; i++) {
      const x = rng() * W;
      const top = heightAt(c, h, x);
      if (top >= opts.base - 10) continue;
      const len = (opts.base - top) * range(rng, 0.2, 0.7);
      s += `M${f(x)} ${f(top + 6 * c.k)}l${f((rng() - 0.5) * 8 * c.k)} ${f(len)}`;
    }
    c.add(`<path d="${s}" stroke="${mix(rock, c.pal.shade, 0.35)}" stroke-width="${f(2.2 * c.k)}" stroke-opacity="0.55" fill="none"/>`);
  }
  return h;
}

function makePeaks(c: Canvas, count: number, top: number, bottom: number, slope: [number, number]): Peak[] {
  const { W, H, rng } = c;
  const peaks: Peak[] = [];
  for (let i = 0; i < count; i++) {
    peaks.push({
      x: W * ((i + 0.5) / count + (rng() - 0.5) * 0.7 / count),
      y: H * range(rng, top, bottom),
      slopeL: range(rng, slope[0], slope[1]),
      slopeR: range(rng, slope[0], slope[1]),
    });
  }
  return peaks;
}

/** Dolomite-style towers: a few clusters of steep, often flat-topped walls. */
function towerGroups(c: Canvas, groups: number, top: number, bottom: number): Peak[] {
  const { W, H, k, rng } = c;
  const peaks: Peak[] = [];
  for (let g = 0; g < groups; g++) {
    const gx = W * ((g + 0.5) / groups + (rng() - 0.5) * 0.5 / groups);
    const n = 2 + Math.floor(rng() * 3);
    const groupTop = range(rng, top, bottom);
    let x = gx - (n / 2) * 70 * k;
    for (let i = 0; i < n; i++) {
      peaks.push({
        x,
        y: H * (groupTop + range(rng, 0, 0.1)),
        slopeL: range(rng, 1.6, 5),
        slopeR: range(rng, 1.6, 5),
        flat: range(rng, 4, 45) * k,
      });
      x += range(rng, 50, 110) * k;
    }
  }
  return peaks;
}

function conifers(c: Canvas, xs: readonly number[], base: (x: number) => number, size: number, colour: string, narrow = 1): void {
  const { k, rng } = c;
  let d = '';
  for (const x of xs) {
    const hgt = size * k * range(rng, 0.7, 1.3);
    const w = (hgt * 0.32) / narrow;
    const y = base(x) + 4 * k;
    const tiers = 4;
    d += `M${f(x - w * 0.08)} ${f(y)}L${f(x - w * 0.08)} ${f(y - hgt * 0.15)}`;
    for (let t = 0; t < tiers; t++) {
      const ty = y - hgt * 0.12 - (hgt * 0.88 * t) / tiers;
      const tw = w * (1 - t / (tiers + 0.6));
      d += `L${f(x - tw)} ${f(ty)}L${f(x - tw * 0.45)} ${f(ty - hgt * 0.2)}`;
    }
    d += `L${f(x)} ${f(y - hgt)}`;
    for (let t = tiers - 1; t >= 0; t--) {
      const ty = y - hgt * 0.12 - (hgt * 0.88 * t) / tiers;
      const tw = w * (1 - t / (tiers + 0.6));
      d += `L${f(x + tw * 0.45)} ${f(ty - hgt * 0.2)}L${f(x + tw)} ${f(ty)}`;
    }
    d += `L${f(x + w * 0.08)} ${f(y - hgt * 0.15)}L${f(x + w * 0.08)} ${f(y)}Z`;
  }
  c.add(`<path d="${d}" fill="${colour}"/>`);
}

function spread(c: Canvas, count: number, lo = 0, hi = 1): number[] {
  const xs: number[] = [];
  for (let i = 0; i < count; i++) xs.push(c.W * range(c.rng, lo, hi));
  return xs.sort((a, b) => a - b);
}

function water(c: Canvas, top: number, colour: string, reflect?: readonly number[]): void {
  const { W, H, k, rng } = c;
  const deep = mix(colour, c.pal.shade, 0.35);
  const fill = c.vgrad([
    [0, mix(colour, c.pal.sky[2], 0.45)],
    [1, deep],
  ]);
  c.add(`<rect x="0" y="${f(top)}" width="${W}" height="${f(H - top)}" fill="${fill}"/>`);
  if (reflect) {
    // mirrored silhouette, faint
    const n = reflect.length - 1;
    let d = `M0 ${f(top)}`;
    for (let i = 0; i <= n; i++) {
      const y = top + (top - reflect[i]!) * 0.55;
      d += `L${f((i / n) * W)} ${f(Math.max(top, y))}`;
    }
    d += `L${W} ${f(top)}Z`;
    c.add(`<path d="${d}" fill="${c.pal.shade}" fill-opacity="0.18"/>`);
  }
  if (c.pal.celestial !== 'none') {
    let g = '';
    for (let i = 0; i < 26; i++) {
      const y = top + Math.pow(rng(), 1.5) * (H - top) * 0.8 + 4 * k;
      const w = range(rng, 20, 90) * k * (1 + (y - top) / (H - top));
      const x = c.sunX + (rng() - 0.5) * 240 * k;
      g += `M${f(x - w / 2)} ${f(y)}h${f(w)}`;
    }
    c.add(`<path d="${g}" stroke="${c.pal.sun}" stroke-width="${f(2.4 * k)}" stroke-opacity="0.55"/>`);
  }
  let lines = '';
  for (let i = 0; i < 30; i++) {
    const y = top + rng() * (H - top);
    const w = range(rng, 30, 140) * k;
    const x = rng() * W;
    lines += `M${f(x)} ${f(y)}h${f(w)}`;
  }
  c.add(`<path d="${lines}" stroke="#ffffff" stroke-width="${f(1.6 * k)}" stroke-opacity="0.22"/>`);
}

const PACKS = ['#d9534f', '#f0ad4e', '#3b7dd8', '#5cb85c', '#e5663a', '#8e6bbf', '#2aa198'];

/** A walking hiker, feet at (x, y), facing right (dir = 1) or left (-1). */
function hiker(x: number, y: number, h: number, body: string, pack: string, dir = 1, stride = 1): string {
  const s = (dx: number) => x + dx * h * dir;
  const hipY = y - h * 0.47;
  const shY = y - h * 0.78;
  const w = h * 0.075;
  return (
    `<g stroke="${body}" stroke-linecap="round" fill="none">` +
    `<path d="M${f(s(0))} ${f(hipY)}L${f(s(-0.1 * stride))} ${f(y)}M${f(s(0))} ${f(hipY)}L${f(s(0.12 * stride))} ${f(y)}" stroke-width="${f(w)}"/>` +
    `<path d="M${f(s(0))} ${f(hipY)}L${f(s(0.03))} ${f(shY)}" stroke-width="${f(h * 0.13)}"/>` +
    `<path d="M${f(s(0.04))} ${f(shY + h * 0.02)}L${f(s(0.13))} ${f(y - h * 0.55)}" stroke-width="${f(w * 0.8)}"/>` +
    `<path d="M${f(s(0.13))} ${f(y - h * 0.58)}L${f(s(0.22))} ${f(y)}" stroke-width="${f(h * 0.018)}"/>` +
    `</g>` +
    `<circle cx="${f(s(0.05))}" cy="${f(y - h * 0.9)}" r="${f(h * 0.075)}" fill="${body}"/>` +
    `<rect x="${f(dir > 0 ? s(-0.15) : s(-0.02))}" y="${f(y - h * 0.86)}" width="${f(h * 0.17)}" height="${f(h * 0.33)}" rx="${f(h * 0.04)}" fill="${pack}"/>`
  );
}

function hikers(c: Canvas, ridge: readonly number[], count: number, size: number, lo = 0.15, hi = 0.85): void {
  const { W, k, rng } = c;
  const body = mix('#1d2330', c.pal.shade, 0.3);
  const startX = W * range(rng, lo, hi - 0.04 * count);
  const dir = rng() < 0.75 ? 1 : -1;
  let s = '';
  let x = startX;
  for (let i = 0; i < count; i++) {
    const h = size * k * range(rng, 0.88, 1.08);
    s += hiker(x, heightAt(c, ridge, x) + 2 * k, h, body, pick(rng, PACKS), dir, range(rng, 0.6, 1.2));
    x += h * range(rng, 0.45, 0.9) * (rng() < 0.15 ? 2.2 : 1);
  }
  c.add(s);
}

/** Winding footpath climbing the foreground. */
function trail(c: Canvas, ridge: readonly number[], colour: string): void {
  const { W, H, k, rng } = c;
  let x = W * range(rng, 0.3, 0.7);
  let y = H + 10;
  const topY = Math.min(...ridge) + 8 * k;
  let d = `M${f(x)} ${f(y)}`;
  let w = 26 * k;
  while (y > topY) {
    const ny = y - range(rng, 50, 90) * k;
    const nx = x + (rng() - 0.5) * 260 * k * (ny / H);
    d += `Q${f(x + (rng() - 0.5) * 120 * k)} ${f((y + ny) / 2)} ${f(nx)} ${f(ny)}`;
    x = nx;
    y = ny;
    w *= 0.9;
  }
  c.add(`<path d="${d}" stroke="${colour}" stroke-width="${f(Math.max(4 * k, w))}" fill="none" stroke-linecap="round" stroke-opacity="0.7"/>`);
}

// ---------------------------------------------------------------------------------------
// Buildings

function house(x: number, y: number, w: number, h: number, wall: string, roof: string, windowCol?: string): string {
  let s = `<rect x="${f(x)}" y="${f(y - h)}" width="${f(w)}" height="${f(h)}" fill="${wall}"/>`;
  s += `<path d="M${f(x - w * 0.08)} ${f(y - h)}L${f(x + w / 2)} ${f(y - h - w * 0.42)}L${f(x + w * 1.08)} ${f(y - h)}Z" fill="${roof}"/>`;
  if (windowCol) {
    const ww = w * 0.16;
    s += `<rect x="${f(x + w * 0.2)}" y="${f(y - h * 0.7)}" width="${f(ww)}" height="${f(ww * 1.2)}" fill="${windowCol}"/>`;
    s += `<rect x="${f(x + w * 0.62)}" y="${f(y - h * 0.7)}" width="${f(ww)}" height="${f(ww * 1.2)}" fill="${windowCol}"/>`;
    s += `<rect x="${f(x + w * 0.42)}" y="${f(y - h * 0.45)}" width="${f(ww)}" height="${f(h * 0.45)}" fill="${mix(wall, '#000000', 0.45)}"/>`;
  }
  return s;
}

/** Alpine rifugio: stone base, wooden upper floor, wide roof. */
function rifugio(c: Canvas, x: number, y: number, w: number, lit: boolean): void {
  const h = w * 0.55;
  const stone = mix('#a9a196', c.pal.shade, 0.25);
  const wood = mix('#7a4a2a', c.pal.shade, 0.2);
  const win = lit ? '#ffd27a' : mix('#3d4250', c.pal.shade, 0.2);
  if (lit) glow(c, x + w / 2, y - h * 0.5, w * 1.1, '#ffc46b', 0.55);
  let s = '';
  s += `<rect x="${f(x)}" y="${f(y - h * 0.5)}" width="${f(w)}" height="${f(h * 0.5)}" fill="${stone}"/>`;
  s += `<rect x="${f(x)}" y="${f(y - h)}" width="${f(w)}" height="${f(h * 0.5)}" fill="${wood}"/>`;
  s += `<path d="M${f(x - w * 0.12)} ${f(y - h)}L${f(x + w / 2)} ${f(y - h - w * 0.38)}L${f(x + w * 1.12)} ${f(y - h)}Z" fill="${mix('#4a3b35', c.pal.shade, 0.3)}"/>`;
  const ww = w * 0.1;
  for (let i = 0; i < 4; i++) {
    const wx = x + w * (0.12 + i * 0.22);
    s += `<rect x="${f(wx)}" y="${f(y - h * 0.85)}" width="${f(ww)}" height="${f(ww * 1.3)}" fill="${win}"/>`;
    s += `<rect x="${f(wx)}" y="${f(y - h * 0.38)}" width="${f(ww)}" height="${f(ww * 1.3)}" fill="${win}"/>`;
  }
  // flag pole
  s += `<path d="M${f(x + w * 1.25)} ${f(y)}V${f(y - h * 1.6)}" stroke="#5a5a5a" stroke-width="${f(w * 0.02)}"/>`;
  s += `<path d="M${f(x + w * 1.25)} ${f(y - h * 1.6)}h${f(w * 0.18)}v${f(w * 0.04)}h${f(-w * 0.18)}Z" fill="#2f8f46"/>`;
  s += `<path d="M${f(x + w * 1.25)} ${f(y - h * 1.6 + w * 0.04)}h${f(w * 0.18)}v${f(w * 0.04)}h${f(-w * 0.18)}Z" fill="#f4f4f4"/>`;
  s += `<path d="M${f(x + w * 1.25)} ${f(y - h * 1.6 + w * 0.08)}h${f(w * 0.18)}v${f(w * 0.04)}h${f(-w * 0.18)}Z" fill="#c8363a"/>`;
  c.add(s);
}

// ---------------------------------------------------------------------------------------
// Themes

type Draw = (c: Canvas, variant: string) => void;

const alpine: Draw = (c, variant) => {
  const { W, H, k, rng } = c;
  const lit = variant === 'hut' || c.time === 'night' || c.time === 'dusk';
  sky(c, 0.6);
  if (c.time === 'day') clouds(c, 3, 0.08, 0.3, 0.7);
  if (c.time === 'golden' || c.time === 'dawn' || c.time === 'dusk') streaks(c, 6, 0.1, 0.4, c.pal.light, 0.45);
  massif(c, makePeaks(c, 7, 0.28, 0.4, [0.8, 1.6]), { base: H * 0.6, rock: '#8797b3', snow: 0.3, depth: 0.12, noise: 14 });
  // the pale Dolomite walls, pink in low light ("enrosadira")
  const rockTone = c.time === 'golden' || c.time === 'dusk' || c.time === 'dawn' ? '#e8b9a0' : '#d9cfbf';
  const towers = towerGroups(c, 3, 0.14, 0.3);
  massif(c, towers, { base: H * 0.66, rock: rockTone, snow: 0.1, depth: 0.6, noise: 10, streaks: true });
  // scree
  layer(c, smooth(rng, 64, H * 0.66, 12 * k), '#b9b2a6', 0.6);
  const meadow = smooth(rng, 80, H * 0.7, 22 * k);
  layer(c, meadow, c.time === 'night' ? '#2e4a3a' : '#6f9a4a', 0.72);
  conifers(c, spread(c, 26, 0, 1), (x) => heightAt(c, meadow, x) + 10 * k, 60, mix('#2f5a3a', c.pal.shade, 0.35));
  const near = smooth(rng, 80, H * 0.82, 30 * k, 2);
  layer(c, near, c.time === 'night' ? '#1f3528' : '#55843a', 1, false);
  trail(c, near, mix('#e9dcc0', c.pal.haze, 0.2));
  const hx = W * range(rng, 0.15, 0.7);
  rifugio(c, hx, heightAt(c, near, hx + 40 * k) + 6 * k, (lit ? 150 : 110) * k, lit);
  const fg = smooth(rng, 64, H * 0.94, 18 * k, 2);
  c.add(`<path d="${profilePath(c, fg)}" fill="${mix('#3f6b2c', c.pal.shade, 0.35)}"/>`);
  conifers(c, spread(c, 5, 0, 0.12).concat(spread(c, 4, 0.88, 1)), (x) => heightAt(c, fg, x) + 20 * k, 260, mix('#1e3a26', c.pal.shade, 0.4));
  if (variant !== 'hut' && rng() < 0.5) hikers(c, near, 3, 44);
};

const hut: Draw = (c) => alpine(c, 'hut');

const highlands: Draw = (c) => {
  const { W, H, k, rng } = c;
  sky(c, 0.55);
  clouds(c, c.time === 'overcast' ? 7 : 4, 0.05, 0.32, c.time === 'overcast' ? 0.55 : 0.75, c.time === 'overcast' ? '#e8ecee' : '#ffffff');
  const far = smooth(rng, 64, H * 0.42, 45 * k, 3);
  layer(c, far, '#6e7f96', 0.15);
  const mid = jagged(rng, 64, H * 0.5, H * 0.46, 40 * k, 0.5);
  layer(c, mid, '#6d6a7e', 0.4);
  const lochTop = H * 0.56;
  water(c, lochTop, '#5e7f96', mid);
  // a headland with a ruined tower, reaching into the loch
  const side = rng() < 0.5 ? -1 : 1;
  const hx = side < 0 ? W * range(rng, 0.15, 0.3) : W * range(rng, 0.7, 0.85);
  const reach = W * 0.22;
  const shore = lochTop + 40 * k;
  let head = `M${f(hx - reach)} ${f(shore)}`;
  let headTop = shore;
  for (let i = 0; i <= 40; i++) {
    const x = hx - reach + (i / 40) * reach * 2;
    const d = (x - hx) / reach;
    const y = shore - Math.max(0, 1 - d * d) * (d < 0 ? 110 : 80) * k - Math.sin(i) * 2 * k;
    headTop = Math.min(headTop, y);
    head += `L${f(x)} ${f(y)}`;
  }
  c.add(`<path d="${head}Z" fill="${mix(c.pal.haze, '#55653f', 0.8)}"/>`);
  c.add(`<path d="M${f(hx - reach)} ${f(shore)}H${f(hx + reach)}" stroke="${c.pal.shade}" stroke-width="${f(3 * k)}" stroke-opacity="0.3"/>`);
  const towerW = 60 * k;
  const ty = headTop + 8 * k;
  const stone = mix('#4b4a4f', c.pal.shade, 0.2);
  let castle = `<rect x="${f(hx - towerW / 2)}" y="${f(ty - 150 * k)}" width="${f(towerW)}" height="${f(150 * k)}" fill="${stone}"/>`;
  castle += `<rect x="${f(hx + towerW / 2)}" y="${f(ty - 70 * k)}" width="${f(110 * k)}" height="${f(70 * k)}" fill="${stone}"/>`;
  for (let i = 0; i < 4; i++) castle += `<rect x="${f(hx - towerW / 2 + i * towerW * 0.28)}" y="${f(ty - 162 * k)}" width="${f(towerW * 0.16)}" height="${f(14 * k)}" fill="${stone}"/>`;
  castle += `<path d="M${f(hx + towerW / 2 + 110 * k)} ${f(ty - 70 * k)}l${f(-20 * k)} ${f(-25 * k)}l${f(-30 * k)} ${f(12 * k)}l${f(-25 * k)} ${f(-20 * k)}V${f(ty - 70 * k)}Z" fill="${stone}"/>`;
  castle += `<rect x="${f(hx - 6 * k)}" y="${f(ty - 120 * k)}" width="${f(10 * k)}" height="${f(18 * k)}" fill="${mix(stone, '#000000', 0.5)}"/>`;
  c.add(castle);
  // heather foreground
  const fore = smooth(rng, 80, H * 0.84, 30 * k, 3);
  layer(c, fore, '#7a6b4a', 0.85, false);
  const heather = smooth(rng, 80, H * 0.93, 20 * k, 2);
  c.add(`<path d="${profilePath(c, heather)}" fill="${mix('#6a4a6e', c.pal.shade, 0.15)}"/>`);
  let tufts = '';
  for (let i = 0; i < 70; i++) {
    const x = rng() * W;
    const y = heightAt(c, heather, x) + rng() * (H - heightAt(c, heather, x));
    const r = range(rng, 6, 16) * k;
    tufts += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r * 1.6)}" ry="${f(r)}"/>`;
  }
  c.add(`<g fill="${mix('#a0669e', c.pal.light, 0.2)}" fill-opacity="0.55">${tufts}</g>`);
  // sheep
  let sheep = '';
  for (let i = 0; i < 5; i++) {
    const x = W * range(rng, 0.05, 0.95);
    const y = heightAt(c, fore, x) + range(rng, 15, 60) * k;
    sheep += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(12 * k)}" ry="${f(8 * k)}" fill="#f2efe6"/><circle cx="${f(x + 11 * k)}" cy="${f(y - 3 * k)}" r="${f(4 * k)}" fill="#2a2a2a"/>`;
  }
  c.add(sheep);
};

function umbrellaPine(x: number, y: number, s: number, col: string, trunk: string): string {
  return (
    `<path d="M${f(x)} ${f(y)}Q${f(x + s * 0.1)} ${f(y - s * 0.5)} ${f(x + s * 0.05)} ${f(y - s * 0.8)}" stroke="${trunk}" stroke-width="${f(s * 0.05)}" fill="none"/>` +
    `<g fill="${col}"><ellipse cx="${f(x + s * 0.05)}" cy="${f(y - s * 0.86)}" rx="${f(s * 0.45)}" ry="${f(s * 0.13)}"/>` +
    `<ellipse cx="${f(x - s * 0.15)}" cy="${f(y - s * 0.93)}" rx="${f(s * 0.25)}" ry="${f(s * 0.1)}"/>` +
    `<ellipse cx="${f(x + s * 0.25)}" cy="${f(y - s * 0.95)}" rx="${f(s * 0.22)}" ry="${f(s * 0.09)}"/></g>`
  );
}

const coast: Draw = (c) => {
  const { W, H, k, rng } = c;
  const horizon = H * 0.5;
  sky(c, 0.5);
  if (c.time === 'day') clouds(c, 3, 0.06, 0.25, 0.8);
  else streaks(c, 6, 0.12, 0.42, c.pal.light, 0.5);
  layer(c, jagged(rng, 32, horizon - 40 * k, horizon - 20 * k, 30 * k, 0.5), '#8a9bb2', 0.12);
  water(c, horizon, '#2f7fae');
  const side = rng() < 0.5 ? 0 : 1;
  // headland: cliff falling into the sea
  const cliff: number[] = [];
  for (let i = 0; i <= 96; i++) {
    const t = i / 96;
    const u = side === 0 ? t : 1 - t;
    const land = u < 0.55 ? H * 0.36 + u * 160 * k + Math.sin(u * 20) * 8 * k : H + 50;
    cliff.push(u < 0.55 ? land : H * 1.2);
  }
  const cliffEdge = W * 0.55;
  let d = side === 0 ? `M0 ${H}` : `M${W} ${H}`;
  for (let i = 0; i <= 96; i++) {
    const x = side === 0 ? (i / 96) * cliffEdge : W - (i / 96) * cliffEdge;
    const y = H * 0.38 + (i / 96) * 150 * k + Math.sin(i * 0.4) * 6 * k;
    d += `L${f(x)} ${f(y)}`;
  }
  const edgeX = side === 0 ? cliffEdge : W - cliffEdge;
  d += `L${f(edgeX + (side === 0 ? 40 : -40) * k)} ${f(H * 0.62)}L${f(edgeX + (side === 0 ? 120 : -120) * k)} ${f(H)}Z`;
  c.add(`<path d="${d}" fill="${mix('#b98c64', c.pal.light, 0.15)}"/>`);
  // the rock face in shade
  c.add(
    `<path d="M${f(edgeX)} ${f(H * 0.38 + 150 * k)}L${f(edgeX + (side === 0 ? 40 : -40) * k)} ${f(H * 0.62)}L${f(edgeX + (side === 0 ? 120 : -120) * k)} ${f(H)}L${f(edgeX - (side === 0 ? 60 : -60) * k)} ${f(H)}Z" fill="${mix('#8a5f45', c.pal.shade, 0.3)}"/>`,
  );
  // village on the headland
  const walls = ['#e9c98f', '#e6a777', '#f1e2c4', '#d98c6a', '#efd5a5'];
  let town = '';
  const n = 9;
  for (let i = 0; i < n; i++) {
    const t = i / n;
    const x = side === 0 ? t * cliffEdge * 0.8 + 20 * k : W - t * cliffEdge * 0.8 - 80 * k;
    const y = H * 0.38 + (side === 0 ? x / cliffEdge : (W - x) / cliffEdge) * 150 * k + 10 * k;
    const w = range(rng, 50, 80) * k;
    const h = range(rng, 40, 90) * k;
    town += house(x, y + 20 * k, w, h, mix(pick(rng, walls), c.pal.light, 0.15), mix('#b5533a', c.pal.shade, 0.15), mix('#4b6b7a', c.pal.shade, 0.2));
  }
  // bell tower
  const bx = side === 0 ? cliffEdge * 0.35 : W - cliffEdge * 0.35;
  town += `<rect x="${f(bx)}" y="${f(H * 0.22)}" width="${f(34 * k)}" height="${f(H * 0.2)}" fill="${mix('#e4cfa3', c.pal.light, 0.1)}"/>`;
  town += `<path d="M${f(bx - 4 * k)} ${f(H * 0.22)}L${f(bx + 17 * k)} ${f(H * 0.22 - 40 * k)}L${f(bx + 38 * k)} ${f(H * 0.22)}Z" fill="${mix('#b5533a', c.pal.shade, 0.15)}"/>`;
  c.add(town);
  // umbrella pines and foreground rocks
  const pineCol = mix('#2e4a2a', c.pal.shade, 0.3);
  let pines = '';
  for (let i = 0; i < 3; i++) {
    const x = side === 0 ? W * range(rng, 0.02, 0.35) : W * range(rng, 0.65, 0.98);
    pines += umbrellaPine(x, H * range(rng, 0.72, 0.8), range(rng, 220, 330) * k, pineCol, mix('#4a3426', c.pal.shade, 0.3));
  }
  c.add(pines);
  const rocks = smooth(rng, 64, H * 0.93, 20 * k, 3);
  c.add(`<path d="${profilePath(c, rocks)}" fill="${mix('#6e5a48', c.pal.shade, 0.35)}"/>`);
  let foam = '';
  for (let i = 0; i < 18; i++) {
    const x = rng() * W;
    foam += `M${f(x)} ${f(heightAt(c, rocks, x) - 4 * k)}h${f(range(rng, 20, 70) * k)}`;
  }
  c.add(`<path d="${foam}" stroke="#ffffff" stroke-width="${f(3 * k)}" stroke-opacity="0.6" stroke-linecap="round"/>`);
};

const fjord: Draw = (c) => {
  const { W, H, k, rng } = c;
  sky(c, 0.55);
  clouds(c, 4, 0.05, 0.3, 0.7);
  massif(c, makePeaks(c, 6, 0.3, 0.42, [0.7, 1.3]), { base: H * 0.6, rock: '#7f8fa3', snow: 0.3, depth: 0.12, noise: 16 });
  const peaks = makePeaks(c, 8, 0.1, 0.34, [1.1, 3.2]);
  const h = massif(c, peaks, { base: H * 0.6, rock: '#5d6b73', snow: 0.22, depth: 0.6, noise: 34 });
  const sea = H * 0.6;
  water(c, sea, '#3c6f87', h);
  // red fishermen's cabins on stilts
  let s = '';
  const x0 = W * range(rng, 0.1, 0.55);
  for (let i = 0; i < 5; i++) {
    const x = x0 + i * 95 * k + rng() * 20 * k;
    const y = sea + 30 * k + (i % 2) * 10 * k;
    const w = range(rng, 60, 80) * k;
    for (let p = 0; p < 4; p++) s += `<rect x="${f(x + (p * w) / 3.2)}" y="${f(y)}" width="${f(4 * k)}" height="${f(30 * k)}" fill="#3b2e2a"/>`;
    s += house(x, y, w, 48 * k, mix('#a8322b', c.pal.light, 0.1), '#3a3536', '#f1e4c7');
  }
  c.add(s);
  const rocks = smooth(rng, 64, H * 0.92, 22 * k, 2);
  c.add(`<path d="${profilePath(c, rocks)}" fill="${mix('#4d5a45', c.pal.shade, 0.4)}"/>`);
};

const volcanic: Draw = (c, variant) => {
  const { W, H, k, rng } = c;
  sky(c, 0.55);
  if (c.time === 'night' || variant === 'aurora') {
    for (let i = 0; i < 3; i++) {
      const g = c.vgrad([
        [0, '#6dffb4', 0],
        [0.6, '#4fe39a', 0.45],
        [1, '#2bd18a', 0],
      ]);
      const y = H * range(rng, 0.08, 0.2);
      let d = `M${f(-50)} ${f(y + 120 * k)}`;
      for (let x = 0; x <= W + 100; x += 100) d += `Q${f(x + 50)} ${f(y + Math.sin(x / 300 + i) * 80 * k)} ${f(x + 100)} ${f(y + 100 * k + Math.sin(x / 200 + i) * 40 * k)}`;
      c.add(`<path d="${d}L${W + 100} ${f(y + 260 * k)}L-50 ${f(y + 260 * k)}Z" fill="${g}" fill-opacity="0.8"/>`);
    }
  } else {
    clouds(c, 5, 0.05, 0.3, 0.6, '#f0f2f2');
  }
  // glacier-capped shield volcano
  const cx = W * range(rng, 0.3, 0.7);
  const shield: Peak[] = [{ x: cx, y: H * 0.28, slopeL: 0.55, slopeR: 0.6 }];
  massif(c, shield, { base: H * 0.55, rock: '#4a4d55', snow: 0.55, depth: 0.3, noise: 6, snowColour: '#eef6fb' });
  if (variant === 'rhyolite') {
    // Landmannalaugar: rounded rhyolite mounds in ochre, rust, cream and grey-green
    const tones = ['#d99a55', '#c06a4f', '#e3c98f', '#8fa69a', '#b9865e', '#a7a38a'];
    for (let row = 0; row < 3; row++) {
      const depth = 0.62 + row * 0.17;
      const by = H * (0.6 + row * 0.08);
      let x = -W * range(rng, 0.05, 0.15);
      let d = '';
      const mounds: string[] = [];
      while (x < W) {
        const w = range(rng, 220, 420) * k * (1 + row * 0.3);
        const h = range(rng, 70, 150) * k * (1 + row * 0.2);
        const col = mix(c.pal.haze, mix(pick(rng, tones), c.pal.light, 0.15), depth);
        const ax = x + w * range(rng, 0.4, 0.6);
        const ay = by - h;
        const right = `C${f(ax + w * 0.12)} ${f(ay)} ${f(x + w * 0.85)} ${f(by - h * 0.35)} ${f(x + w)} ${f(by + 60 * k)}`;
        mounds.push(
          `<path d="M${f(x)} ${f(by + 60 * k)}C${f(x + w * 0.15)} ${f(by - h * 0.35)} ${f(ax - w * 0.12)} ${f(ay)} ${f(ax)} ${f(ay)}${right}L${f(x + w)} ${H}L${f(x)} ${H}Z" fill="${col}"/>` +
            `<path d="M${f(ax)} ${f(ay)}${right}L${f(x + w)} ${H}L${f(ax + w * 0.08)} ${H}Q${f(ax - w * 0.04)} ${f(by)} ${f(ax)} ${f(ay)}Z" fill="${mix(col, c.pal.shade, 0.28)}"/>`,
        );
        // pale gullies running down the mound
        for (let g = 0; g < 3; g++) {
          const gx = x + w * range(rng, 0.25, 0.75);
          d += `M${f(gx)} ${f(by - h * 0.55)}q${f((rng() - 0.5) * 30 * k)} ${f(h * 0.5)} ${f((rng() - 0.5) * 20 * k)} ${f(h * 1.1)}`;
        }
        x += w * range(rng, 0.45, 0.75);
      }
      c.add(mounds.join(''));
      c.add(`<path d="${d}" stroke="#f4ead6" stroke-width="${f(4 * k)}" stroke-opacity="0.35" fill="none"/>`);
    }
  } else {
    layer(c, jagged(rng, 64, H * 0.56, H * 0.54, 30 * k, 0.5), '#4d5a4a', 0.35);
    // a basalt escarpment with a waterfall dropping off its edge
    const edge = jagged(rng, 64, H * 0.6, H * 0.62, 10 * k, 0.5);
    const basalt = mix('#2e3236', c.pal.shade, 0.25);
    c.add(`<path d="${profilePath(c, edge)}" fill="${basalt}"/>`);
    let cols = '';
    for (let i = 0; i < 70; i++) {
      const x = rng() * W;
      const top = heightAt(c, edge, x) + 14 * k;
      cols += `M${f(x)} ${f(top)}V${f(top + range(rng, 60, 220) * k)}`;
    }
    c.add(`<path d="${cols}" stroke="#000000" stroke-width="${f(3 * k)}" stroke-opacity="0.25"/>`);
    c.add(`<path d="${profilePath(c, edge).replace(/L[0-9.]+ [0-9.]+Z$/, '')}" stroke="${mix('#7d9a4a', c.pal.shade, 0.25)}" stroke-width="${f(14 * k)}" fill="none"/>`);
    const wx = W * range(rng, 0.25, 0.75);
    const top = heightAt(c, edge, wx);
    const fall = c.vgrad([
      [0, '#f4f8fa'],
      [1, '#cfe2ea'],
    ]);
    c.add(`<path d="M${f(wx - 26 * k)} ${f(top - 2 * k)}h${f(52 * k)}l${f(18 * k)} ${f(H * 0.9 - top)}h${f(-88 * k)}Z" fill="${fall}"/>`);
    let foam = '';
    for (let i = 0; i < 10; i++) foam += `M${f(wx + (rng() - 0.5) * 70 * k)} ${f(top + rng() * (H * 0.85 - top))}v${f(range(rng, 30, 80) * k)}`;
    c.add(`<path d="${foam}" stroke="#ffffff" stroke-width="${f(4 * k)}"/>`);
    glow(c, wx, H * 0.9, 170 * k, '#ffffff', 0.75);
  }
  // moss and black sand
  const moss = smooth(rng, 80, H * 0.88, 22 * k, 3);
  c.add(`<path d="${profilePath(c, moss)}" fill="${mix('#6f8a45', c.pal.shade, c.time === 'night' ? 0.6 : 0.2)}"/>`);
  let bumps = '';
  for (let i = 0; i < 40; i++) {
    const x = rng() * W;
    const y = heightAt(c, moss, x) + rng() * (H - heightAt(c, moss, x));
    const r = range(rng, 10, 28) * k;
    bumps += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r * 1.5)}" ry="${f(r)}"/>`;
  }
  c.add(`<g fill="${mix('#8fa95a', c.pal.shade, c.time === 'night' ? 0.6 : 0.1)}" fill-opacity="0.6">${bumps}</g>`);
  if (c.time !== 'night' && rng() < 0.6) hikers(c, moss, 4, 56);
};

function kasbah(c: Canvas, x: number, base: number, scale: number): void {
  const col = mix('#b36a45', c.pal.light, 0.15);
  const dark = mix(col, c.pal.shade, 0.35);
  const s = scale;
  let g = '';
  const blocks: Array<[number, number, number]> = [
    [0, 90, 120],
    [85, 140, 80],
    [210, 70, 150],
    [270, 110, 95],
  ];
  for (const [dx, w, h] of blocks) {
    const bx = x + dx * s;
    g += `<path d="M${f(bx)} ${f(base)}L${f(bx + 4 * s)} ${f(base - h * s)}H${f(bx + w * s - 4 * s)}L${f(bx + w * s)} ${f(base)}Z" fill="${col}"/>`;
    for (let i = 0; i < 5; i++) g += `<rect x="${f(bx + 6 * s + (i * (w - 12) * s) / 5)}" y="${f(base - h * s - 8 * s)}" width="${f(7 * s)}" height="${f(9 * s)}" fill="${col}"/>`;
    g += `<rect x="${f(bx + w * s * 0.4)}" y="${f(base - h * s * 0.6)}" width="${f(8 * s)}" height="${f(14 * s)}" fill="${dark}"/>`;
    g += `<path d="M${f(bx + w * s * 0.7)} ${f(base)}L${f(bx + w * s - 4 * s)} ${f(base - h * s)}L${f(bx + w * s)} ${f(base)}Z" fill="${dark}" fill-opacity="0.5"/>`;
  }
  c.add(g);
}

const desert: Draw = (c, variant) => {
  const { W, H, k, rng } = c;
  sky(c, 0.58);
  streaks(c, 4, 0.15, 0.45, c.pal.light, 0.35);
  // the Atlas, far away, with a little snow
  massif(c, makePeaks(c, 7, 0.36, 0.46, [0.8, 1.5]), { base: H * 0.6, rock: '#9a7d8a', snow: 0.18, depth: 0.1, noise: 10 });
  if (variant === 'kasbah') {
    // a ksar on its hill above a palm grove and a dry river bed
    const hx = W * range(rng, 0.3, 0.7);
    const hill: number[] = [];
    for (let i = 0; i <= 64; i++) {
      const x = (i / 64) * W;
      const d = (x - hx) / (W * 0.28);
      hill.push(H * 0.66 - Math.max(0, 1 - d * d) * 120 * k + Math.sin(i * 0.9) * 3 * k);
    }
    layer(c, hill, '#c08556', 0.6, false);
    kasbah(c, hx - 190 * k, Math.min(...hill) + 24 * k, 1.3 * k);
    const ground = smooth(rng, 64, H * 0.72, 10 * k, 2);
    c.add(`<path d="${profilePath(c, ground)}" fill="${mix('#b87a4e', c.pal.shade, 0.1)}"/>`);
    // the river bed, pale and stony
    const riverY = H * 0.8;
    c.add(`<path d="M0 ${f(riverY)}Q${f(W * 0.3)} ${f(riverY - 30 * k)} ${f(W * 0.55)} ${f(riverY + 10 * k)}T${W} ${f(riverY - 10 * k)}V${f(riverY + 50 * k)}Q${f(W * 0.5)} ${f(riverY + 70 * k)} 0 ${f(riverY + 40 * k)}Z" fill="${mix('#d9bf9a', c.pal.light, 0.2)}"/>`);
    c.add(`<path d="M0 ${f(riverY + 22 * k)}Q${f(W * 0.4)} ${f(riverY + 5 * k)} ${W} ${f(riverY + 18 * k)}" stroke="${mix('#6f9fb0', c.pal.sky[1], 0.3)}" stroke-width="${f(9 * k)}" fill="none"/>`);
    // palm grove in front
    const pc = mix('#3f5a2e', c.pal.shade, 0.3);
    let palms = '';
    for (let i = 0; i < 16; i++) {
      const x = rng() * W;
      const y = H * range(rng, 0.74, 0.98);
      const sc = range(rng, 110, 190) * k * (0.6 + (y / H - 0.7) * 1.6);
      const lean = (rng() - 0.5) * sc * 0.3;
      const tx = x + lean;
      const ty = y - sc;
      palms += `<path d="M${f(x)} ${f(y)}Q${f(x + lean * 0.2)} ${f(y - sc * 0.5)} ${f(tx)} ${f(ty)}" stroke="${mix(pc, '#5a4030', 0.4)}" stroke-width="${f(sc * 0.05)}" fill="none"/>`;
      const L = sc * 0.42;
      for (let j = 0; j < 8; j++) {
        const ang = -Math.PI * 1.05 + (j / 7) * Math.PI * 1.1;
        const ex = tx + Math.cos(ang) * L;
        const ey = ty + Math.sin(ang) * L * 0.4 + L * 0.5 * (1 - Math.abs(Math.sin(ang)));
        const mx = (tx + ex) / 2;
        const my = (ty + ey) / 2 - L * 0.16;
        palms += `<path d="M${f(tx)} ${f(ty)}Q${f(mx)} ${f(my - L * 0.08)} ${f(ex)} ${f(ey)}Q${f(mx)} ${f(my + L * 0.08)} ${f(tx)} ${f(ty)}Z" fill="${pc}"/>`;
      }
    }
    c.add(palms);
    return;
  }
  // dunes, lit on one side and shaded on the other
  const lit = mix('#e9a765', c.pal.light, 0.25);
  const shade = mix('#b86a45', c.pal.shade, 0.25);
  let caravan = false;
  for (let row = 0; row < 4; row++) {
    const depth = row / 3;
    const by = H * (0.6 + row * 0.1);
    const litCol = mix(c.pal.haze, lit, 0.35 + 0.65 * depth);
    const shCol = mix(c.pal.haze, shade, 0.35 + 0.65 * depth);
    c.add(`<rect x="0" y="${f(by)}" width="${W}" height="${f(H - by)}" fill="${litCol}"/>`);
    let x = -W * range(rng, 0.05, 0.2);
    while (x < W) {
      const scale = 1 + row * 0.45;
      const wl = range(rng, 160, 330) * k * scale;
      const wr = wl * range(rng, 0.45, 0.8);
      const ax = x + wl;
      const ay = by - range(rng, 50, 120) * k * scale;
      // lit windward face, rounded; then the steep slip face in shade
      const p0: [number, number] = [ax - wl, by + 2 * k];
      const p1: [number, number] = [ax - wl * 0.45, ay + (by - ay) * 0.08];
      c.add(
        `<path d="M${f(p0[0])} ${f(p0[1])}Q${f(p1[0])} ${f(p1[1])} ${f(ax)} ${f(ay)}Q${f(ax + wr * 0.35)} ${f(ay + (by - ay) * 0.15)} ${f(ax + wr)} ${f(by + 2 * k)}L${f(ax + wr)} ${H}L${f(ax - wl)} ${H}Z" fill="${litCol}"/>` +
          `<path d="M${f(ax)} ${f(ay)}Q${f(ax + wr * 0.35)} ${f(ay + (by - ay) * 0.15)} ${f(ax + wr)} ${f(by + 2 * k)}L${f(ax + wr * 0.3)} ${f(by + 2 * k)}Q${f(ax + wr * 0.05)} ${f(ay + (by - ay) * 0.55)} ${f(ax)} ${f(ay)}Z" fill="${shCol}"/>`,
      );
      if (row === 1 && !caravan && ax > W * 0.25 && ax < W * 0.8) {
        caravan = true;
        const cc = mix('#3a2a26', c.pal.shade, 0.4);
        let cam = '';
        for (let i = 0; i < 4; i++) {
          const t = 0.42 + i * 0.12;
          const cx = (1 - t) * (1 - t) * p0[0] + 2 * (1 - t) * t * p1[0] + t * t * ax;
          const cy = (1 - t) * (1 - t) * p0[1] + 2 * (1 - t) * t * p1[1] + t * t * ay + 2 * k;
          const sz = 30 * k;
          cam += `<path d="M${f(cx)} ${f(cy - sz)}q${f(sz * 0.3)} ${f(-sz * 0.6)} ${f(sz * 0.6)} 0q${f(sz * 0.15)} ${f(-sz * 0.2)} ${f(sz * 0.4)} ${f(-sz * 0.35)}l${f(sz * 0.1)} ${f(sz * 0.12)}l${f(-sz * 0.2)} ${f(sz * 0.45)}v${f(sz * 0.75)}h${f(-sz * 0.08)}v${f(-sz * 0.6)}h${f(-sz * 0.75)}v${f(sz * 0.6)}h${f(-sz * 0.08)}Z" fill="${cc}"/>`;
          if (i % 2 === 0) cam += `<path d="M${f(cx + sz * 0.3)} ${f(cy - sz * 1.3)}v${f(-sz * 0.45)}" stroke="${cc}" stroke-width="${f(sz * 0.14)}" stroke-linecap="round"/>`;
        }
        c.add(cam);
      }
      x = ax + wr * range(rng, 0.2, 0.8);
    }
  }
  let ripples = '';
  for (let i = 0; i < 24; i++) {
    const x = rng() * W;
    const y = H * range(rng, 0.86, 1);
    ripples += `M${f(x)} ${f(y)}q${f(40 * k)} ${f(-8 * k)} ${f(90 * k)} 0`;
  }
  c.add(`<path d="${ripples}" stroke="${mix(shade, '#000000', 0.1)}" stroke-width="${f(2.5 * k)}" fill="none" stroke-opacity="0.35"/>`);
};

const himalaya: Draw = (c) => {
  const { W, H, k, rng } = c;
  sky(c, 0.62);
  if (c.time === 'day') clouds(c, 2, 0.05, 0.2, 0.6);
  const giants = makePeaks(c, 4, 0.08, 0.22, [0.9, 1.6]);
  massif(c, giants, { base: H * 0.62, rock: '#6f7685', snow: 0.55, depth: 0.45, noise: 14 });
  mist(c, H * 0.6, 100 * k, 0.6);
  const mid = jagged(rng, 64, H * 0.6, H * 0.66, 50 * k, 0.55);
  layer(c, mid, '#5c6b58', 0.55);
  conifers(c, spread(c, 30), (x) => heightAt(c, mid, x) + 16 * k, 50, mix('#2f4a35', c.pal.shade, 0.3));
  // terraced hillside
  const hill = smooth(rng, 96, H * 0.76, 40 * k, 3);
  layer(c, hill, '#7d9a4d', 0.85, false);
  let terr = '';
  for (let i = 1; i < 9; i++) {
    const off = i * 26 * k;
    let d = '';
    for (let j = 0; j <= 48; j++) {
      const x = (j / 48) * W;
      d += `${j === 0 ? 'M' : 'L'}${f(x)} ${f(heightAt(c, hill, x) + off + Math.sin(j * 0.5 + i) * 4 * k)}`;
    }
    terr += d;
  }
  c.add(`<path d="${terr}" stroke="${mix('#4f6a32', c.pal.shade, 0.2)}" stroke-width="${f(3 * k)}" fill="none" stroke-opacity="0.7"/>`);
  // a stone house with a blue door
  const hx = W * range(rng, 0.1, 0.75);
  c.add(house(hx, heightAt(c, hill, hx) + 30 * k, 90 * k, 55 * k, mix('#d8cfc0', c.pal.light, 0.1), mix('#5a5f66', c.pal.shade, 0.2), '#2f5f9a'));
  // prayer flags strung across the foreground
  const x1 = -20;
  const x2 = W + 20;
  const y1 = H * range(rng, 0.3, 0.45);
  const y2 = H * range(rng, 0.3, 0.45);
  const sag = H * 0.14;
  const cols = ['#2f6fd0', '#f4f4f4', '#d23b3b', '#3b9b4c', '#f2c230'];
  let line = `M${f(x1)} ${f(y1)}`;
  let flags = '';
  const nFlags = 26;
  for (let i = 0; i <= nFlags; i++) {
    const t = i / nFlags;
    const x = x1 + (x2 - x1) * t;
    const y = y1 + (y2 - y1) * t + Math.sin(t * Math.PI) * sag;
    line += `L${f(x)} ${f(y)}`;
    if (i < nFlags) {
      const fw = ((x2 - x1) / nFlags) * 0.8;
      flags += `<path d="M${f(x + 4)} ${f(y + 2)}h${f(fw)}l${f(-4 * k)} ${f(fw * 1.1)}h${f(-fw + 8 * k)}Z" fill="${cols[i % 5]}" fill-opacity="0.92"/>`;
    }
  }
  c.add(`<path d="${line}" stroke="#3a3a3a" stroke-width="${f(2 * k)}" fill="none"/>${flags}`);
  const fg = smooth(rng, 64, H * 0.93, 15 * k, 2);
  c.add(`<path d="${profilePath(c, fg)}" fill="${mix('#4a5e2c', c.pal.shade, 0.35)}"/>`);
};

const patagonia: Draw = (c) => {
  const { W, H, k, rng } = c;
  sky(c, 0.55);
  // lenticular clouds
  let len = '';
  for (let i = 0; i < 3; i++) {
    const x = W * range(rng, 0.15, 0.85);
    const y = H * range(rng, 0.07, 0.2);
    const w = range(rng, 180, 320) * k;
    for (let j = 0; j < 3; j++) len += `<ellipse cx="${f(x + j * 10 * k)}" cy="${f(y + j * 12 * k)}" rx="${f(w * (1 - j * 0.15))}" ry="${f(16 * k)}"/>`;
  }
  c.add(`<g fill="${mix(c.pal.sky[1], mix('#ffffff', c.pal.light, 0.3), 0.8)}">${len}</g>`);
  layer(c, jagged(rng, 64, H * 0.45, H * 0.5, 50 * k, 0.5), '#7b8aa3', 0.15);
  // the granite towers
  const cx = W * range(rng, 0.3, 0.62);
  const towers: Peak[] = [
    { x: cx - 150 * k, y: H * 0.2, slopeL: 4, slopeR: 6, flat: 24 * k },
    { x: cx, y: H * 0.13, slopeL: 6, slopeR: 5, flat: 30 * k },
    { x: cx + 150 * k, y: H * 0.17, slopeL: 5, slopeR: 4, flat: 26 * k },
    { x: cx, y: H * 0.34, slopeL: 0.8, slopeR: 0.9, flat: 120 * k },
  ];
  massif(c, towers, { base: H * 0.5, rock: '#8b8680', snow: 0.08, depth: 0.55, noise: 6, streaks: true });
  const shoulders = makePeaks(c, 4, 0.34, 0.42, [0.9, 1.4]);
  const h = massif(c, shoulders, { base: H * 0.58, rock: '#59524c', snow: 0.3, depth: 0.7, noise: 12 });
  water(c, H * 0.6, '#3fb0b3', h);
  // golden steppe and a lenga tree
  const steppe = smooth(rng, 80, H * 0.82, 28 * k, 3);
  const steppeFill = c.vgrad([
    [0, mix('#c9a85a', c.pal.light, 0.25)],
    [1, mix('#8e7a3a', c.pal.shade, 0.2)],
  ]);
  c.add(`<path d="${profilePath(c, steppe)}" fill="${steppeFill}"/>`);
  let grass = '';
  for (let i = 0; i < 90; i++) {
    const x = rng() * W;
    const y = heightAt(c, steppe, x) + rng() * (H - heightAt(c, steppe, x));
    grass += `M${f(x)} ${f(y)}l${f(range(rng, 2, 9) * k)} ${f(-range(rng, 10, 24) * k)}`;
  }
  c.add(`<path d="${grass}" stroke="${mix('#e9cf7e', c.pal.light, 0.2)}" stroke-width="${f(2 * k)}" stroke-opacity="0.6"/>`);
  // condor
  const bx = W * range(rng, 0.1, 0.9);
  const by = H * range(rng, 0.25, 0.35);
  c.add(`<path d="M${f(bx - 40 * k)} ${f(by - 8 * k)}Q${f(bx - 15 * k)} ${f(by - 14 * k)} ${f(bx)} ${f(by)}Q${f(bx + 15 * k)} ${f(by - 14 * k)} ${f(bx + 40 * k)} ${f(by - 8 * k)}" stroke="#1f1f24" stroke-width="${f(4 * k)}" fill="none"/>`);
  if (rng() < 0.6) hikers(c, steppe, 4, 60);
};

const forest: Draw = (c) => {
  const { W, H, k, rng } = c;
  sky(c, 0.5);
  clouds(c, 4, 0.05, 0.28, 0.85);
  // Arenal-like cone with a cloud cap
  const vx = W * range(rng, 0.25, 0.75);
  massif(c, [{ x: vx, y: H * 0.18, slopeL: 0.9, slopeR: 0.95 }], { base: H * 0.6, rock: '#5a6f62', depth: 0.25, noise: 5 });
  c.add(`<g fill="${mix(c.pal.sky[1], '#ffffff', 0.85)}"><ellipse cx="${f(vx + 30 * k)}" cy="${f(H * 0.17)}" rx="${f(120 * k)}" ry="${f(26 * k)}"/><ellipse cx="${f(vx + 110 * k)}" cy="${f(H * 0.15)}" rx="${f(90 * k)}" ry="${f(20 * k)}"/></g>`);
  // bumpy canopy layers
  const greens = ['#5f9a5a', '#3f8048', '#2e6a3a', '#1f5230'];
  for (let row = 0; row < 4; row++) {
    const depth = 0.3 + row * 0.23;
    const base = H * (0.52 + row * 0.1);
    const col = mix(c.pal.haze, greens[row]!, 0.35 + 0.65 * depth);
    let d = `M0 ${H}L0 ${f(base)}`;
    let x = 0;
    let y = base;
    while (x < W) {
      const emergent = rng() < 0.12;
      const r = range(rng, 22, emergent ? 110 : 75) * k * (1 + row * 0.3);
      const nx = x + r * range(rng, 1.2, 1.9);
      const ny = Math.min(base + 40 * k, Math.max(base - 40 * k, y + (rng() - 0.5) * 40 * k));
      d += `A${f(r)} ${f(r * (emergent ? 1 : 0.75))} 0 0 1 ${f(nx)} ${f(ny)}`;
      x = nx;
      y = ny;
    }
    d += `L${f(x)} ${H}Z`;
    c.add(`<path d="${d}" fill="${col}"/>`);
    if (row < 3) mist(c, base + 40 * k, 90 * k, 0.45);
  }
  // palms in front
  const pc = mix('#173d22', c.pal.shade, 0.3);
  let palms = '';
  for (let i = 0; i < 3; i++) {
    const x = i === 0 ? W * range(rng, 0.02, 0.15) : i === 1 ? W * range(rng, 0.85, 0.98) : W * range(rng, 0.3, 0.7);
    const s = (i === 2 ? 220 : 420) * k;
    const lean = (rng() - 0.5) * 0.4 * s;
    const tx = x + lean;
    const ty = H - s;
    palms += `<path d="M${f(x)} ${f(H + 10)}Q${f(x + lean * 0.2)} ${f(H - s * 0.5)} ${f(tx)} ${f(ty)}" stroke="${pc}" stroke-width="${f(12 * k * (s / (420 * k)))}" fill="none"/>`;
    const L = s * 0.5;
    for (let j = 0; j < 9; j++) {
      const a = -Math.PI * 1.05 + (j / 8) * Math.PI * 1.1 + (rng() - 0.5) * 0.2;
      const ex = tx + Math.cos(a) * L;
      const ey = ty + Math.sin(a) * L * 0.45 + L * 0.45 * (1 - Math.abs(Math.sin(a)));
      const mx = (tx + ex) / 2;
      const my = (ty + ey) / 2 - L * 0.18;
      const len = Math.hypot(ex - tx, ey - ty) || 1;
      const px = (-(ey - ty) / len) * L * 0.1;
      const py = ((ex - tx) / len) * L * 0.1;
      palms += `<path d="M${f(tx)} ${f(ty)}Q${f(mx + px)} ${f(my + py)} ${f(ex)} ${f(ey)}Q${f(mx - px)} ${f(my - py)} ${f(tx)} ${f(ty)}Z" fill="${pc}"/>`;
    }
  }
  c.add(palms);
};

const cedar: Draw = (c) => {
  const { W, H, k, rng } = c;
  sky(c, 0.55);
  for (let row = 0; row < 4; row++) {
    const depth = row / 4;
    const ridge = smooth(rng, 64, H * (0.32 + row * 0.11), (35 + row * 8) * k, 3);
    layer(c, ridge, '#35584f', 0.1 + depth * 0.7);
    mist(c, H * (0.38 + row * 0.11), 110 * k, 0.55);
  }
  // tall cedars framing a stone path and a torii
  const ground = smooth(rng, 64, H * 0.86, 10 * k, 2);
  c.add(`<path d="${profilePath(c, ground)}" fill="${mix('#4a5a3c', c.pal.shade, 0.35)}"/>`);
  const px = W * range(rng, 0.4, 0.6);
  let steps = '';
  for (let i = 0; i < 7; i++) {
    const y = H * 0.86 + i * 22 * k;
    const w = (60 + i * 26) * k;
    steps += `<rect x="${f(px - w / 2)}" y="${f(y)}" width="${f(w)}" height="${f(12 * k)}" rx="${f(4 * k)}" fill="${mix('#9a968c', c.pal.light, 0.1)}"/>`;
  }
  c.add(steps);
  const tx = px;
  const ty = H * 0.86;
  const tw = 190 * k;
  const red = mix('#c2412d', c.pal.light, 0.05);
  c.add(
    `<rect x="${f(tx - tw * 0.38)}" y="${f(ty - 230 * k)}" width="${f(14 * k)}" height="${f(230 * k)}" fill="${red}"/>` +
      `<rect x="${f(tx + tw * 0.38 - 14 * k)}" y="${f(ty - 230 * k)}" width="${f(14 * k)}" height="${f(230 * k)}" fill="${red}"/>` +
      `<rect x="${f(tx - tw * 0.45)}" y="${f(ty - 195 * k)}" width="${f(tw * 0.9)}" height="${f(12 * k)}" fill="${red}"/>` +
      `<path d="M${f(tx - tw * 0.6)} ${f(ty - 236 * k)}Q${f(tx)} ${f(ty - 222 * k)} ${f(tx + tw * 0.6)} ${f(ty - 236 * k)}L${f(tx + tw * 0.56)} ${f(ty - 252 * k)}Q${f(tx)} ${f(ty - 238 * k)} ${f(tx - tw * 0.56)} ${f(ty - 252 * k)}Z" fill="#2a2525"/>` +
      `<rect x="${f(tx - tw * 0.5)}" y="${f(ty - 236 * k)}" width="${f(tw)}" height="${f(10 * k)}" fill="${red}"/>`,
  );
  const trunk = mix('#3a2a22', c.pal.shade, 0.3);
  let trees = '';
  const xs = [...spread(c, 4, 0, 0.3), ...spread(c, 4, 0.7, 1)];
  for (const x of xs) {
    const w = range(rng, 14, 26) * k;
    trees += `<rect x="${f(x - w / 2)}" y="0" width="${f(w)}" height="${f(H)}" fill="${trunk}"/>`;
  }
  c.add(trees);
  conifers(c, xs, () => H * 0.55, 520, mix('#1f3a2c', c.pal.shade, 0.35), 1.8);
  // moss lanterns of light
  mist(c, H * 0.72, 160 * k, 0.35, c.pal.light);
};

const food: Draw = (c) => {
  const { W, H, k, rng } = c;
  // wooden table
  const wood = pick(rng, ['#8a5a3b', '#9b6b45', '#6f4a33', '#a57c55']);
  c.add(`<rect width="${W}" height="${H}" fill="${wood}"/>`);
  const plankW = 170 * k;
  let planks = '';
  for (let x = 0, i = 0; x < W; x += plankW, i++) {
    planks += `<rect x="${f(x)}" y="0" width="${f(plankW)}" height="${H}" fill="${mix(wood, i % 2 ? '#ffffff' : '#000000', range(rng, 0.03, 0.1))}"/>`;
  }
  c.add(planks);
  let grain = '';
  for (let i = 0; i < 40; i++) {
    const x = rng() * W;
    grain += `M${f(x)} 0q${f((rng() - 0.5) * 30 * k)} ${f(H / 2)} 0 ${H}`;
  }
  for (let x = plankW; x < W; x += plankW) grain += `M${f(x)} 0V${H}`;
  c.add(`<path d="${grain}" stroke="#2d1a10" stroke-width="${f(1.6 * k)}" stroke-opacity="0.25" fill="none"/>`);
  // linen runner
  const ry = H * range(rng, 0.25, 0.4);
  const turn = `rotate(${f((rng() - 0.5) * 6)} ${f(W / 2)} ${f(H / 2)})`;
  c.add(
    `<g transform="${turn}"><rect x="-40" y="${f(ry)}" width="${W + 80}" height="${f(H * 0.38)}" fill="#efe7d7"/>` +
      `<path d="M-40 ${f(ry + 18 * k)}H${W + 40}M-40 ${f(ry + H * 0.38 - 18 * k)}H${W + 40}" stroke="#4f7a8a" stroke-width="${f(5 * k)}" stroke-opacity="0.6"/></g>`,
  );
  // dishes on a loose grid
  const cols = 3;
  const rows = 2;
  const dishes = ['tagine', 'salad', 'pasta', 'bread', 'olives', 'tea', 'lemons', 'dumplings'];
  for (let i = dishes.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [dishes[i], dishes[j]] = [dishes[j]!, dishes[i]!];
  }
  const chosen = dishes.slice(0, cols * rows);
  let s = '';
  chosen.forEach((dish, i) => {
    const cx = W * ((i % cols) + 0.5) / cols + (rng() - 0.5) * 60 * k;
    const cy = H * (Math.floor(i / cols) + 0.5) / rows + (rng() - 0.5) * 60 * k;
    const r = range(rng, 140, 175) * k;
    s += dishSvg(c, dish, cx, cy, r);
  });
  c.add(s);
};

function dishSvg(c: Canvas, dish: string, cx: number, cy: number, r: number): string {
  const { k, rng } = c;
  let s = `<circle cx="${f(cx + 10 * k)}" cy="${f(cy + 14 * k)}" r="${f(r)}" fill="#000000" fill-opacity="0.22"/>`;
  const plate = (rr: number, col = '#f6f3ec') =>
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rr)}" fill="${col}"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rr * 0.74)}" fill="none" stroke="#ddd6c8" stroke-width="${f(3 * k)}"/>`;
  const blobs = (n: number, spread: number, rLo: number, rHi: number, colours: string[], ry = 0.7) => {
    let b = '';
    for (let i = 0; i < n; i++) {
      const a = rng() * Math.PI * 2;
      const d = Math.sqrt(rng()) * spread;
      const rr = range(rng, rLo, rHi) * k;
      b += `<ellipse cx="${f(cx + Math.cos(a) * d)}" cy="${f(cy + Math.sin(a) * d)}" rx="${f(rr)}" ry="${f(rr * ry)}" fill="${pick(rng, colours)}" transform="rotate(${Math.round(rng() * 180)} ${f(cx + Math.cos(a) * d)} ${f(cy + Math.sin(a) * d)})"/>`;
    }
    return b;
  };
  switch (dish) {
    case 'tagine':
      s += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="#b5562f"/>`;
      for (let i = 5; i >= 1; i--) s += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f((r * i) / 6)}" fill="${mix('#c8693d', '#f0b27a', 1 - i / 5)}"/>`;
      s += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.1)}" fill="#7e3a1f"/>`;
      break;
    case 'salad':
      s += plate(r);
      s += blobs(22, r * 0.6, 16, 30, ['#6aa84f', '#4f8a3a', '#93c47d', '#7fb05a']);
      s += blobs(6, r * 0.5, 9, 12, ['#d9432f', '#e06b3a'], 1);
      s += blobs(5, r * 0.5, 8, 10, ['#f2e9c9'], 1);
      break;
    case 'pasta': {
      s += plate(r);
      let curls = '';
      for (let i = 0; i < 16; i++) {
        const a = rng() * Math.PI * 2;
        const d = Math.sqrt(rng()) * r * 0.45;
        const x = cx + Math.cos(a) * d;
        const y = cy + Math.sin(a) * d;
        curls += `M${f(x)} ${f(y)}q${f((rng() - 0.5) * 60 * k)} ${f((rng() - 0.5) * 60 * k)} ${f((rng() - 0.5) * 50 * k)} ${f((rng() - 0.5) * 50 * k)}`;
      }
      s += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.5)}" fill="#c8462f" fill-opacity="0.85"/>`;
      s += `<path d="${curls}" stroke="#f1c96a" stroke-width="${f(7 * k)}" fill="none" stroke-linecap="round"/>`;
      s += blobs(4, r * 0.3, 10, 14, ['#3f8a3a']);
      break;
    }
    case 'bread':
      s += `<rect x="${f(cx - r)}" y="${f(cy - r * 0.7)}" width="${f(r * 2)}" height="${f(r * 1.4)}" rx="${f(r * 0.12)}" fill="#b07a4a"/>`;
      for (let i = 0; i < 3; i++) {
        const bx = cx - r * 0.6 + i * r * 0.6;
        s += `<ellipse cx="${f(bx)}" cy="${f(cy)}" rx="${f(r * 0.28)}" ry="${f(r * 0.5)}" fill="#d9a35f"/><path d="M${f(bx - r * 0.1)} ${f(cy - r * 0.3)}l${f(r * 0.2)} ${f(r * 0.2)}M${f(bx - r * 0.1)} ${f(cy)}l${f(r * 0.2)} ${f(r * 0.2)}" stroke="#a8682f" stroke-width="${f(4 * k)}"/>`;
      }
      break;
    case 'olives':
      s += plate(r * 0.75, '#e9e1d0');
      s += blobs(18, r * 0.4, 12, 15, ['#4a5a2a', '#5b3a4a', '#6b7a35'], 0.75);
      break;
    case 'tea':
      s = '';
      for (let i = 0; i < 3; i++) {
        const gx = cx + (i - 1) * r * 0.72;
        const gy = cy + (i % 2) * r * 0.35 - r * 0.1;
        const gr = r * 0.34;
        s += `<circle cx="${f(gx + 6 * k)}" cy="${f(gy + 8 * k)}" r="${f(gr)}" fill="#000000" fill-opacity="0.2"/>`;
        s += `<circle cx="${f(gx)}" cy="${f(gy)}" r="${f(gr)}" fill="#b8741f"/><circle cx="${f(gx)}" cy="${f(gy)}" r="${f(gr * 0.78)}" fill="#d9962f"/><circle cx="${f(gx)}" cy="${f(gy)}" r="${f(gr)}" fill="none" stroke="#f6e7c1" stroke-width="${f(5 * k)}"/>`;
        s += `<ellipse cx="${f(gx - gr * 0.2)}" cy="${f(gy - gr * 0.15)}" rx="${f(gr * 0.35)}" ry="${f(gr * 0.16)}" fill="#4f9a3a" transform="rotate(${Math.round(rng() * 180)} ${f(gx - gr * 0.2)} ${f(gy - gr * 0.15)})"/>`;
        s += `<ellipse cx="${f(gx + gr * 0.15)}" cy="${f(gy + gr * 0.1)}" rx="${f(gr * 0.3)}" ry="${f(gr * 0.14)}" fill="#68b04a" transform="rotate(${Math.round(rng() * 180)} ${f(gx + gr * 0.15)} ${f(gy + gr * 0.1)})"/>`;
      }
      break;
    case 'lemons':
      s += plate(r * 0.85, '#2f5f7a');
      for (let i = 0; i < 4; i++) {
        const a = (i / 4) * Math.PI * 2 + rng();
        const lx = cx + Math.cos(a) * r * 0.35;
        const ly = cy + Math.sin(a) * r * 0.35;
        s += `<circle cx="${f(lx)}" cy="${f(ly)}" r="${f(r * 0.26)}" fill="#f2cf3a"/><circle cx="${f(lx)}" cy="${f(ly)}" r="${f(r * 0.2)}" fill="#f7e48a"/>`;
      }
      break;
    default:
      s += plate(r);
      s += blobs(7, r * 0.45, 20, 24, ['#f0e6d2', '#e8dcc4'], 0.8);
      s += blobs(3, r * 0.3, 8, 10, ['#3f8a3a']);
  }
  return s;
}

const group: Draw = (c) => {
  const { W, H, k, rng } = c;
  sky(c, 0.6);
  streaks(c, 5, 0.1, 0.4, c.pal.light, 0.4);
  massif(c, makePeaks(c, 6, 0.22, 0.38, [0.9, 1.8]), { base: H * 0.62, rock: '#7d8597', snow: 0.3, depth: 0.25, noise: 12 });
  mist(c, H * 0.6, 110 * k, 0.55);
  layer(c, smooth(rng, 64, H * 0.66, 30 * k, 3), '#5f7a55', 0.5);
  // the ridge the group walks on
  const fromLeft = rng() < 0.5;
  const ridge: number[] = [];
  for (let i = 0; i <= 96; i++) {
    const t = i / 96;
    const u = fromLeft ? t : 1 - t;
    ridge.push(H * (0.86 - 0.18 * Math.sin(u * Math.PI * 0.85)) + Math.sin(i * 0.7) * 3 * k);
  }
  const grass = c.vgrad([
    [0, mix('#8aa45a', c.pal.light, 0.25)],
    [1, mix('#4e6b33', c.pal.shade, 0.3)],
  ]);
  c.add(`<path d="${profilePath(c, ridge)}" fill="${grass}"/>`);
  hikers(c, ridge, 5 + Math.floor(rng() * 3), 120, 0.12, 0.9);
  let flowers = '';
  for (let i = 0; i < 60; i++) {
    const x = rng() * W;
    const y = heightAt(c, ridge, x) + 30 * k + rng() * (H - heightAt(c, ridge, x));
    flowers += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(range(rng, 2, 4.5) * k)}" fill="${pick(rng, ['#f4f1e6', '#f2c94c', '#b98ad6'])}"/>`;
  }
  c.add(flowers);
};

const DRAW: Record<SceneTheme, Draw> = {
  alpine,
  hut,
  highlands,
  coast,
  fjord,
  volcanic,
  desert,
  himalaya,
  patagonia,
  forest,
  cedar,
  food,
  group,
};
