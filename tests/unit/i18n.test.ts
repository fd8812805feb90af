import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/domain/languages.ts';
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

describe('dictionaries', () => {
  for (const [feature, messages] of Object.entries(allMessages)) {
    const english = leaves(messages.en);
    for (const lang of LANGUAGES) {
      it(`${feature}: ${lang} has every English key and no other, none empty`, () => {
        const texts = leaves(messages[lang] as MessageTree);
        expect([...texts.keys()].sort()).toEqual([...english.keys()].sort());
        for (const [key, text] of texts) expect(text.trim(), `${feature}.${key} in ${lang}`).not.toBe('');
      });

      it(`${feature}: ${lang} keeps every {placeholder} of English`, () => {
        const texts = leaves(messages[lang] as MessageTree);
        for (const [key, text] of english) {
          const placeholders = (value: string) => [...value.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
          expect(placeholders(texts.get(key) ?? ''), `${feature}.${key} in ${lang}`).toEqual(placeholders(text));
        }
      });
    }
  }

  it('fills placeholders and leaves unknown ones', () => {
    expect(format('by {author}, {date}', { author: 'Giulia' })).toBe('by Giulia, {date}');
  });
});
