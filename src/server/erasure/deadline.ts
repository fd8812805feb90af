/**
 * An erasure is bounded: a visitor waits for the confirmation page's answer, and the daily run must
 * stop before Netlify ends it. Work not done by the deadline carries on at the next attempt.
 */
export class DeadlinePassed extends Error {
  constructor() {
    super('The erasure ran out of time; it carries on at the next attempt.');
    this.name = 'DeadlinePassed';
  }
}

/** The milliseconds left before the deadline (epoch ms); throws when too few are left to start a call. */
export function timeLeft(deadline: number, enough = 500): number {
  const left = deadline - Date.now();
  if (left < enough) throw new DeadlinePassed();
  return left;
}
