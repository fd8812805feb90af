import { fieldsOf } from './fields.ts';
import { postJson } from './post-json.ts';

/** What confirming a deletion ended in, as the confirmation page tells it. */
export type DeletionConfirmOutcome = 'completed' | 'waiting' | 'invalid' | 'expired' | 'inProgress' | 'rateLimited' | 'incomplete';

/**
 * Confirms a deletion with the emailed link's token. A fault, an outage or an answer of another
 * shape reads as `incomplete`: the same link may be used again.
 */
export async function confirmDeletion(token: string): Promise<DeletionConfirmOutcome> {
  try {
    const answer = await postJson('/api/confirm-deletion', { token });
    const { ok, status } = fieldsOf(answer.body);
    if (answer.status < 300 && ok === true && (status === 'completed' || status === 'waiting')) return status;
    if (answer.status === 410) return 'expired';
    if (answer.status === 409) return 'inProgress';
    if (answer.status === 429) return 'rateLimited';
    return answer.status === 400 ? 'invalid' : 'incomplete';
  } catch {
    return 'incomplete';
  }
}
