import type { PaymentFields } from '../../schema/api.ts';
import { fieldsOf } from './fields.ts';

/** The answer of /api/process-payment as read: any field may be missing or of another type. */
export interface PaymentReply {
  status: number;
  success?: unknown;
  error?: unknown;
  message?: unknown;
  data?: PaymentFields;
}

/** The success page's question: is this checkout session paid? */
export async function checkPayment(sessionId: string, signal: AbortSignal): Promise<PaymentReply> {
  const response = await fetch(`/api/process-payment?sessionId=${encodeURIComponent(sessionId)}`, { signal, headers: { Accept: 'application/json' } });
  return { ...fieldsOf(await response.json().catch(() => null)), status: response.status };
}
