/** Claims `slug` in `taken`, suffixing -2, -3… when an earlier entry already has it. */
export function uniqueSlug(slug: string, taken: Set<string>): string {
  let candidate = slug;
  for (let n = 2; taken.has(candidate); n++) candidate = `${slug}-${n}`;
  taken.add(candidate);
  return candidate;
}
