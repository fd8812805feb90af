import type { Currency } from './currency.ts';
import type { Lang } from './languages.ts';

/**
 * What the build publishes for the functions: every bookable fact of the published packages
 * (no coupons, nothing secret). Checkout prices from this, never from the browser, so the charge
 * always matches the page the visitor saw.
 */
export interface CatalogStep {
  id: string;
  name: string;
  optional: boolean;
  additionalCost: number;
}

export interface CatalogVersion {
  id: string;
  name: string;
  price: number;
  durationDays?: number | undefined;
  steps: CatalogStep[];
}

export interface CatalogPackage {
  id: string;
  slug: string;
  name: string;
  status: 'active' | 'work-in-progress';
  currency: Currency;
  /** The season or next start, per language, for confirmation emails. */
  period?: Readonly<Record<Lang, string>> | undefined;
  /** Site paths of the brochure per language (English where a language has none). */
  brochure: Partial<Record<Lang, string>>;
  versions: CatalogVersion[];
}

export interface Catalog {
  packages: CatalogPackage[];
}

export const CATALOG_PATH = '/catalog.json';
