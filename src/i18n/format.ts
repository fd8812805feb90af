/** Fills `{name}` placeholders. */
export function format(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}

/** "1 traveller" or "{count} travellers"; counts here start at one, where all five languages agree. */
export function countText(texts: { readonly one: string; readonly other: string }, count: number): string {
  return format(count === 1 ? texts.one : texts.other, { count });
}
