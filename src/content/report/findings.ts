import type { TableKey } from '../../airtable/tables.ts';

/**
 * What the content report can find, in the order it lists them, each with what it means for the
 * site and what the operator can do about it.
 */
export const FINDING_KINDS = {
  missingGerman: { title: 'German texts missing', advice: 'The German pages show the English text. Fill in the `_de` field.' },
  missingItalian: { title: 'Italian texts missing', advice: 'The Italian pages show the English text. Fill in the `_it` field.' },
  packageWithoutVersion: {
    title: 'Packages without a version',
    advice: 'An active package needs a version with a price, or it is left out of the site. Link one in `packageVersions.package`.',
  },
  versionWithoutSteps: { title: 'Versions without steps', advice: 'The map and itinerary are empty for them. Link steps in `locations.packageVersion`.' },
  packageWithoutDefault: {
    title: 'Packages without one default version',
    advice: 'The page opens on the first version ticked `defaultVersion`, else the first. Tick exactly one.',
  },
  stepWithoutVersion: { title: 'Steps without a version', advice: 'They appear on no trip. Link them in `packageVersion`, or delete them.' },
  stepWithoutCoordinates: { title: 'Steps without coordinates', advice: 'The map leaves them out. Fill in `lat` and `long`.' },
  departureInPast: { title: 'Departures in the past', advice: 'They are no longer offered. Delete them, or correct the date.' },
  departureOverfull: { title: 'Departures with more than 15 places', advice: 'A group is at most 15: they are offered with 15. Lower `seats`.' },
  couponImpossibleDates: { title: 'Coupons that end before they start', advice: 'Nobody can use them. Correct `validity_date_start` or `validity_date_end`.' },
  couponExpired: { title: 'Coupons past their end', advice: 'They are refused as expired. Extend `validity_date_end`, or delete them.' },
  blogWithoutDate: { title: 'Blog posts without a date', advice: 'They are dated the day the record was created. Fill in `date`.' },
  blogWithoutCover: { title: 'Blog posts without a cover', advice: 'The blog shows them without a picture. Add a `coverImage`.' },
  unresolvedLink: { title: 'Links to records that do not exist', advice: 'The linked record was deleted, or the id is wrong. Link an existing record.' },
  brokenFile: { title: 'Images and brochures that could not be published', advice: 'The site is published without them. Upload the file again.' },
  oversizedImage: {
    title: 'Oversized images',
    advice: 'Over 5 MB or wider than 6000 px: they slow every build down. Upload a smaller version (3000 px wide is plenty).',
  },
} as const satisfies Record<string, { title: string; advice: string }>;

export type FindingKind = keyof typeof FINDING_KINDS;

/** One thing to look at in the base: which record, by its table, id and a name a person knows it by. */
export interface Finding {
  kind: FindingKind;
  table: TableKey;
  recordId: string;
  name: string;
  /** What exactly, where the kind alone does not say: the fields, the dates, the reason. */
  detail?: string;
}

/** The limits of the image check, documented in the README. */
export const IMAGE_LIMITS = { bytes: 5 * 1024 * 1024, width: 6000 } as const;
