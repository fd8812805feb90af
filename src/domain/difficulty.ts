/** How hard a trip is, on the contract's scale: 1 (easy) to 5 (demanding), whole grades only. */
export const DIFFICULTIES = [1, 2, 3, 4, 5] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export function isDifficulty(value: number | undefined): value is Difficulty {
  return DIFFICULTIES.some((grade) => grade === value);
}
