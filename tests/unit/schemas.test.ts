import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { shapePackages } from '../../src/airtable/records/packages.ts';
import { toBookablePackage, toBookingPackage, type PackageData } from '../../src/components/package-detail/booking-package.ts';
import { catalogSchema } from '../../src/schema/catalog.ts';
import { departureSchema, packageDraftSchema } from '../../src/schema/content.ts';
import type { PaidBooking } from '../../src/schema/payment.ts';
import { fromMetadata, toMetadata } from '../../src/server/payments/booking-metadata.ts';

const record = (id: string, fields: Record<string, unknown>) => ({ id, createdTime: '2026-01-01T00:00:00.000Z', fields });

/** One package as the records give it, then as the collection holds it (files already downloaded). */
const { packages } = shapePackages({
  packages: [record('recTrip', { name: 'Alta Via', status: 'active', price: 1290, period_en: 'June', period_de: 'Juni', description_en: 'Huts' })],
  versions: [record('recShort', { name: 'Short', price: 990, durationDays: 5, defaultVersion: true, package: ['recTrip'] })],
  locations: [record('recStep', { name: 'Cortina', stepNumber: 1, lat: 46.5, long: 12.1, optional: true, additionalCost: 45, description_de: 'Start', packageVersion: ['recShort'] })],
  departures: [record('recDep', { packageVersion: ['recShort'], startDate: '2027-06-12', seats: 8, status: 'guaranteed' })],
});
const draft = packages[0]!;
const published = { ...draft, image: undefined, gallery: [], brochure: { en: { file: '/cache/b.pdf', href: '/brochures/attB/b.pdf' } } } as unknown as PackageData;

describe('the catalog, a narrower view of the content', () => {
  const catalog = catalogSchema.parse({ packages: [{ ...published, brochure: { en: '/brochures/attB/b.pdf' } }] });

  it('keeps exactly the bookable facts: no texts, images or coordinates, departures included', () => {
    expect(catalog.packages[0]).toEqual({
      id: 'recTrip',
      slug: 'alta-via',
      name: 'Alta Via',
      status: 'active',
      currency: 'EUR',
      period: { en: 'June', de: 'Juni', it: 'June', fr: 'June', es: 'June', fallbackFrom: { it: 'en', fr: 'en', es: 'en' } },
      brochure: { en: '/brochures/attB/b.pdf' },
      versions: [
        {
          id: 'recShort',
          name: 'Short',
          price: 990,
          durationDays: 5,
          steps: [
            {
              id: 'recStep',
              name: { en: 'Cortina', de: 'Cortina', it: 'Cortina', fr: 'Cortina', es: 'Cortina', fallbackFrom: { de: 'en', it: 'en', fr: 'en', es: 'en' } },
              optional: true,
              additionalCost: 45,
            },
          ],
          departures: [{ id: 'recDep', startDate: '2027-06-12', seats: 8, price: null, status: 'guaranteed' }],
        },
      ],
    });
  });

  it('refuses a departure the content contract does not allow', () => {
    expect(departureSchema.safeParse({ id: 'recD', startDate: '2027-06-12', seats: 16, price: null, status: 'open' }).success).toBe(false);
    expect(departureSchema.safeParse({ id: 'recD', startDate: '12/06/2027', seats: 8, price: null, status: 'open' }).success).toBe(false);
    expect(departureSchema.safeParse({ id: 'recD', startDate: '2027-06-12', seats: 8, price: null, status: 'full' }).success).toBe(false);
  });
});

describe('what the booking islands receive', () => {
  it('is the package’s bookable facts with names and texts in the page’s language only', () => {
    expect(toBookingPackage(published, 'de')).toEqual({
      id: 'recTrip',
      name: 'Alta Via',
      currency: 'EUR',
      versions: [
        {
          id: 'recShort',
          name: 'Short',
          price: 990,
          durationDays: 5,
          isDefault: true,
          // The name is the base's English one (no name_de), the description German.
          steps: [{ id: 'recStep', name: 'Cortina', nameLang: 'en', optional: true, additionalCost: 45, lat: 46.5, long: 12.1, description: 'Start' }],
          departures: [{ id: 'recDep', startDate: '2027-06-12', seats: 8, price: null, status: 'guaranteed' }],
        },
      ],
    });
  });

  it('is narrowed further for a page script to what decides the version and its price', () => {
    expect(toBookablePackage(toBookingPackage(published, 'en'))).toEqual({
      id: 'recTrip',
      currency: 'EUR',
      versions: [
        {
          id: 'recShort',
          price: 990,
          isDefault: true,
          steps: [{ id: 'recStep', optional: true, additionalCost: 45 }],
          departures: [{ id: 'recDep', startDate: '2027-06-12', seats: 8, price: null, status: 'guaranteed' }],
        },
      ],
    });
  });
});

describe('the package drafts', () => {
  it('refuse a package the collection could not hold', () => {
    expect(packageDraftSchema.safeParse({ ...draft, currency: 'JPY' }).success).toBe(false);
    expect(packageDraftSchema.safeParse({ ...draft, status: 'archived' }).success).toBe(false);
  });
});

describe('the published catalog, as the functions read it', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'altura-catalog-'));
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await rm(dir, { recursive: true, force: true });
  });

  it('is refused when it does not match its schema, rather than priced from', async () => {
    const file = path.join(dir, 'catalog.json');
    await writeFile(file, JSON.stringify({ packages: [{ id: 'recTrip', versions: [{ id: 'recShort', price: '990' }] }] }));
    vi.stubEnv('CATALOG_FILE', file);
    vi.resetModules();
    const { publishedCatalog } = await import('../../src/server/catalog.ts');
    await expect(publishedCatalog()).rejects.toThrow(/The published catalog could not be read/);
  });
});

describe('a booking in Stripe’s metadata', () => {
  const facts: Omit<PaidBooking, 'sessionId' | 'customerEmail'> = {
    packageId: 'recTrip',
    packageName: 'Alta Via',
    versionId: 'recShort',
    versionName: 'Short',
    stepIds: ['recStep'],
    quantity: 2,
    currency: 'GBP',
    total: 1683,
    payment: 'deposit',
    paidNowMinor: 50_500,
    balance: 1178,
    departureId: 'recJune',
    startDate: '2027-06-20',
    balanceDueDate: '2027-05-09',
    couponCode: 'WELCOME10',
    couponId: 'recCoupon',
    discountPercent: 10,
    language: 'it',
  };

  it('reads back what checkout wrote, what was paid now as text in currency units', () => {
    expect(toMetadata(facts)).toMatchObject({ paidNow: '505.00', balance: '1178', balanceDueDate: '2027-05-09', stepIds: 'recStep', quantity: '2' });
    expect(fromMetadata(toMetadata(facts))).toEqual(facts);
    const withoutCoupon = fromMetadata(toMetadata({ ...facts, couponCode: undefined, couponId: undefined, stepIds: [] }));
    expect(withoutCoupon).toMatchObject({ stepIds: [], discountPercent: 10 });
    expect(withoutCoupon?.couponCode).toBeUndefined();
  });

  it('is no booking of this site without its facts', () => {
    const { packageId: _, ...withoutPackage } = toMetadata(facts);
    expect(fromMetadata(withoutPackage)).toBeUndefined();
    expect(fromMetadata({ ...toMetadata(facts), quantity: '0' })).toBeUndefined();
    expect(fromMetadata({ ...toMetadata(facts), currency: 'JPY' })).toBeUndefined();
    expect(fromMetadata(null)).toBeUndefined();
  });
});
