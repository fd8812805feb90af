import { format } from './define.ts';

/** "1 traveller" or "{count} travellers"; counts here start at one, where all five languages agree. */
export function countText(texts: { readonly one: string; readonly other: string }, count: number): string {
  return format(count === 1 ? texts.one : texts.other, { count });
}
