/** The day-by-day itinerary: a version's steps grouped by the day of the trip they belong to. */

export interface DaySpan {
  first: number;
  last: number;
}

export interface DayGroup<T> {
  /** Absent for steps before the first step with a day. */
  days?: DaySpan;
  steps: T[];
}

/**
 * The steps, in their order, grouped by day: a step with the day of the group before joins it, as
 * does a step without a day. Each group runs until the day before the next group's (one night
 * at Manang on day 7 and Thorong Phedi on day 10 make "Days 7–9"), the last one until the trip's
 * last day. Undefined when no step has a day: the itinerary is then a plain list of steps.
 */
export function dayGroups<T extends { day?: number | undefined }>(steps: readonly T[], durationDays: number | undefined): DayGroup<T>[] | undefined {
  if (!steps.some((step) => step.day !== undefined)) return undefined;
  const groups: DayGroup<T>[] = [];
  for (const step of steps) {
    const current = groups.at(-1);
    if (current && (step.day === undefined || step.day === current.days?.first)) current.steps.push(step);
    else groups.push({ ...(step.day === undefined ? {} : { days: { first: step.day, last: step.day } }), steps: [step] });
  }
  const dated = groups.flatMap((group) => (group.days ? [group.days] : []));
  dated.forEach((days, index) => {
    const end = index + 1 < dated.length ? dated[index + 1]!.first - 1 : (durationDays ?? days.first);
    days.last = Math.max(days.first, end);
  });
  return groups;
}
