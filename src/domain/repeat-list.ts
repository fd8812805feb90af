/**
 * The list repeated whole until it has at least `minimum` items (the carousel needs 6 to fill a
 * wide screen). An empty list stays empty.
 */
export function repeatToAtLeast<T>(items: readonly T[], minimum: number): T[] {
  if (items.length === 0) return [];
  const result = [...items];
  while (result.length < minimum) result.push(...items);
  return result;
}
