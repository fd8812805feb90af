import { describe, expect, it } from 'vitest';
import { META_DESCRIPTION_LENGTH } from '../../src/domain/blog-list.ts';
import { LANGUAGES } from '../../src/domain/languages.ts';
import { allMessages } from '../../src/i18n/index.ts';

describe('discovery page metadata', () => {
  for (const feature of ['home', 'packageList', 'about', 'blog'] as const) {
    it(`${feature}: every language has a description that fits a search result, and keywords`, () => {
      for (const lang of LANGUAGES) {
        const { meta } = allMessages[feature][lang];
        expect(meta.description.length, `${feature} ${lang}`).toBeLessThanOrEqual(META_DESCRIPTION_LENGTH);
        expect(meta.keywords.split(', ').length, `${feature} ${lang}`).toBeGreaterThan(2);
      }
    });
  }
});
