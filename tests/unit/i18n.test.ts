import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Lang } from '../../src/domain/languages.ts';
import type { MessageTree } from '../../src/i18n/define.ts';
import { format } from '../../src/i18n/format.ts';
import { allMessages } from '../../src/i18n/index.ts';

function leaves(tree: MessageTree, prefix = ''): Map<string, string> {
  const result = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') result.set(path, value);
    else for (const [child, text] of leaves(value, path)) result.set(child, text);
  }
  return result;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

/**
 * The texts that may read exactly as in English, per language: names, and words the language
 * shares with English. Any other text equal to English is one nobody translated.
 */
const SAME_AS_ENGLISH: Readonly<Record<string, readonly Lang[]>> = {
  'common.siteName': ['de', 'it', 'fr', 'es'],
  'common.nav.blog': ['de', 'it', 'fr', 'es'],
  'common.nav.home': ['it'],
  'common.nav.contact': ['fr'],
  'places.continents.asia': ['it', 'es'],
  'places.continents.africa': ['it'],
  'places.continents.oceania': ['it'],
  'places.continents.europe': ['fr'],
  'packageList.filter.label': ['fr'],
  'packageList.types.nature': ['fr'],
  'packageDetail.facts.team': ['de'],
  'packageDetail.itinerary.eyebrow': ['de'],
  'packageDetail.itinerary.optional': ['de'],
  'packageDetail.booking.total': ['fr', 'es'],
  'tripFacts.difficulty.value': ['de', 'it', 'fr', 'es'],
  'tripFacts.rating.value': ['de', 'it', 'fr', 'es'],
  'blog.hero.eyebrow': ['de', 'it', 'fr', 'es'],
  'blog.quote.author': ['de', 'it', 'fr', 'es'],
  'blog.categories.Nature': ['fr'],
  'blog.categories.Culture': ['fr'],
  'blog.post.photoAlt': ['fr'],
  'blog.post.photos': ['fr'],
  'contact.form.name': ['de'],
  'contact.form.email': ['it'],
  'contact.form.message': ['fr'],
  'contact.hero.eyebrow': ['fr'],
  'contact.details.email': ['it'],
  'contact.details.whatsapp': ['de', 'it', 'fr', 'es'],
  'forms.optional': ['de'],
  'bookingEmail.details.dates': ['fr'],
  'balance.page.dates': ['fr'],
  'requestEmails.operator.labels.name': ['de'],
  'requestEmails.operator.labels.email': ['it'],
  'requestEmails.operator.labels.message': ['fr'],
  'tripNotes.version.departure': ['fr'],
  'tripNotes.contact.email': ['it'],
  'tripNotes.contact.whatsapp': ['de', 'it', 'fr', 'es'],
  'tripNotes.contact.online': ['de', 'it'],
};

const TRANSLATED = LANGUAGES.filter((lang) => lang !== 'en');

describe('dictionaries', () => {
  for (const [feature, messages] of Object.entries(allMessages)) {
    const english = leaves(messages.en);
    for (const lang of TRANSLATED) {
      const texts = leaves(messages[lang] as MessageTree);

      it(`${feature}: ${lang} has every English key and no other, none empty`, () => {
        expect([...texts.keys()].sort()).toEqual([...english.keys()].sort());
        for (const [key, text] of texts) expect(text.trim(), `${feature}.${key} in ${lang}`).not.toBe('');
      });

      it(`${feature}: ${lang} keeps every {placeholder} of English`, () => {
        for (const [key, text] of english) expect(placeholders(texts.get(key) ?? ''), `${feature}.${key} in ${lang}`).toEqual(placeholders(text));
      });

      it(`${feature}: ${lang} is translated, except names and shared words`, () => {
        const untranslated = [...english]
          .filter(([key, text]) => texts.get(key) === text && !SAME_AS_ENGLISH[`${feature}.${key}`]?.includes(lang))
          .map(([key, text]) => `${feature}.${key}: "${text}"`);
        expect(untranslated, `texts of ${lang} identical to English`).toEqual([]);
      });
    }
  }

  it('allows English texts only where they still are, so that the list stays short and true', () => {
    for (const [path, langs] of Object.entries(SAME_AS_ENGLISH)) {
      const [feature, ...key] = path.split('.');
      const messages = allMessages[feature as keyof typeof allMessages];
      const english = leaves(messages.en).get(key.join('.'));
      for (const lang of langs) expect(leaves(messages[lang] as MessageTree).get(key.join('.')), `${path} in ${lang}`).toBe(english);
    }
  });

  it('fills placeholders and leaves unknown ones', () => {
    expect(format('by {author}, {date}', { author: 'Giulia' })).toBe('by Giulia, {date}');
  });
});
