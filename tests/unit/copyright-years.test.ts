import { describe, expect, it } from 'vitest';
import { copyrightYears } from '../../src/domain/copyright-years.ts';

describe("the footer's copyright years", () => {
  it('run from the first year to the year of the build', () => {
    expect(copyrightYears(2024, 2026)).toBe('2024–2026');
  });

  it('are one year when the site is built in its first', () => {
    expect(copyrightYears(2024, 2024)).toBe('2024');
  });
});
