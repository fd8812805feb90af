/**
 * Stripe's time: whole Unix seconds. The stand-in runs on the real clock, so that the site's own
 * clock (which computes `expires_at`) always agrees with it; tests make time pass for the sessions
 * instead (see expiry.ts), and a sweep on a timer does what Stripe does when a session's time is up.
 */
export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/** How often open sessions are checked for expiry, unless the stand-in is told otherwise. */
export const DEFAULT_SWEEP_INTERVAL_MS = 5_000;

/** Runs `sweep` every `intervalMs` without keeping the process alive; answers how to stop it. */
export function everyInterval(intervalMs: number, sweep: () => Promise<unknown>): () => void {
  let running = false;
  const timer = setInterval(() => {
    // A slow webhook must not pile sweeps on top of each other.
    if (running) return;
    running = true;
    void sweep().finally(() => (running = false));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
