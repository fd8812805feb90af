/**
 * The operator's table names, in one place. Each can be renamed through the environment:
 * AIRTABLE_TABLE_PACKAGES=Trips renames `packages`.
 */
const DEFAULT_TABLES = {
  packages: 'packages',
  packageVersions: 'packageVersions',
  locations: 'locations',
  coupons: 'coupons',
  blog: 'blog',
  imageList: 'imageList',
  reviews: 'reviews',
  about: 'about',
  faq: 'faq',
  departures: 'departures',
  brochureRequests: 'brochureRequests',
  contactMessages: 'contactMessages',
  deletionRequests: 'deletionRequests',
  bookings: 'bookings',
} as const;

export type TableKey = keyof typeof DEFAULT_TABLES;

function envName(key: TableKey): string {
  return `AIRTABLE_TABLE_${key.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;
}

export function tableName(key: TableKey, env: Record<string, string | undefined> = process.env): string {
  return env[envName(key)]?.trim() || DEFAULT_TABLES[key];
}
