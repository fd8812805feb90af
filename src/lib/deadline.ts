/**
 * Work that must be over by a deadline (epoch ms), because a visitor or Netlify is waiting: past
 * it, the caller gets `onTimeout()`'s error while the work, which cannot be stopped, runs on unseen.
 */
export async function beforeDeadline<T>(work: Promise<T>, deadline: number, onTimeout: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), Math.max(0, deadline - Date.now()));
  });
  try {
    return await Promise.race([work, late]);
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
