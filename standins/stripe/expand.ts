import { customerView } from './customers.ts';
import type { Account } from './store.ts';
import { invalid } from './wire.ts';

/**
 * Stripe's `expand[]`: a field holding an object's id is replaced by the object itself, along a
 * dotted path (`payment_intent.payment_method`; `data.payment_method` in a list). A field that
 * holds no expandable id is refused, as Stripe refuses it.
 */
function resolve(account: Account, id: string): unknown {
  const { store } = account;
  const stored = store.customers.get(id);
  if (stored) return customerView(stored);
  return store.paymentIntents.get(id)?.paymentIntent ?? store.paymentMethods.get(id)?.paymentMethod ?? store.sessions.get(id)?.session;
}

type Node = Record<string, unknown>;

class NotExpandable extends Error {}

function walk(account: Account, node: unknown, parts: string[], path: string): unknown {
  if (Array.isArray(node)) return node.map((item) => walk(account, item, parts, path));
  if (parts.length === 0 || node === null || typeof node !== 'object') return node;
  const [field, ...rest] = parts as [string, ...string[]];
  const value = (node as Node)[field];
  if (value === null) return node;
  const resolved = typeof value === 'string' ? resolve(account, value) : value;
  if (resolved === undefined || typeof resolved !== 'object') throw new NotExpandable(`This property cannot be expanded (${path}).`);
  return { ...(node as Node), [field]: walk(account, structuredClone(resolved), rest, path) };
}

export function expand(account: Account, body: unknown, paths: string[]): unknown {
  try {
    return paths.reduce((expanded, path) => walk(account, expanded, path.split('.'), path), body);
  } catch (error) {
    if (!(error instanceof NotExpandable)) throw error;
    return invalid(error.message);
  }
}
