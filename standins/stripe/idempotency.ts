import type { FormObject, FormValue } from './form.ts';
import type { Answer, StripeErrorBody } from './wire.ts';

/**
 * Stripe's idempotent requests: the first answer to a POST with an `Idempotency-Key` is kept for
 * 24 hours and sent again (with `Idempotent-Replayed: true`) to the same request with the same key;
 * the key with other parameters, or on another endpoint, is a 400 `idempotency_error`. As Stripe
 * documents, an answer is kept only once the endpoint began executing: not a refused parameter.
 */
interface Saved extends Answer {
  endpoint: string;
  params: string;
  at: number;
}

export type Lookup = { kind: 'fresh' } | { kind: 'replay'; answer: Answer } | { kind: 'conflict'; error: StripeErrorBody };

const KEPT_MS = 24 * 3600 * 1000;

/** The parameters, whatever order the client wrote them in. */
function canonical(value: FormValue): unknown {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(canonical);
  return Object.fromEntries(Object.keys(value).sort().map((key) => [key, canonical(value[key]!)]));
}

const conflict = (message: string): Lookup => ({ kind: 'conflict', error: { status: 400, error: { type: 'idempotency_error', message } } });

export function idempotencyKeys() {
  let saved = new Map<string, Saved>();
  return {
    lookup(key: string, endpoint: string, params: FormObject): Lookup {
      const first = saved.get(key);
      if (!first || Date.now() - first.at > KEPT_MS) return { kind: 'fresh' };
      if (first.endpoint !== endpoint) {
        return conflict(`Keys for idempotent requests can only be used for the same endpoint they were first used for ('${first.endpoint}' vs '${endpoint}'). Try using a key other than '${key}' if you meant to execute a different request.`);
      }
      if (first.params !== JSON.stringify(canonical(params))) {
        return conflict(`Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`);
      }
      return { kind: 'replay', answer: { status: first.status, body: first.body } };
    },
    save(key: string, endpoint: string, params: FormObject, answer: Answer): void {
      const executed = answer.status < 400 || answer.status === 402;
      if (executed) saved.set(key, { endpoint, params: JSON.stringify(canonical(params)), at: Date.now(), ...structuredClone(answer) });
    },
    reset(): void {
      saved = new Map();
    },
  };
}

export type IdempotencyKeys = ReturnType<typeof idempotencyKeys>;
