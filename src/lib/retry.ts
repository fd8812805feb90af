/**
 * One HTTP call with retries and an optional deadline, for the services' clients (Airtable, mail).
 * With a deadline (epoch ms) an attempt gets only the time left, and no retry starts that could
 * not end in time: a visitor waiting for an answer gets one.
 */
interface RetryPolicy {
  retries: number;
  /** First back-off; doubled on each retry unless the answer names a Retry-After. */
  delayMs: number;
  /** The longest one attempt may take; none when absent. */
  timeoutMs?: number | undefined;
  deadline?: number | undefined;
  /** Whether an answer with this status is worth another attempt. */
  retryStatus: (status: number) => boolean;
  /** Whether a lost connection is worth another attempt (not for a write that may have landed). */
  retryNetworkErrors: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The caller's own signal, if any, ending at the attempt's limit too. */
function attemptSignal(own: AbortSignal | null | undefined, limitMs: number): AbortSignal | null | undefined {
  if (limitMs === Infinity) return own;
  const atLimit = AbortSignal.timeout(Math.max(0, limitMs));
  return own ? AbortSignal.any([own, atLimit]) : atLimit;
}

/** The last answer, retryable or not, once no retry is left; throws the last network error likewise. */
export async function fetchWithRetry(input: string | URL | Request, init: RequestInit | undefined, policy: RetryPolicy): Promise<Response> {
  const timeLeft = () => (policy.deadline === undefined ? Infinity : policy.deadline - Date.now());
  for (let attempt = 0; ; attempt++) {
    const backOff = policy.delayMs * 2 ** attempt;
    const mayRetry = (wait: number) => attempt < policy.retries && wait < timeLeft();
    let response: Response;
    try {
      response = await fetch(input, { ...init, signal: attemptSignal(init?.signal, Math.min(policy.timeoutMs ?? Infinity, timeLeft())) });
    } catch (error) {
      if (!policy.retryNetworkErrors || !mayRetry(backOff)) throw error;
      await sleep(backOff);
      continue;
    }
    const retryAfter = Number(response.headers.get('retry-after'));
    const wait = retryAfter > 0 ? retryAfter * 1000 : backOff;
    if (!policy.retryStatus(response.status) || !mayRetry(wait)) return response;
    await response.body?.cancel();
    await sleep(wait);
  }
}
