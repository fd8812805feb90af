import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { flagPath } from '../../src/content/flags.ts';

const flagFile = (code: string | undefined) => {
  const file = flagPath(code);
  return file && path.basename(file);
};

describe('bundled flags', () => {
  it('uses a region flag when the flag set has one', () => {
    expect(flagFile('gb-sct')).toBe('gb-sct.svg');
    expect(flagFile('it')).toBe('it.svg');
  });

  it("shows a US state's nation under the US flag, since the set has no state flags", () => {
    expect(flagFile('us-co')).toBe('us.svg');
  });

  it('has no flag for an unknown or missing code', () => {
    expect(flagFile('zz')).toBeUndefined();
    expect(flagFile(undefined)).toBeUndefined();
  });
});
