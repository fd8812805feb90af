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

/** The base the test build reads: the bundled sample base, plus texts that try to inject markup. */
export function testBase(): Base {
  return hostileTexts(loadSampleBase());
}
