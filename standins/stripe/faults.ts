import type { StripeErrorBody } from './wire.ts';
import { INJECTED_FAULT } from '../shared/injected-fault.ts';

/**
 * Injected API failures, for the site's tests of a Stripe that fails: each answers `status` with
 * Stripe's `api_error` for `times` requests (for ever without it). With `match`, only requests whose
 * `METHOD /path key=value&…` (the query or the form body, decoded) contain it fail, so that tests
 * running side by side are not hit by each other's outages.
 */
interface Outage {
  status: number;
  remaining: number;
  match: string | undefined;
}

export function faults() {
  let outages: Outage[] = [];
  return {
    add(status: number, times: number | undefined, match: string | undefined): void {
      outages.push({ status, remaining: times ?? -1, match });
    },
    /** With `match`, only that test's outages end: parallel tests keep theirs. */
    heal(match: string | undefined): void {
      outages = match ? outages.filter((outage) => outage.match !== match) : [];
    },
    failure(request: string): StripeErrorBody | undefined {
      const outage = outages.find((candidate) => candidate.remaining !== 0 && (!candidate.match || request.includes(candidate.match)));
      if (!outage) return undefined;
      outage.remaining--;
      return { status: outage.status, error: { type: 'api_error', message: `An unknown error occurred (${INJECTED_FAULT})` } };
    },
  };
}

export type Faults = ReturnType<typeof faults>;
