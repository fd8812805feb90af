import { describe, expect, it } from 'vitest';
import { tileHost } from '../../src/config/map-tiles.ts';
import { dayGroups, type DayGroup } from '../../src/domain/itinerary-days.ts';
import { listItems } from '../../src/domain/paragraphs.ts';
import { HOME_REVIEWS, averageRating, formatRating, homeReviews, tripReviews } from '../../src/domain/reviews.ts';
import { fallbackLanguage, langAttribute, textLanguage } from '../../src/domain/text-language.ts';
import { tripInterestPath } from '../../src/domain/trip-interest.ts';
import { fallbackNote } from '../../src/i18n/content-language.ts';
import { continentName } from '../../src/i18n/places.ts';

describe('the day-by-day itinerary', () => {
  const step = (id: string, day?: number) => ({ id, ...(day === undefined ? {} : { day }) });
  const days = (groups: DayGroup<{ id: string }>[] | undefined) => groups?.map((group) => [group.days, group.steps.map((s) => s.id)]);

  it('groups the Dolomites’ Classic version: two steps on days 4 and 5, the last step to the trip’s 7th day', () => {
    const classic = [step('cortina', 1), step('braies', 2), step('fanes', 3), step('lagazuoi', 4), step('tunnels', 4), step('torri', 5), step('averau', 5), step('fiume', 6)];
    expect(days(dayGroups(classic, 7))).toEqual([
      [{ first: 1, last: 1 }, ['cortina']],
      [{ first: 2, last: 2 }, ['braies']],
      [{ first: 3, last: 3 }, ['fanes']],
      [{ first: 4, last: 4 }, ['lagazuoi', 'tunnels']],
      [{ first: 5, last: 5 }, ['torri', 'averau']],
      [{ first: 6, last: 7 }, ['fiume']],
    ]);
  });

  it('runs a day until the next step’s: Annapurna’s Manang on day 7, Thorong Phedi on day 10', () => {
    const circuit = [step('kathmandu', 1), step('chame', 3), step('pisang', 5), step('manang', 7), step('phedi', 10), step('thorong', 11), step('muktinath', 11), step('pokhara', 13)];
    expect(days(dayGroups(circuit, 16))?.map(([span]) => span)).toEqual([
      { first: 1, last: 2 },
      { first: 3, last: 4 },
      { first: 5, last: 6 },
      { first: 7, last: 9 },
      { first: 10, last: 10 },
      { first: 11, last: 12 },
      { first: 13, last: 16 },
    ]);
  });

  it('lists a step without a day with the step before it, and steps before any day without a heading', () => {
    expect(days(dayGroups([step('briefing'), step('start', 1), step('detour'), step('summit', 2)], undefined))).toEqual([
      [undefined, ['briefing']],
      [{ first: 1, last: 1 }, ['start', 'detour']],
      [{ first: 2, last: 2 }, ['summit']],
    ]);
  });

  it('leaves a version whose steps have no day as a plain list', () => {
    expect(dayGroups([step('svolvaer'), step('reine')], 8)).toBeUndefined();
  });

  it('ends the last day on its own day when the duration is unknown or too short', () => {
    expect(days(dayGroups([step('a', 1), step('b', 3)], undefined))?.map(([span]) => span)).toEqual([
      { first: 1, last: 2 },
      { first: 3, last: 3 },
    ]);
    expect(days(dayGroups([step('a', 5)], 2))?.map(([span]) => span)).toEqual([{ first: 5, last: 5 }]);
  });
});

describe('reviews', () => {
  const review = (id: string, order: number, packageId?: string, rating?: number) => ({ id, order, ...(packageId ? { packageId } : {}), ...(rating ? { rating } : {}) });

  it('averages a trip’s ratings to one decimal, counting rated reviews only', () => {
    // (5 + 4 + 5) / 3 = 4.666… → 4.7
    expect(averageRating([review('a', 0, 'p', 5), review('b', 1, 'p', 4), review('c', 2, 'p', 5), review('d', 3, 'p')])).toEqual({ value: 4.7, count: 3 });
    // (5 + 3) / 2 = 4
    expect(averageRating([review('a', 0, 'p', 5), review('b', 1, 'p', 3)])).toEqual({ value: 4, count: 2 });
    expect(averageRating([review('a', 0, 'p')])).toBeUndefined();
    expect(averageRating([])).toBeUndefined();
  });

  it('writes the average as the page’s language does', () => {
    expect(formatRating(4.7, 'en')).toBe('4.7');
    expect(formatRating(4.7, 'de')).toBe('4,7');
    expect(formatRating(4, 'fr')).toBe('4');
  });

  it('gives a trip its own reviews, in base order', () => {
    const reviews = [review('c', 2, 'dolomites', 5), review('a', 0, 'dolomites', 4), review('b', 1, 'skye', 5), review('d', 3)];
    expect(tripReviews(reviews, 'dolomites').map((r) => r.id)).toEqual(['a', 'c']);
    expect(tripReviews(reviews, 'atlas')).toEqual([]);
  });

  it('bounds the home page to 12: reviews of the company first, then the best rated trip reviews', () => {
    // 1,200 reviews, as the bench's base of 1,000 trips has: every sixth one about the company.
    const many = Array.from({ length: 1200 }, (_, n) => (n % 6 === 5 ? review(`company-${n}`, n) : review(`trip-${n}`, n, `p${n % 1000}`, [5, 4, 5, 3, 5][n % 5])));
    const shown = homeReviews(many);
    expect(shown).toHaveLength(HOME_REVIEWS);
    expect(HOME_REVIEWS).toBe(12);
    // 200 company reviews: the first 12 of them in base order.
    expect(shown.map((r) => r.id)).toEqual([5, 11, 17, 23, 29, 35, 41, 47, 53, 59, 65, 71].map((n) => `company-${n}`));

    const few = [review('three', 0, 'p', 3), review('company', 1), review('unrated', 2, 'p'), review('five', 3, 'p', 5), review('four', 4, 'q', 4), review('also-five', 5, 'q', 5)];
    expect(homeReviews(few).map((r) => r.id)).toEqual(['company', 'five', 'also-five', 'four', 'three', 'unrated']);
  });
});

describe('what the price covers', () => {
  it('reads one item a line, without list marks or blank lines', () => {
    expect(listItems('Nights in huts\r\n- Half board\n\n• Local guide\n*  Luggage transfers \n')).toEqual(['Nights in huts', 'Half board', 'Local guide', 'Luggage transfers']);
    expect(listItems('  \n')).toEqual([]);
  });
});

describe('texts in another language than the page’s', () => {
  const description = { en: 'Huts', de: 'Hütten', it: 'Huts', fr: 'Huts', es: 'Huts', fallbackFrom: { it: 'en', fr: 'en', es: 'en' } } as const;

  it('know their language, and set `lang` only where it is not the page’s', () => {
    expect(textLanguage(description, 'fr')).toBe('en');
    expect(textLanguage(description, 'de')).toBe('de');
    expect(langAttribute(description, 'fr')).toBe('en');
    expect(langAttribute(description, 'de')).toBeUndefined();
    expect(langAttribute(undefined, 'fr')).toBeUndefined();
    expect(fallbackLanguage([undefined, { ...description, fallbackFrom: {} }, description], 'es')).toBe('en');
    expect(fallbackLanguage([description], 'en')).toBeUndefined();
  });

  it('are noted in the page’s language', () => {
    expect(fallbackNote('en', 'fr')).toBe('This text is in French.');
    expect(fallbackNote('de', 'en')).toBe('Dieser Text ist auf Englisch.');
    expect(fallbackNote('it', 'en')).toBe('Questo testo è in inglese.');
    expect(fallbackNote('fr', 'en')).toBe('Ce texte est en anglais.');
    expect(fallbackNote('es', 'en')).toBe('Este texto está en inglés.');
  });
});

describe('places', () => {
  it('names a continent in the page’s language from one table, and keeps one it does not know', () => {
    expect(continentName('Europe', 'de')).toBe('Europa');
    expect(continentName('South America', 'fr')).toBe('Amérique du Sud');
    expect(continentName('north america', 'es')).toBe('Norteamérica');
    expect(continentName('Atlantis', 'it')).toBe('Atlantis');
  });
});

describe('notify me', () => {
  it('leads to the contact form of the page’s language with the trip named', () => {
    expect(tripInterestPath('de', 'Kumano Kodo: Pilgrim Trails')).toBe('/de/contact/?trip=Kumano+Kodo%3A+Pilgrim+Trails');
    expect(tripInterestPath('en', 'A & B')).toBe('/contact/?trip=A+%26+B');
  });
});

describe('map tiles', () => {
  it('name the host they load from', () => {
    expect(tileHost('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('tile.openstreetmap.org');
    expect(tileHost('https://{s}.tile.example.com/{z}/{x}/{y}.png?key=abc')).toBe('tile.example.com');
    expect(tileHost('https://api.maptiler.com/maps/outdoor/{z}/{x}/{y}.png')).toBe('api.maptiler.com');
  });
});
