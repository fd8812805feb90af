import { toLang } from '../../domain/languages.ts';
import type { BrochureRequest, ContactRequest, DeletionRequest } from '../../schema/api.ts';
import type { AirtableClient } from '../client.ts';
import { text, type RawRecord } from '../fields.ts';
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

/** A stored request read back: the row, and the request as the visitor sent it. */
export interface RequestRow<R> {
  row: StoredRequest;
  request: R;
}

const field = (record: RawRecord, key: string) => text(record.fields, key) ?? '';
const storedOf = (record: RawRecord): StoredRequest => ({ id: record.id, createdAt: text(record.fields, 'createdAt') ?? record.createdTime ?? '' });

/** Each table's rows read back as the requests they store, so that their emails can be written again. */
export const requestFromRow = {
  contactMessages: (record: RawRecord): RequestRow<ContactRequest> => ({
    row: storedOf(record),
    request: { name: field(record, 'name'), email: field(record, 'email'), message: field(record, 'message'), language: toLang(text(record.fields, 'language')) },
  }),
  brochureRequests: (record: RawRecord): RequestRow<BrochureRequest> => ({
    row: storedOf(record),
    request: { email: field(record, 'email'), packageName: field(record, 'packageName'), language: toLang(text(record.fields, 'language')) },
  }),
  deletionRequests: (record: RawRecord): RequestRow<DeletionRequest> => ({
    row: storedOf(record),
    request: { name: field(record, 'name'), email: field(record, 'email'), reason: field(record, 'reason'), language: toLang(text(record.fields, 'language')) },
  }),
} satisfies Record<RequestTable, (record: RawRecord) => RequestRow<unknown>>;

/** The table's rows whose emails did not all go out, oldest first. */
export async function requestsToMail(base: AirtableClient, table: RequestTable): Promise<RawRecord[]> {
  const records = await base.listRecords(tableName(table), { filterByFormula: "{emailStatus} = 'failed'" });
  return records.sort((a, b) => storedOf(a).createdAt.localeCompare(storedOf(b).createdAt));
}
