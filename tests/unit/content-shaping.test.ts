import { describe, expect, it } from 'vitest';
import { attachments, localized } from '../../src/airtable/fields.ts';
import { DEFAULT_BLOG_CATEGORY, shapeBlogPosts } from '../../src/airtable/records/blog.ts';
import { shapePackages } from '../../src/airtable/records/packages.ts';
import { shapeAboutSections, shapeFaq, shapeReviews } from '../../src/airtable/records/site-texts.ts';
import { packageDraftSchema, reviewSchema } from '../../src/schema/content.ts';
import { loadSampleBase } from '../../standins/airtable/sample-base.ts';

const record = (id: string, fields: Record<string, unknown>) => ({ id, createdTime: '2026-01-01T00:00:00.000Z', fields });

describe('localized fields', () => {
  it('falls back to English, then to the unsuffixed field', () => {
    expect(localized({ title_en: 'Hello', title_de: 'Hallo' }, 'title')).toEqual({
      en: 'Hello',
      de: 'Hallo',
      it: 'Hello',
      fr: 'Hello',
      es: 'Hello',
      fallbackFrom: { it: 'en', fr: 'en', es: 'en' },
    });
    expect(localized({ description: 'Plain', description_it: 'Semplice' }, 'description')).toMatchObject({
      en: 'Plain',
      it: 'Semplice',
      fr: 'Plain',
      fallbackFrom: { de: 'en', fr: 'en', es: 'en' },
    });
    expect(localized({ title_fr: 'Bonjour' }, 'title')).toMatchObject({ fr: 'Bonjour', en: 'Bonjour', fallbackFrom: { en: 'fr', de: 'fr', it: 'fr', es: 'fr' } });
    expect(localized({ title_en: '   ' }, 'title')).toBeUndefined();
  });

  it('names no fallback where every language has its own text', () => {
    const all = { title_en: 'Hello', title_de: 'Hallo', title_it: 'Ciao', title_fr: 'Bonjour', title_es: 'Hola' };
    expect(localized(all, 'title')).toEqual({ en: 'Hello', de: 'Hallo', it: 'Ciao', fr: 'Bonjour', es: 'Hola' });
    // The unsuffixed field is the English text, not a fallback.
    expect(localized({ name: 'Cortina', name_de: 'Cortina', name_it: 'Cortina', name_fr: 'Cortina', name_es: 'Cortina' }, 'name')).not.toHaveProperty('fallbackFrom');
  });

  it('reads attachments and plain URLs alike', () => {
    expect(attachments({ imageURL: 'https://example.com/a/b%20c.jpg?x=1' }, 'imageURL')[0]).toMatchObject({ filename: 'b c.jpg', url: 'https://example.com/a/b%20c.jpg?x=1' });
    expect(attachments({ gallery: [{ id: 'attA', url: 'https://x/1.jpg', filename: '1.jpg' }, { id: 'attB' }] }, 'gallery')).toHaveLength(1);
    expect(attachments({}, 'gallery')).toEqual([]);
  });
});

describe('packages', () => {
  const packages = [
    record('recActive', { name: 'Dolomites Hut-to-Hut', status: 'Active', price: 1290, continent: 'Europe', nation: 'Italy', brochure_en: [{ id: 'attBro', url: 'https://x/b.pdf', filename: 'b.pdf' }] }),
    record('recWip', { name: 'Kumano Kodo', status: 'Work in Progress', continent: 'Asia', price: 2100 }),
    record('recArchived', { name: 'Old trip', status: 'archived', price: 100 }),
    record('recNoStatus', { name: 'Draft', price: 100 }),
    record('recNoVersion', { name: 'No versions', status: 'active', price: 100 }),
  ];
  const versions = [
    record('recV1', { name: 'Short', price: 990, durationDays: 5, package: ['recActive'] }),
    record('recV2', { name: 'Classic', price: 1290, durationDays: 7, defaultVersion: true, package: ['recActive'] }),
    record('recV3', { name: 'No price', package: ['recActive'] }),
  ];
  const locations = [
    record('recL2', { name: 'Rifugio Lagazuoi', stepNumber: 2, lat: 46.5, long: 12.0, packageVersion: ['recV1', 'recV2'], optional: true, additionalCost: 45 }),
    record('recL1', { name: 'Cortina', stepNumber: 1, lat: 46.54, long: 12.13, packageVersion: ['recV1', 'recV2'], additionalCost: 99 }),
    record('recL3', { name: 'Via ferrata', stepNumber: 3, packageVersion: ['recV2'], optional: true }),
  ];
  const { packages: shaped, warnings } = shapePackages({ packages, versions, locations, departures: [] });

  it('publishes active and work-in-progress packages only', () => {
    expect(shaped.map((pkg) => [pkg.id, pkg.status])).toEqual([
      ['recActive', 'active'],
      ['recWip', 'work-in-progress'],
    ]);
    expect(warnings.join('\n')).toMatch(/recNoVersion.*needs at least one version/);
    expect(warnings.join('\n')).toMatch(/recV3.*needs a name and a price/);
  });

  it('joins versions and their steps in step order', () => {
    const [active] = shaped;
    expect(active!.versions.map((version) => version.name)).toEqual(['Short', 'Classic']);
    expect(active!.versions[1]!.isDefault).toBe(true);
    expect(active!.versions[1]!.steps.map((step) => step.name.en)).toEqual(['Cortina', 'Rifugio Lagazuoi', 'Via ferrata']);
  });

  it('charges additional costs only for optional steps, 0 when absent', () => {
    const steps = shaped[0]!.versions[1]!.steps;
    expect(steps.map((step) => [step.optional, step.additionalCost])).toEqual([
      [false, 0],
      [true, 45],
      [true, 0],
    ]);
  });

  it('derives slug, flag code, currency and the English brochure fallback', () => {
    const [active, wip] = shaped;
    expect(active).toMatchObject({ slug: 'dolomites-hut-to-hut', flagCode: 'it', currency: 'EUR' });
    expect(Object.keys(active!.brochure)).toEqual(['en', 'de', 'it', 'fr', 'es']);
    expect(wip!.brochure).toEqual({});
    expect(wip!.flagCode).toBeUndefined();
  });

  it('gives every version its departures, none without the departures table', () => {
    expect(shaped[0]!.versions.map((version) => version.departures)).toEqual([[], []]);
  });

  it('shapes packages as their schema describes them', () => {
    for (const pkg of shaped) expect(packageDraftSchema.parse(pkg)).toEqual(pkg);
  });
});

describe('trip facts', () => {
  const packages = [
    record('recFull', {
      name: 'Alta Via',
      status: 'active',
      price: 1290,
      difficulty: 3,
      shortDescription: 'Huts and limestone',
      shortDescription_de: 'Hütten und Kalkstein',
      included_en: 'Nights in huts\nHalf board',
      included_de: 'Hüttennächte\nHalbpension',
      notIncluded_en: 'Travel to Cortina',
    }),
    record('recHalfGrade', { name: 'Skye', status: 'active', price: 990, difficulty: 2.5 }),
    record('recTooHard', { name: 'Annapurna', status: 'active', price: 2890, difficulty: 7 }),
    record('recPlain', { name: 'Plain', status: 'active', price: 500 }),
  ];
  const versions = ['recFull', 'recHalfGrade', 'recTooHard', 'recPlain'].map((id) => record(`${id}V`, { name: 'Only', price: 1000, durationDays: 7, package: [id] }));
  const locations = [
    record('recDay1', { name: 'Cortina', stepNumber: 1, day: 1, packageVersion: ['recFullV'] }),
    record('recDay2', { name: 'Lake Braies', name_de: 'Pragser Wildsee', stepNumber: 2, day: 2, packageVersion: ['recFullV'] }),
    record('recDayHalf', { name: 'Fanes', stepNumber: 3, day: 2.5, packageVersion: ['recFullV'] }),
    record('recDayZero', { name: 'Lagazuoi', stepNumber: 4, day: 0, packageVersion: ['recFullV'] }),
  ];
  const { packages: shaped, warnings } = shapePackages({ packages, versions, locations, departures: [] });
  const [full, halfGrade, tooHard, plain] = shaped;

  it('reads the difficulty grade, localized descriptions and what the price covers', () => {
    expect(full).toMatchObject({
      difficulty: 3,
      shortDescription: { en: 'Huts and limestone', de: 'Hütten und Kalkstein', fr: 'Huts and limestone', fallbackFrom: { it: 'en', fr: 'en', es: 'en' } },
      included: { en: 'Nights in huts\nHalf board', de: 'Hüttennächte\nHalbpension', fallbackFrom: { it: 'en', fr: 'en', es: 'en' } },
      notIncluded: { en: 'Travel to Cortina', de: 'Travel to Cortina', fallbackFrom: { de: 'en', it: 'en', fr: 'en', es: 'en' } },
    });
  });

  it('leaves out a grade that is not a whole number from 1 to 5, with a warning, and keeps the trip', () => {
    expect(halfGrade).not.toHaveProperty('difficulty');
    expect(tooHard).not.toHaveProperty('difficulty');
    expect(warnings).toContainEqual(expect.stringMatching(/recHalfGrade "Skye": its difficulty 2.5 is left out/));
    expect(warnings).toContainEqual(expect.stringMatching(/recTooHard "Annapurna": its difficulty 7 is left out.*from 1 to 5/));
  });

  it('gives steps their localized name and their day, leaving out a day that is not a whole number from 1', () => {
    const steps = full!.versions[0]!.steps;
    expect(steps.map((step) => [step.name.de, step.day])).toEqual([
      ['Cortina', 1],
      ['Pragser Wildsee', 2],
      ['Fanes', undefined],
      ['Lagazuoi', undefined],
    ]);
    expect(steps[0]!.name.fallbackFrom).toEqual({ de: 'en', it: 'en', fr: 'en', es: 'en' });
    expect(warnings).toContainEqual(expect.stringMatching(/locations recDayHalf: its day 2.5 is left out/));
    expect(warnings).toContainEqual(expect.stringMatching(/locations recDayZero: its day 0 is left out/));
  });

  it('shows what it showed before for a trip without any of the new fields', () => {
    expect(plain).toMatchObject({ shortDescription: undefined, included: undefined, notIncluded: undefined });
    expect(plain).not.toHaveProperty('difficulty');
    for (const pkg of shaped) expect(packageDraftSchema.parse(pkg)).toEqual(pkg);
  });
});

describe('reviews', () => {
  const { reviews, warnings } = shapeReviews([
    record('recCompany', { name: 'Anna', quote_en: 'Like a small company', quote_de: 'Wie eine kleine Firma' }),
    record('recTrip', { name: 'Hannah', quote_en: 'Best huts', package: ['recDolomites'], rating: 5 }),
    record('recHalfStar', { name: 'Marco', quote_en: 'Great food', package: ['recAtlas'], rating: 4.5 }),
    record('recNoQuote', { name: 'Nobody', rating: 5 }),
    record('recTooMany', { name: 'Eve', quote_en: 'Amazing', package: ['recAtlas'], rating: 10 }),
  ]);

  it('keeps the trip a review is about, its rating and its place in the base', () => {
    expect(reviews.map(({ id, packageId, rating, order }) => ({ id, packageId, rating, order }))).toEqual([
      { id: 'recCompany', packageId: undefined, rating: undefined, order: 0 },
      { id: 'recTrip', packageId: 'recDolomites', rating: 5, order: 1 },
      { id: 'recHalfStar', packageId: 'recAtlas', rating: 4.5, order: 2 },
      { id: 'recTooMany', packageId: 'recAtlas', rating: undefined, order: 4 },
    ]);
    for (const review of reviews) expect(reviewSchema.parse(review)).toEqual(review);
  });

  it('leaves out a rating outside 1 to 5, with a warning', () => {
    expect(warnings).toEqual([expect.stringMatching(/reviews recTooMany: its rating 10 is left out/)]);
  });
});

describe('departures', () => {
  const packages = [record('recTrip', { name: 'Alta Via', status: 'active', price: 1290 })];
  const versions = [
    record('recShort', { name: 'Short', price: 990, durationDays: 5, package: ['recTrip'] }),
    record('recLong', { name: 'Long', price: 1290, durationDays: 8, package: ['recTrip'] }),
  ];
  const departures = [
    record('recDepJuly', { packageVersion: ['recShort'], startDate: '2027-07-12', seats: 8, status: 'Guaranteed' }),
    record('recDepJune', { packageVersion: ['recShort'], startDate: '2027-06-12', price: 1050 }),
    record('recDepLong', { packageVersion: ['recLong'], startDate: '2027-08-02', seats: 20, status: 'CLOSED' }),
    record('recDepOrphan', { packageVersion: ['recGone'], startDate: '2027-09-01' }),
    record('recDepUnlinked', { startDate: '2027-09-01' }),
    record('recDepOdd', { packageVersion: ['recLong'], startDate: '2027-09-20', status: 'sold out' }),
    record('recDepNoDate', { packageVersion: ['recLong'] }),
  ];
  const { packages: [trip], warnings } = shapePackages({ packages, versions, locations: [], departures });
  const [short, long] = trip!.versions;

  it('belong to their version, by date, with their record id, 15 places and the version’s price when absent, open when no status', () => {
    expect(short!.departures).toEqual([
      { id: 'recDepJune', startDate: '2027-06-12', seats: 15, price: 1050, status: 'open' },
      { id: 'recDepJuly', startDate: '2027-07-12', seats: 8, price: null, status: 'guaranteed' },
    ]);
  });

  it('read the status whatever its case, and offer at most 15 places, with a warning', () => {
    expect(long!.departures).toEqual([{ id: 'recDepLong', startDate: '2027-08-02', seats: 15, price: null, status: 'closed' }]);
    expect(warnings).toContainEqual(expect.stringMatching(/recDepLong.*20 seats.*15/));
  });

  it('are left out, with a warning, when linked to no known version, of an unknown status or without a date', () => {
    for (const id of ['recDepOrphan', 'recDepUnlinked', 'recDepOdd', 'recDepNoDate']) {
      expect(warnings).toContainEqual(expect.stringContaining(`departures ${id}: skipped`));
    }
    expect(warnings.find((warning) => warning.includes('recDepOdd'))).toMatch(/"sold out"/);
    expect(warnings).toHaveLength(5);
  });
});

describe('blog posts', () => {
  const { posts } = shapeBlogPosts([
    record('recOld', { blogTitle_en: 'Same title', blogContent_en: 'Old', date: '2025-04-01', category: 'Food' }),
    record('recNew', { blogTitle_en: 'Same title', blogTitle_de: 'Über die Alpen', blogContent_en: 'New', date: '2026-05-01' }),
    record('recNoTitle', { blogContent_en: 'Orphan' }),
  ]);

  it('sorts newest first, with a fixed category fallback', () => {
    expect(posts.map((post) => post.id)).toEqual(['recNew', 'recOld']);
    expect(posts[0]!.category).toBe(DEFAULT_BLOG_CATEGORY);
  });

  it('gives each language a unique slug', () => {
    expect(posts[0]!.slug).toMatchObject({ en: 'same-title', de: 'uber-die-alpen' });
    expect(posts[1]!.slug).toMatchObject({ en: 'same-title-2', de: 'same-title' });
  });

  it("never takes the slug of the blog's not-found page", () => {
    const [post] = shapeBlogPosts([record('rec404', { blogTitle_en: '404', blogTitle_de: '404!', blogContent_en: 'Lost' })]).posts;
    expect(post!.slug).toMatchObject({ en: '404-2', de: '404-2' });
  });
});

describe('blog posts about a trip', () => {
  it('keep the trip they describe', () => {
    const { posts } = shapeBlogPosts([
      record('recAbout', { blogTitle_en: 'A night in a rifugio', blogContent_en: 'Text', date: '2026-05-01', package: ['recDolomites'] }),
      record('recGeneral', { blogTitle_en: 'Kit list', blogContent_en: 'Text', date: '2026-04-01' }),
    ]);
    expect(posts.map((post) => [post.id, post.packageId])).toEqual([
      ['recAbout', 'recDolomites'],
      ['recGeneral', undefined],
    ]);
  });
});

describe('about and FAQ', () => {
  it('keeps sections 1 to 4 in order', () => {
    const sections = shapeAboutSections([
      record('r4', { id: 'section_4', title_en: 'Four', content_en: 'x' }),
      record('r1', { id: 'section_1', title_en: 'One', content_en: 'x' }),
      record('r9', { id: 'section_9', title_en: 'Nine', content_en: 'x' }),
    ]);
    expect(sections.map((section) => section.id)).toEqual(['section_1', 'section_4']);
  });

  it('orders FAQ items by order, unordered ones last', () => {
    const items = shapeFaq([
      record('a', { question_en: 'A', answer_en: 'a' }),
      record('b', { question_en: 'B', answer_en: 'b', order: 2 }),
      record('c', { question_en: 'C', answer_en: 'c', order: 1 }),
    ]);
    expect(items.map((item) => [item.id, item.order])).toEqual([
      ['c', 0],
      ['b', 1],
      ['a', 2],
    ]);
  });
});

describe('a base without the optional fields that enrich a trip page', () => {
  /** content-contract.md: "a base without them builds and shows what it showed before". */
  const OPTIONAL: Readonly<Record<string, RegExp>> = {
    packages: /^(shortDescription_\w+|difficulty|included_\w+|notIncluded_\w+)$/,
    locations: /^(name_\w+|day)$/,
    reviews: /^(package|rating)$/,
    blog: /^package$/,
  };
  const full = loadSampleBase();
  const bare = loadSampleBase();
  for (const [table, fields] of Object.entries(OPTIONAL)) {
    for (const record of bare[table]!) for (const field of Object.keys(record.fields)) if (fields.test(field)) delete record.fields[field];
  }
  const shape = (base: typeof full) => ({
    ...shapePackages({ packages: base.packages!, versions: base.packageVersions!, locations: base.locations!, departures: base.departures! }),
    reviews: shapeReviews(base.reviews!),
    blog: shapeBlogPosts(base.blog!),
  });
  const before = shape(bare);
  const after = shape(full);

  it('publishes the same trips, versions, steps, reviews and posts, with no warning', () => {
    const outline = (shaped: typeof before) => shaped.packages.map((pkg) => [pkg.id, pkg.slug, pkg.versions.map((version) => version.steps.map((step) => step.id))]);
    expect(outline(before)).toEqual(outline(after));
    expect(before.reviews.reviews.map((review) => review.id)).toEqual(after.reviews.reviews.map((review) => review.id));
    expect(before.blog.posts.map((post) => post.slug)).toEqual(after.blog.posts.map((post) => post.slug));
    expect([...before.warnings, ...before.reviews.warnings, ...before.blog.warnings]).toEqual(after.warnings);
  });

  it('has none of the trip facts: the pages show none', () => {
    for (const pkg of before.packages) {
      expect(pkg).not.toHaveProperty('difficulty');
      expect([pkg.included, pkg.notIncluded]).toEqual([undefined, undefined]);
      // The short description is the unsuffixed English one in every language, as before.
      if (pkg.shortDescription) expect(new Set(Object.values(pkg.shortDescription).filter((value) => typeof value === 'string')).size).toBe(1);
      for (const step of pkg.versions.flatMap((version) => version.steps)) expect(step.day).toBeUndefined();
    }
    expect(before.reviews.reviews.every((review) => review.packageId === undefined && review.rating === undefined)).toBe(true);
    expect(before.blog.posts.every((post) => post.packageId === undefined)).toBe(true);
  });
});
