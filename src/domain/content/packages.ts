import { countryCode } from '../countries.ts';
import { toCurrency, type Currency } from '../currency.ts';
import { LANGUAGES, type Lang } from '../languages.ts';
import { packageSlug } from '../slug.ts';
import { attachments, checkbox, links, localized, number, text, type AttachmentRef, type Localized, type RawFields } from './fields.ts';
import { uniqueSlug } from './unique-slug.ts';

export interface RawRecord {
  id: string;
  createdTime?: string;
  fields: RawFields;
}

export type PackageStatus = 'active' | 'work-in-progress';

export interface StepDraft {
  id: string;
  name: string;
  stepNumber: number;
  lat?: number | undefined;
  long?: number | undefined;
  optional: boolean;
  additionalCost: number;
  description?: Localized | undefined;
}

export interface VersionDraft {
  id: string;
  name: string;
  price: number;
  durationDays?: number | undefined;
  isDefault: boolean;
  steps: StepDraft[];
}

export interface PackageDraft {
  id: string;
  slug: string;
  name: string;
  image?: AttachmentRef | undefined;
  continent: string;
  nation?: string | undefined;
  flagCode?: string | undefined;
  shortDescription?: string | undefined;
  price: number;
  currency: Currency;
  type?: string | undefined;
  status: PackageStatus;
  description?: Localized | undefined;
  subtitle?: Localized | undefined;
  period?: Localized | undefined;
  accommodation?: Localized | undefined;
  brochure: Partial<Record<Lang, AttachmentRef>>;
  gallery: AttachmentRef[];
  versions: VersionDraft[];
}

/** Only these statuses are published; any other value hides the package everywhere. */
export function packageStatus(value: string | undefined): PackageStatus | undefined {
  const normalized = value?.trim().toLowerCase();
  if (normalized === 'active') return 'active';
  if (normalized === 'work in progress') return 'work-in-progress';
  return undefined;
}

function shapeStep(record: RawRecord): StepDraft | undefined {
  const { fields } = record;
  const name = text(fields, 'name');
  if (!name) return undefined;
  const optional = checkbox(fields, 'optional');
  return {
    id: record.id,
    name,
    stepNumber: number(fields, 'stepNumber') ?? Number.MAX_SAFE_INTEGER,
    lat: number(fields, 'lat'),
    long: number(fields, 'long'),
    optional,
    additionalCost: optional ? (number(fields, 'additionalCost') ?? 0) : 0,
    description: localized(fields, 'description'),
  };
}

/**
 * Joins packages, their versions and the versions' steps into the published packages: visible
 * statuses only, versions in base order, steps in step order, texts resolved per language.
 */
export function shapePackages(tables: {
  packages: readonly RawRecord[];
  versions: readonly RawRecord[];
  locations: readonly RawRecord[];
}): { packages: PackageDraft[]; warnings: string[] } {
  const warnings: string[] = [];
  const steps = tables.locations.flatMap((record) => {
    const step = shapeStep(record);
    if (!step) warnings.push(`locations ${record.id}: skipped, it has no name`);
    return step ? [{ step, versionIds: links(record.fields, 'packageVersion') }] : [];
  });

  const versionsOf = (packageId: string): VersionDraft[] =>
    tables.versions.flatMap((record) => {
      if (!links(record.fields, 'package').includes(packageId)) return [];
      const name = text(record.fields, 'name');
      const price = number(record.fields, 'price');
      if (!name || price === undefined) {
        warnings.push(`packageVersions ${record.id}: skipped, it needs a name and a price`);
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
            .filter(({ versionIds }) => versionIds.includes(record.id))
            .map(({ step }) => step)
            .sort((a, b) => a.stepNumber - b.stepNumber),
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
      warnings.push(`packages ${record.id}: skipped, it has no name`);
      return [];
    }
    const versions = versionsOf(record.id);
    if (status === 'active' && versions.length === 0) {
      warnings.push(`packages ${record.id} "${name}": skipped, an active package needs at least one version with a price`);
      return [];
    }
    const price = number(fields, 'price') ?? Math.min(...versions.map((version) => version.price));
    if (!Number.isFinite(price)) {
      warnings.push(`packages ${record.id} "${name}": skipped, it has no price`);
      return [];
    }
    const slug = uniqueSlug(packageSlug(name) || record.id.toLowerCase(), taken);
    const nation = text(fields, 'nation');
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
        shortDescription: text(fields, 'shortDescription'),
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
