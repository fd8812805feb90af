/** Work that was still running when its deadline came. */
export class DeadlineExceeded extends Error {
  constructor(what: string) {
    super(`${what} did not finish in time`);
    this.name = 'DeadlineExceeded';
  }
}

/**
 * The work's result, or a DeadlineExceeded once the deadline (epoch ms) has come, for calls whose
 * client has no deadline of its own. The work is abandoned, not stopped: what it writes later must
 * be harmless (a conditional write, a marker that says what was done).
 */
export async function beforeDeadline<T>(work: Promise<T>, deadline: number | undefined, what: string): Promise<T> {
  if (deadline === undefined) return work;
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeadlineExceeded(what)), Math.max(0, deadline - Date.now()));
  });
  try {
    return await Promise.race([work, expired]);
  } finally {
    clearTimeout(timer);
  }
}

/** Whatever happens to `work`, it stops being waited for after `ms`: answers whether it finished. */
export async function waitAtMost(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeUp = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  return Promise.race([work.then(() => true), timeUp]).finally(() => clearTimeout(timer));
}
