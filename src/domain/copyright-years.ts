/** The footer's years: "2024–2026", or the one year when the site is built in its first. */
export function copyrightYears(firstYear: number, buildYear: number): string {
  return buildYear > firstYear ? `${firstYear}–${buildYear}` : String(firstYear);
}
