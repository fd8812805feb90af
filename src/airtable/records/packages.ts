import { countryCode } from '../../domain/countries.ts';
import { toCurrency } from '../../domain/currency.ts';
import { DEPARTURE_STATUSES, MAX_DEPARTURE_SEATS } from '../../domain/departures.ts';
import { DIFFICULTIES, isDifficulty } from '../../domain/difficulty.ts';
import { LANGUAGES } from '../../domain/languages.ts';
import { packageSlug } from '../../domain/slug.ts';
import { uniqueSlug } from '../../domain/unique-slug.ts';
import type { Departure, PackageDraft, PackageStatus, Step, Version } from '../../schema/content.ts';
import { attachments, checkbox, day, links, localized, number, text, type RawRecord } from '../fields.ts';

/** Only these statuses are published; any other value hides the package everywhere. */
export function packageStatus(value: string | undefined): PackageStatus | undefined {
  const normalized = value?.trim().toLowerCase();
  if (normalized === 'active') return 'active';
  if (normalized === 'work in progress') return 'work-in-progress';
  return undefined;
}

function shapeStep(record: RawRecord, warn: (message: string) => void): Step | undefined {
  const { fields } = record;
  const name = localized(fields, 'name');
  if (!name) return undefined;
  const optional = checkbox(fields, 'optional');
  const day = number(fields, 'day');
  const validDay = day !== undefined && Number.isInteger(day) && day > 0;
  if (day !== undefined && !validDay) warn(`locations ${record.id}: its day ${day} is left out, a day is a whole number from 1`);
  return {
    id: record.id,
    name,
    stepNumber: number(fields, 'stepNumber') ?? Number.MAX_SAFE_INTEGER,
    ...(validDay ? { day } : {}),
    lat: number(fields, 'lat'),
    long: number(fields, 'long'),
    optional,
    additionalCost: optional ? (number(fields, 'additionalCost') ?? 0) : 0,
    description: localized(fields, 'description'),
  };
}

/** A departure of the optional `departures` table, or the reason it is left out. */
function shapeDeparture(record: RawRecord, warn: (message: string) => void): Departure | undefined {
  const { fields } = record;
  const startDate = day(fields, 'startDate');
  if (!startDate) {
    warn(`departures ${record.id}: skipped, it has no start date`);
    return undefined;
  }
  const statusText = text(fields, 'status')?.toLowerCase() ?? 'open';
  const status = DEPARTURE_STATUSES.find((candidate) => candidate === statusText);
  if (!status) {
    warn(`departures ${record.id}: skipped, its status "${text(fields, 'status')}" is not open, guaranteed or closed`);
    return undefined;
  }
  const offered = number(fields, 'seats') ?? MAX_DEPARTURE_SEATS;
  if (!Number.isInteger(offered) || offered < 0) {
    warn(`departures ${record.id}: skipped, its seats must be a whole number from 0 to ${MAX_DEPARTURE_SEATS}`);
    return undefined;
  }
  if (offered > MAX_DEPARTURE_SEATS) warn(`departures ${record.id}: ${offered} seats offered, published as ${MAX_DEPARTURE_SEATS}, the largest group`);
  const price = number(fields, 'price');
  return { id: record.id, startDate, seats: Math.min(offered, MAX_DEPARTURE_SEATS), price: price !== undefined && price >= 0 ? price : null, status };
}

/**
 * Joins packages, their versions, the versions' steps and departures into the published packages:
 * visible statuses only, versions in base order, steps in step order, departures by date, texts
 * resolved per language.
 */
export function shapePackages(tables: {
  packages: readonly RawRecord[];
  versions: readonly RawRecord[];
  locations: readonly RawRecord[];
  /** Empty for a base without the optional table. */
  departures: readonly RawRecord[];
}): { packages: PackageDraft[]; warnings: string[] } {
  const warnings: string[] = [];
  const warn = (message: string) => warnings.push(message);
  const steps = tables.locations.flatMap((record) => {
    const step = shapeStep(record, warn);
    if (!step) warn(`locations ${record.id}: skipped, it has no name`);
    return step ? [{ step, versionIds: links(record.fields, 'packageVersion') }] : [];
  });

  const versionIds = new Set(tables.versions.map((record) => record.id));
  const departures = tables.departures.flatMap((record) => {
    const versionId = links(record.fields, 'packageVersion')[0];
    if (!versionId || !versionIds.has(versionId)) {
      warn(`departures ${record.id}: skipped, it is not linked to a version of the base`);
      return [];
    }
    const departure = shapeDeparture(record, warn);
    return departure ? [{ departure, versionId }] : [];
  });

  const versionsOf = (packageId: string): Version[] =>
    tables.versions.flatMap((record) => {
      if (!links(record.fields, 'package').includes(packageId)) return [];
      const name = text(record.fields, 'name');
      const price = number(record.fields, 'price');
      if (!name || price === undefined) {
        warn(`packageVersions ${record.id}: skipped, it needs a name and a price`);
        return [];
      }
      return [
        {
          id: record.id,
          name,
          price,
          durationDays: number(record.fields, 'durationDays'),
          isDefault: checkbox(record.fields, 'defaultVersion'),
          steps: steps
            .filter((candidate) => candidate.versionIds.includes(record.id))
            .map(({ step }) => step)
            .sort((a, b) => a.stepNumber - b.stepNumber),
          departures: departures
            .filter((candidate) => candidate.versionId === record.id)
            .map(({ departure }) => departure)
            .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id.localeCompare(b.id)),
        },
      ];
    });

  const taken = new Set<string>();
  const packages = tables.packages.flatMap((record): PackageDraft[] => {
    const { fields } = record;
    const status = packageStatus(text(fields, 'status'));
    if (!status) return [];
    const name = text(fields, 'name');
    if (!name) {
      warn(`packages ${record.id}: skipped, it has no name`);
      return [];
    }
    const versions = versionsOf(record.id);
    if (status === 'active' && versions.length === 0) {
      warn(`packages ${record.id} "${name}": skipped, an active package needs at least one version with a price`);
      return [];
    }
    const price = number(fields, 'price') ?? Math.min(...versions.map((version) => version.price));
    if (!Number.isFinite(price)) {
      warn(`packages ${record.id} "${name}": skipped, it has no price`);
      return [];
    }
    const slug = uniqueSlug(packageSlug(name) || record.id.toLowerCase(), taken);
    const nation = text(fields, 'nation');
    const difficulty = number(fields, 'difficulty');
    if (difficulty !== undefined && !isDifficulty(difficulty)) {
      warn(`packages ${record.id} "${name}": its difficulty ${difficulty} is left out, it must be a whole number from ${DIFFICULTIES[0]} to ${DIFFICULTIES.at(-1)}`);
    }
    const englishBrochure = attachments(fields, 'brochure_en')[0];
    const brochure = Object.fromEntries(
      LANGUAGES.flatMap((lang) => {
        const file = attachments(fields, `brochure_${lang}`)[0] ?? englishBrochure;
        return file ? [[lang, file]] : [];
      }),
    );
    return [
      {
        id: record.id,
        slug,
        name,
        image: attachments(fields, 'imageURL')[0],
        continent: text(fields, 'continent') ?? 'Worldwide',
        nation,
        flagCode: countryCode(nation),
        shortDescription: localized(fields, 'shortDescription'),
        ...(isDifficulty(difficulty) ? { difficulty } : {}),
        included: localized(fields, 'included'),
        notIncluded: localized(fields, 'notIncluded'),
        price,
        currency: toCurrency(text(fields, 'currency')),
        type: text(fields, 'type'),
        status,
        description: localized(fields, 'description'),
        subtitle: localized(fields, 'subtitle'),
        period: localized(fields, 'period'),
        accommodation: localized(fields, 'accommodation'),
        brochure,
        gallery: attachments(fields, 'gallery'),
        versions,
      },
    ];
  });
  return { packages, warnings };
}
