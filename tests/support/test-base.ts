import { loadSampleBase, type Base, type StandinRecord } from '../../standins/airtable/sample-base.ts';

/** Markup an attacker could type into the operator's base: the pages must show it as text. */
export const HOSTILE = {
  script: '<script>alert(1)</script>',
  image: '<img src=x onerror=alert(1)>',
} as const;

/** Package texts of the test base that end in hostile markup. */
export const HOSTILE_PACKAGE = {
  /** The Work in Progress package: a card without a page, so its slug does not matter. */
  name: `Kumano Kodo: Pilgrim Trails of the Kii Peninsula ${HOSTILE.script}`,
  /** An active package's nation, shown on its page (it has no flag then). */
  nation: `Nepal ${HOSTILE.image}`,
  page: '/packages/annapurna-circuit-villages-thorong-la/',
} as const;

/** The hostile blog post of the test base; its title slugs to letters only. */
export const HOSTILE_POST = {
  title: `${HOSTILE.script} Trail notes ${HOSTILE.image}`,
  slug: 'scriptalert1script-trail-notes-img-srcx-onerroralert1',
  heading: `${HOSTILE.image} A heading`,
  bold: '<b>not bold</b>',
} as const;

const created = '2024-02-01T09:00:00.000Z';

function hostileTexts(base: Base): Base {
  const append = (table: string, id: string, fields: Record<string, string>) => {
    const record = base[table]?.find((candidate) => candidate.id === id);
    if (!record) throw new Error(`The sample base has no ${table} record ${id}`);
    for (const [field, text] of Object.entries(fields)) record.fields[field] = `${String(record.fields[field] ?? '')} ${text}`;
  };
  append('packages', 'recL20C98anX7ENLc', { shortDescription: `${HOSTILE.script}${HOSTILE.image}`, nation: HOSTILE.image });
  append('packages', 'recVoO30azfR9mPVU', { name: HOSTILE.script });
  append('about', 'rec3jczOWp0G55w4p', { content_en: HOSTILE.image, content_de: HOSTILE.script });
  append('faq', 'recx5chuBN2m4XShX', { question_en: HOSTILE.script, answer_en: HOSTILE.image, question_de: HOSTILE.image, answer_de: HOSTILE.script });

  const post: StandinRecord = {
    id: 'recHostilePost01',
    createdTime: created,
    fields: {
      blogTitle_en: HOSTILE_POST.title,
      blogTitle_de: HOSTILE_POST.title,
      blogContent_en: `An opening paragraph ${HOSTILE.script}.\n\n## ${HOSTILE_POST.heading}\n\nText with **${HOSTILE_POST.bold}** and ${HOSTILE.image} inside.`,
      blogContent_de: `Ein erster Absatz ${HOSTILE.script}.\n\n## ${HOSTILE_POST.heading}\n\nText mit **${HOSTILE_POST.bold}** und ${HOSTILE.image} darin.`,
      author: `Mallory ${HOSTILE.image}`,
      date: '2024-02-01',
      category: HOSTILE.script,
    },
  };
  const review: StandinRecord = {
    id: 'recHostileReview',
    createdTime: created,
    fields: {
      name: `Mallory ${HOSTILE.image}`,
      quote_en: `${HOSTILE.script} A trip to remember.`,
      quote_de: `${HOSTILE.script} Eine unvergessliche Reise.`,
    },
  };
  return { ...base, blog: [...(base.blog ?? []), post], reviews: [...(base.reviews ?? []), review] };
}

/**
 * The trip of the test base with none of the optional fields that enrich a trip page
 * (content-contract.md): its page must show what it showed before they existed.
 */
export const PLAIN_TRIP = {
  id: 'recp0Ua5igwhny55v',
  name: 'Patagonia W Trek: Torres del Paine',
  page: '/packages/patagonia-w-trek-torres-del-paine/',
} as const;

const OPTIONAL_TRIP_FIELDS: Readonly<Record<string, RegExp>> = {
  packages: /^(shortDescription_\w+|difficulty|included_\w+|notIncluded_\w+)$/,
  locations: /^(name_\w+|day)$/,
  reviews: /^(package|rating)$/,
  blog: /^package$/,
};

/** Removes the optional trip-page fields from a package, its steps, and the reviews and posts linked to it. */
function withoutTripFacts(base: Base, packageId: string): Base {
  const versionIds = new Set((base.packageVersions ?? []).filter((record) => (record.fields.package as string[] | undefined)?.includes(packageId)).map((record) => record.id));
  const belongs: Readonly<Record<string, (record: StandinRecord) => boolean>> = {
    packages: (record) => record.id === packageId,
    locations: (record) => ((record.fields.packageVersion as string[] | undefined) ?? []).some((id) => versionIds.has(id)),
    reviews: (record) => (record.fields.package as string[] | undefined)?.includes(packageId) ?? false,
    blog: (record) => (record.fields.package as string[] | undefined)?.includes(packageId) ?? false,
  };
  for (const [table, fields] of Object.entries(OPTIONAL_TRIP_FIELDS)) {
    for (const record of (base[table] ?? []).filter(belongs[table]!)) {
      for (const field of Object.keys(record.fields)) if (fields.test(field)) delete record.fields[field];
    }
  }
  return base;
}

/**
 * The base the test build reads: the bundled sample base, plus texts that try to inject markup,
 * and one trip without the optional trip-page fields.
 */
export function testBase(): Base {
  return withoutTripFacts(hostileTexts(loadSampleBase()), PLAIN_TRIP.id);
}
