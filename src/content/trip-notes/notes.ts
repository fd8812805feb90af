import { defaultVersion } from '../../domain/booking.ts';
import { formatLongDate } from '../../domain/date-format.ts';
import { endDateOf, isUpcoming } from '../../domain/departures.ts';
import { formatDays } from '../../domain/duration.ts';
import { localizedPath, LOCALE_TAGS, type Lang } from '../../domain/languages.ts';
import { formatPrice } from '../../domain/money-format.ts';
import { paragraphs } from '../../domain/paragraphs.ts';
import { BALANCE_DUE_WEEKS_BEFORE_START, DEPOSIT_PERCENT, MAX_GROUP_SIZE } from '../../domain/pricing.ts';
import { format } from '../../i18n/format.ts';
import { useTranslations } from '../../i18n/index.ts';
import type { PackageDraft, Step, Version } from '../../schema/content.ts';

/**
 * What the trip notes of one package say in one language, every text final: the PDF renderer
 * only lays it out, and the cache key is a hash of it, so the file changes exactly when its text does.
 */
export interface TripNotes {
  lang: Lang;
  /** BCP 47, the PDF's language. */
  locale: string;
  label: string;
  title: string;
  subtitle?: string;
  overview: { heading: string; paragraphs: string[] };
  facts: Line[];
  versions: { heading: string; versions: NotesVersion[] };
  stages?: { heading: string; stages: Line[] };
  terms: { heading: string; paragraphs: string[] };
  contact: { heading: string; lines: Line[] };
}

/** A labelled line: "Day 2" and what happens that day, "Email" and the address. */
export interface Line {
  label: string;
  text: string;
}

export interface NotesVersion {
  name: string;
  summary: string;
  program: Line[];
  departures?: { heading: string; dates: string[] };
}

/** A step as the notes read it: `day`, where the base gives one, groups steps by day of the trip. */
/** The facts of a package the notes are made from; its files are not needed. */
export type NotesPackage = Pick<PackageDraft, 'slug' | 'name' | 'currency' | 'subtitle' | 'description' | 'period' | 'accommodation'> & {
  versions: Version[];
};

export interface NotesContext {
  /** The operator's day, YYYY-MM-DD: only departures from then on are listed. */
  today: string;
  /** The public origin, for the link to the package's page. */
  origin: string;
  email: string;
  whatsapp: string;
}

/** Departures listed per version: enough to choose from, few enough to stay current for a while. */
const DEPARTURES_SHOWN = 4;

export function tripNotes(pkg: NotesPackage, lang: Lang, context: NotesContext): TripNotes {
  const t = useTranslations(lang).tripNotes;
  const price = (amount: number) => formatPrice(amount, pkg.currency, lang);

  const program = (version: NotesPackage['versions'][number]): Line[] => {
    const describe = (step: Step) =>
      step.optional ? `${step.name[lang]} (${format(t.version.optional, { price: price(step.additionalCost) })})` : step.name[lang];
    const byDay = version.steps.every((step) => step.day !== undefined);
    if (!byDay) return version.steps.map((step, index) => ({ label: format(t.version.step, { number: index + 1 }), text: describe(step) }));
    const days = [...new Set(version.steps.map((step) => step.day!))].sort((a, b) => a - b);
    return days.map((day) => ({
      label: format(t.version.day, { day }),
      text: version.steps.filter((step) => step.day === day).map(describe).join(' · '),
    }));
  };

  const departureDates = (version: NotesPackage['versions'][number]): string[] =>
    version.departures
      .filter((departure) => departure.status !== 'closed' && isUpcoming(departure, context.today))
      .slice(0, DEPARTURES_SHOWN)
      .map((departure) => {
        const start = formatLongDate(departure.startDate, lang);
        const end = endDateOf(departure.startDate, version.durationDays);
        const dates = end === departure.startDate ? start : `${start} – ${formatLongDate(end, lang)}`;
        const extras = [
          ...(departure.status === 'guaranteed' ? [t.version.guaranteed] : []),
          ...(departure.price !== null && departure.price !== version.price ? [format(t.version.departurePrice, { price: price(departure.price) })] : []),
        ];
        return [format(t.version.departure, { dates, seats: departure.seats }), ...extras].join(' · ');
      });

  const first = defaultVersion(pkg.versions);
  const ordered = first ? [first, ...pkg.versions.filter((version) => version !== first)] : [];
  const stages = [...new Map(ordered.flatMap((version) => version.steps).map((step) => [step.id, step])).values()].flatMap((step) => {
    const description = step.description?.[lang];
    return description ? [{ label: step.name[lang], text: description }] : [];
  });

  return {
    lang,
    locale: LOCALE_TAGS[lang],
    label: t.label,
    title: pkg.name,
    subtitle: pkg.subtitle?.[lang],
    overview: { heading: t.overview, paragraphs: paragraphs(pkg.description?.[lang] ?? '') },
    facts: [
      ...(pkg.period ? [{ label: t.facts.when, text: pkg.period[lang] }] : []),
      ...(pkg.accommodation ? [{ label: t.facts.accommodation, text: pkg.accommodation[lang] }] : []),
      { label: t.facts.groupSize, text: format(t.facts.groupSizeValue, { max: MAX_GROUP_SIZE }) },
    ],
    versions: {
      heading: t.versions,
      versions: ordered.map((version) => {
        const dates = departureDates(version);
        return {
          name: version.name,
          summary:
            version.durationDays === undefined
              ? format(t.version.priceOnly, { price: price(version.price) })
              : format(t.version.duration, { duration: formatDays(version.durationDays, lang), price: price(version.price) }),
          program: program(version),
          ...(dates.length > 0 ? { departures: { heading: t.version.departures, dates } } : {}),
        };
      }),
    },
    ...(stages.length > 0 ? { stages: { heading: t.stages, stages } } : {}),
    terms: {
      heading: t.terms.heading,
      paragraphs: [
        format(t.terms.deposit, { percent: DEPOSIT_PERCENT, weeks: BALANCE_DUE_WEEKS_BEFORE_START }),
        format(t.terms.inFull, { weeks: BALANCE_DUE_WEEKS_BEFORE_START }),
        t.terms.cancellation,
      ],
    },
    contact: {
      heading: t.contact.heading,
      lines: [
        { label: t.contact.email, text: context.email },
        { label: t.contact.whatsapp, text: context.whatsapp },
        { label: t.contact.online, text: `${context.origin}${localizedPath(lang, `/packages/${pkg.slug}/`)}` },
      ],
    },
  };
}
