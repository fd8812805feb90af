import type { Lang } from '../domain/languages.ts';

export interface MessageTree {
  readonly [key: string]: string | MessageTree;
}

/** The same keys as English, with any text. */
export type Translation<T> = { readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

type Messages<T extends MessageTree> = { readonly en: T } & {
  readonly [L in Exclude<Lang, 'en'>]: Translation<T>;
};

/**
 * Declares one feature's texts in every language. The compiler rejects a language that misses or
 * adds a key; `tests/unit/i18n.test.ts` checks the same at run time, including empty texts.
 */
export function defineMessages<const T extends MessageTree>(messages: Messages<T>): Messages<T> {
  return messages;
}
