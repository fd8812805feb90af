import { sceneThemes } from './scenery.ts';
import type { Base, StandinRecord } from './sample-base.ts';

/**
 * A synthetic base of any size, in Airtable's record format, for measuring how the build scales.
 * Images come from a fixed pool of attachments (rendered by the stand-in on demand), so the
 * measurement is of pages and content, with image optimization cached by attachment id.
 * It has what the sample base has, in the same proportions: departures over the next 18 months
 * for most active trips (not every version, one trip in eight none), trip facts on most trips,
 * an itinerary day on every step, reviews linked to trips and posts linked to the trip they describe.
 */
const CREATED = '2026-01-15T09:00:00.000Z';
const CONTINENTS = ['Europe', 'Asia', 'Africa', 'South America', 'North America'] as const;
const NATIONS = ['Italy', 'Scotland', 'Iceland', 'Nepal', 'Japan', 'Morocco', 'Chile', 'Costa Rica', 'France', 'Norway'] as const;
const TYPES = ['adventures', 'friends', 'nature'] as const;
const IMAGE_POOL = 48;

function id(prefix: string, table: string, n: number): string {
  return `${prefix}${table}${String(n).padStart(14 - table.length, '0')}`;
}

function image(n: number) {
  const theme = sceneThemes[n % sceneThemes.length];
  const attachment = id('att', 'Gen', n % IMAGE_POOL);
  return { id: attachment, url: `/attachments/${attachment}/${theme}-${n % IMAGE_POOL}.jpg`, filename: `${theme}-${n % IMAGE_POOL}.jpg`, type: 'image/jpeg', width: 1600, height: 1000 };
}

function texts(base: string, value: (lang: string) => string): Record<string, string> {
  return Object.fromEntries(['en', 'de', 'it'].map((lang) => [`${base}_${lang}`, value(lang)]));
}

const record = (recordId: string, fields: Record<string, unknown>): StandinRecord => ({ id: recordId, createdTime: CREATED, fields });

const DAY_MS = 86_400_000;
const dayAfter = (today: Date, days: number) => new Date((Math.floor(today.getTime() / DAY_MS) + days) * DAY_MS).toISOString().slice(0, 10);

/** A list field's text: one item a line. */
function items(lang: string, what: string, count: number): Record<string, string> {
  return { [`${what}_${lang}`]: Array.from({ length: count }, (_, n) => `${lang.toUpperCase()} ${what} ${n + 1}: nights in huts, a local guide and the transfers`).join('\n') };
}

/** Departures of one version: three to eight, spread from 5 weeks to about 17 months ahead. */
function departures(versionId: string, versionPrice: number, p: number, v: number, today: Date, next: () => string): StandinRecord[] {
  const count = 3 + ((p + v) % 6);
  return Array.from({ length: count }, (_, d) => {
    const n = p * 11 + v * 5 + d;
    return record(next(), {
      packageVersion: [versionId],
      startDate: dayAfter(today, 35 + ((p * 3 + v) % 14) + Math.round((d * 470) / (count - 1))),
      ...(n % 6 === 0 ? { seats: 8 + (n % 5) } : n % 25 === 7 ? { seats: 3 } : {}),
      // A peak-season departure has its own price.
      ...(n % 9 === 4 ? { price: versionPrice + 200 } : {}),
      ...(n % 5 === 2 ? { status: 'guaranteed' } : n % 20 === 11 ? { status: 'closed' } : {}),
    });
  });
}

/** `today` dates the departures, so that they are upcoming whenever the bench runs. */
export function generateBase(packageCount: number, today: Date = new Date()): Base {
  const packages: StandinRecord[] = [];
  const versions: StandinRecord[] = [];
  const locations: StandinRecord[] = [];
  const dated: StandinRecord[] = [];
  let versionNo = 0;
  let stepNo = 0;
  let departureNo = 0;
  const nextDeparture = () => id('rec', 'Dep', departureNo++);
  for (let p = 0; p < packageCount; p++) {
    const packageId = id('rec', 'Pkg', p);
    const nation = NATIONS[p % NATIONS.length]!;
    const versionCount = 1 + (p % 3);
    const basePrice = 900 + ((p * 37) % 1800);
    const active = p % 17 !== 16;
    // One trip in eight has no trip facts and no departures, as in the sample base.
    const plain = p % 8 === 3;
    packages.push(
      record(packageId, {
        name: `${nation} Trail ${p + 1}`,
        status: active ? 'active' : 'Work in Progress',
        continent: CONTINENTS[p % CONTINENTS.length],
        nation,
        type: TYPES[p % TYPES.length],
        price: basePrice,
        currency: 'EUR',
        imageURL: [image(p)],
        gallery: [1, 2, 3, 4].map((g) => image(p + g * 7)),
        shortDescription: `Walk ${nation}'s quiet valleys with a local guide, trail ${p + 1}.`,
        ...texts('shortDescription', (lang) => `${lang.toUpperCase()}: ${nation}, quiet valleys with a local guide, trail ${p + 1}.`),
        ...(plain ? {} : { difficulty: 1 + (p % 5) }),
        ...texts('subtitle', (lang) => `${lang.toUpperCase()} ${nation}, on foot`),
        ...texts('description', (lang) => `${lang.toUpperCase()}: ${'Days on old paths between villages, nights in family-run huts. '.repeat(6)}`),
        ...texts('period', () => 'June to September'),
        ...texts('accommodation', () => 'Mountain huts and guesthouses'),
        ...(plain ? {} : Object.assign({}, ...['en', 'de', 'it'].flatMap((lang) => [items(lang, 'included', 6), items(lang, 'notIncluded', 4)]))),
      }),
    );
    for (let v = 0; v < versionCount; v++) {
      const versionId = id('rec', 'Ver', versionNo++);
      const durationDays = 5 + v * 2;
      const price = basePrice + v * 300;
      versions.push(
        record(versionId, {
          name: ['Classic', 'Short', 'Grand'][v],
          price,
          durationDays,
          ...(v === 0 ? { defaultVersion: true } : {}),
          package: [packageId],
        }),
      );
      // Not every version runs on dates: the short one is booked on request.
      if (active && !plain && v !== 1) dated.push(...departures(versionId, price, p, v, today, nextDeparture));
      for (let s = 1; s <= 6; s++) {
        const optional = s === 4;
        locations.push(
          record(id('rec', 'Loc', stepNo++), {
            name: `Stage ${s}`,
            ...(s % 3 === 0 ? { name_de: `Etappe ${s}`, name_it: `Tappa ${s}` } : {}),
            stepNumber: s,
            day: 1 + Math.floor(((s - 1) * (durationDays - 1)) / 5),
            lat: 40 + (p % 20) + s * 0.05,
            long: 5 + (p % 30) + s * 0.07,
            packageVersion: [versionId],
            ...(optional ? { optional: true, additionalCost: 60 } : {}),
            ...texts('description', (lang) => `${lang.toUpperCase()} stage ${s}: a long day above the treeline.`),
          }),
        );
      }
    }
  }

  const posts = Math.max(5, Math.round(packageCount / 5));
  const blog = Array.from({ length: posts }, (_, b) =>
    record(id('rec', 'Blog', b), {
      ...texts('blogTitle', (lang) => `${lang.toUpperCase()} Field notes ${b + 1}`),
      ...texts('blogContent', (lang) => `## ${lang} On the trail\n\n${'We left before dawn; the **first light** came over the ridge. '.repeat(12)}\n\n### Notes\n\nPack light.`),
      author: ['Giulia Romano', 'Tom Fletcher'][b % 2],
      date: `2026-${String((b % 12) + 1).padStart(2, '0')}-${String((b % 27) + 1).padStart(2, '0')}`,
      category: ['Nature', 'Food', 'Tips'][b % 3],
      coverImage: [image(b * 3)],
      // Every other post describes a trip.
      ...(b % 2 === 0 ? { package: [packages[(b * 7) % packages.length]!.id] } : {}),
    }),
  );
  // About as many reviews as trips: most for a trip and rated, a few about the company.
  const reviews = Array.from({ length: Math.max(6, Math.round(packageCount * 1.2)) }, (_, n) =>
    record(id('rec', 'Rev', n), {
      name: `Guest ${n + 1}`,
      ...texts('quote', () => 'The best week of our year: small group, great guide, and the huts were a joy.'),
      ...(n % 6 === 5 ? {} : { package: [packages[n % packages.length]!.id], rating: [5, 4, 5, 3, 5][n % 5] }),
    }),
  );

  return {
    packages,
    packageVersions: versions,
    locations,
    departures: dated,
    blog,
    coupons: [],
    imageList: [0, 1, 2, 3].map((n) => record(id('rec', 'Img', n), { imageURL: [image(n * 5)] })),
    reviews,
    about: [1, 2, 3, 4].map((n) => record(id('rec', 'Abt', n), { id: `section_${n}`, ...texts('title', () => `Section ${n}`), ...texts('content', () => 'We are a small team of guides.') })),
    faq: [1, 2, 3].map((n) => record(id('rec', 'Faq', n), { order: n, ...texts('question', () => `Question ${n}?`), ...texts('answer', () => 'An answer.') })),
  };
}
