import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const flagsDir = createRequire(import.meta.url).resolve('flag-icons/package.json').replace(/package\.json$/, 'flags/4x3/');

const fileOf = (code: string) => `${flagsDir}${code}.svg`;

/**
 * The bundled flag image of a country-list code. The flag set has files for some regions
 * (gb-sct) but none for US states, so a region without one shows its country's flag.
 */
export function flagPath(code: string | undefined): string | undefined {
  if (!code) return undefined;
  const parent = code.split('-')[0] ?? code;
  return [code, parent].map(fileOf).find((file) => existsSync(file));
}
