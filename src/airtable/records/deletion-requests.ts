import type { DeletionStatus } from '../../domain/erasure.ts';
import { toLang, type Lang } from '../../domain/languages.ts';
import { formulaString, type AirtableClient } from '../client.ts';
import { text, type RawRecord } from '../fields.ts';
import { tableName } from '../tables.ts';

/** A `deletionRequests` row as erasure reads it. */
export interface DeletionRequestRow {
  id: string;
  name: string;
  email: string;
  reason: string;
  language: Lang;
  /** As stored: one of the statuses, or whatever an operator typed. */
  status: string | undefined;
  createdAt: string | undefined;
}

function deletionRequestFromRecord(record: RawRecord): DeletionRequestRow {
  const { fields } = record;
  return {
    id: record.id,
    name: text(fields, 'name') ?? '',
    email: text(fields, 'email') ?? '',
    reason: text(fields, 'reason') ?? '',
    language: toLang(text(fields, 'language')),
    status: text(fields, 'status'),
    createdAt: text(fields, 'createdAt') ?? record.createdTime,
  };
}

/** The request whose confirmation link carries the token of this hash, if any. */
export async function findDeletionRequest(base: AirtableClient, tokenHash: string): Promise<DeletionRequestRow | undefined> {
  const record = await base.findFirst(tableName('deletionRequests'), `{tokenHash} = ${formulaString(tokenHash)}`);
  return record && deletionRequestFromRecord(record);
}

export async function deletionRequestById(base: AirtableClient, id: string): Promise<DeletionRequestRow | undefined> {
  const record = await base.findFirst(tableName('deletionRequests'), `RECORD_ID() = ${formulaString(id)}`);
  return record && deletionRequestFromRecord(record);
}

/** Every request in one of these statuses, oldest first. */
export async function deletionRequestsIn(base: AirtableClient, statuses: readonly DeletionStatus[]): Promise<DeletionRequestRow[]> {
  const formula = `OR(${statuses.map((status) => `{status} = ${formulaString(status)}`).join(', ')})`;
  const records = await base.listRecords(tableName('deletionRequests'), { filterByFormula: formula });
  return records.map(deletionRequestFromRecord).sort((a, b) => (a.createdAt ?? '').localeCompare(b.createdAt ?? ''));
}

/** The link was used: from now on the request is carried on until it is completed. */
export async function markConfirmed(base: AirtableClient, id: string): Promise<void> {
  await base.updateRecord(tableName('deletionRequests'), id, { status: 'confirmed' satisfies DeletionStatus });
}

export async function markWaiting(base: AirtableClient, id: string): Promise<void> {
  await base.updateRecord(tableName('deletionRequests'), id, { status: 'waiting' satisfies DeletionStatus });
}

/**
 * The request is done. The row stays as the record that the address was erased and when; the
 * name and reason the visitor typed go, as nothing needs them any more.
 */
export async function markCompleted(base: AirtableClient, id: string, completedAt: string): Promise<void> {
  await base.updateRecord(tableName('deletionRequests'), id, { status: 'completed' satisfies DeletionStatus, completedAt, name: '', reason: '' });
}

/** Whether every email about the request went out (the operator's notices of its outcome included). */
export async function markDeletionEmails(base: AirtableClient, id: string, emailStatus: 'sent' | 'failed'): Promise<void> {
  await base.updateRecord(tableName('deletionRequests'), id, { emailStatus });
}
