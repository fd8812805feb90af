import { sceneThemes } from './scenery.ts';
import type { Base, StandinRecord } from './sample-base.ts';

/**
 * A synthetic base of any size, in Airtable's record format, for measuring how the build scales.
 * Images come from a fixed pool of attachments (rendered by the stand-in on demand), so the
 * measurement is of pages and content, with image optimization cached by attachment id.
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

export function generateBase(packageCount: number): Base {
  const packages: StandinRecord[] = [];
  const versions: StandinRecord[] = [];
  const locations: StandinRecord[] = [];
  let versionNo = 0;
  let stepNo = 0;
  for (let p = 0; p < packageCount; p++) {
    const packageId = id('rec', 'Pkg', p);
    const nation = NATIONS[p % NATIONS.length]!;
    const versionCount = 1 + (p % 3);
    const basePrice = 900 + ((p * 37) % 1800);
    packages.push(
      record(packageId, {
        name: `${nation} Trail ${p + 1}`,
        status: p % 17 === 16 ? 'Work in Progress' : 'active',
        continent: CONTINENTS[p % CONTINENTS.length],
        nation,
        type: TYPES[p % TYPES.length],
        price: basePrice,
        currency: 'EUR',
        imageURL: [image(p)],
        gallery: [1, 2, 3, 4].map((g) => image(p + g * 7)),
        shortDescription: `Walk ${nation}'s quiet valleys with a local guide, trail ${p + 1}.`,
        ...texts('subtitle', (lang) => `${lang.toUpperCase()} ${nation}, on foot`),
        ...texts('description', (lang) => `${lang.toUpperCase()}: ${'Days on old paths between villages, nights in family-run huts. '.repeat(6)}`),
        ...texts('period', () => 'June to September'),
        ...texts('accommodation', () => 'Mountain huts and guesthouses'),
      }),
    );
    for (let v = 0; v < versionCount; v++) {
      const versionId = id('rec', 'Ver', versionNo++);
      versions.push(
        record(versionId, {
          name: ['Classic', 'Short', 'Grand'][v],
          price: basePrice + v * 300,
          durationDays: 5 + v * 2,
          ...(v === 0 ? { defaultVersion: true } : {}),
          package: [packageId],
        }),
      );
      for (let s = 1; s <= 6; s++) {
        const optional = s === 4;
        locations.push(
          record(id('rec', 'Loc', stepNo++), {
            name: `Stage ${s}`,
            stepNumber: s,
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
    }),
  );

  return {
    packages,
    packageVersions: versions,
    locations,
    blog,
    coupons: [],
    imageList: [0, 1, 2, 3].map((n) => record(id('rec', 'Img', n), { imageURL: [image(n * 5)] })),
    reviews: [0, 1, 2].map((n) => record(id('rec', 'Rev', n), { name: `Guest ${n + 1}`, ...texts('quote', () => 'The best week of our year.') })),
    about: [1, 2, 3, 4].map((n) => record(id('rec', 'Abt', n), { id: `section_${n}`, ...texts('title', () => `Section ${n}`), ...texts('content', () => 'We are a small team of guides.') })),
    faq: [1, 2, 3].map((n) => record(id('rec', 'Faq', n), { order: n, ...texts('question', () => `Question ${n}?`), ...texts('answer', () => 'An answer.') })),
  };
}
