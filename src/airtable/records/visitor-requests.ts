import type { BrochureRequest, ContactRequest, DeletionRequest } from '../../schema/api.ts';
import type { AirtableClient } from '../client.ts';
import { tableName } from '../tables.ts';

/** The rows of the content contract's request tables, each request's own fields. */
export const requestRows = {
  contactMessages: ({ name, email, message, language }: ContactRequest) => ({ name, email, message, language }),
  brochureRequests: ({ email, packageName, language }: BrochureRequest) => ({ email, packageName, language }),
  deletionRequests: ({ name, email, reason, language }: DeletionRequest) => ({ name, email, reason, language, status: 'received' }),
};

export type RequestTable = keyof typeof requestRows;

export interface StoredRequest {
  /** The row's record id. */
  id: string;
  createdAt: string;
}

/**
 * Stores a request as a row whose emailStatus says "failed" until every email about it is
 * confirmed sent, so a crash in between never hides a notice that did not go out.
 */
export async function storeRequest(base: AirtableClient, table: RequestTable, fields: Readonly<Record<string, string>>): Promise<StoredRequest> {
  const createdAt = new Date().toISOString();
  const { id } = await base.createRecord(tableName(table), { ...fields, createdAt, emailStatus: 'failed' });
  return { id, createdAt };
}

/** Every email about the request went out. */
export async function markRequestEmailed(base: AirtableClient, table: RequestTable, id: string): Promise<void> {
  await base.updateRecord(tableName(table), id, { emailStatus: 'sent' });
}
