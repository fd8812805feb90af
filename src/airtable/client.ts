import { fetchWithRetry } from '../lib/retry.ts';

/**
 * A small client for Airtable's REST API, used by the build (content) and by the functions
 * (coupons, visitor requests, bookings). Plain fetch: the official `airtable` package is
 * unmaintained.
 */

export const AIRTABLE_API_URL = 'https://api.airtable.com';
/** Airtable answers at most 100 records per page. */
const PAGE_SIZE = 100;
/** Airtable deletes at most 10 records per call. */
const DELETE_BATCH = 10;

export type Fields = Record<string, unknown>;

export interface AirtableRecord<F extends Fields = Fields> {
  id: string;
  createdTime: string;
  fields: F;
}

export interface AirtableClientOptions {
  token: string;
  baseId: string;
  /** Base URL of the API; a local stand-in in development and tests. */
  endpointUrl?: string | undefined;
  /** Retries after a 429 (and, for reads, a 5xx or a network error). */
  retries?: number;
  /** First back-off delay; doubled on each retry unless the answer names a Retry-After. */
  retryDelayMs?: number;
  timeoutMs?: number;
  /**
   * Epoch ms by which every call must be over (a visitor is waiting): an attempt gets only the time
   * left, and no retry starts that could not end in time.
   */
  deadline?: number | undefined;
}

export class AirtableError extends Error {
  readonly table: string;
  readonly status: number | undefined;
  readonly type: string | undefined;

  constructor(table: string, reason: string, status?: number, type?: string) {
    super(`Airtable table "${table}": ${reason}`);
    this.name = 'AirtableError';
    this.table = table;
    this.status = status;
    this.type = type;
  }
}

interface ListPage {
  records: AirtableRecord[];
  offset?: string;
}

/** A string literal for `filterByFormula`, with quotes and backslashes escaped. */
export function formulaString(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

export function createAirtableClient(options: AirtableClientOptions) {
  const endpoint = (options.endpointUrl ?? AIRTABLE_API_URL).replace(/\/+$/, '');

  function tableUrl(table: string, recordId?: string): URL {
    const path = [options.baseId, table, recordId].filter(Boolean).map((part) => encodeURIComponent(part!));
    return new URL(`${endpoint}/v0/${path.join('/')}`);
  }

  async function request<T>(table: string, url: URL, init: { method: string; body?: unknown }): Promise<T> {
    const idempotent = init.method === 'GET';
    let response: Response;
    try {
      response = await fetchWithRetry(
        url,
        {
          method: init.method,
          headers: {
            Authorization: `Bearer ${options.token}`,
            ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
          },
          body: init.body === undefined ? null : JSON.stringify(init.body),
        },
        {
          retries: options.retries ?? 5,
          delayMs: options.retryDelayMs ?? 1000,
          timeoutMs: options.timeoutMs ?? 30_000,
          deadline: options.deadline,
          // A write may have landed before its answer was lost: only reads are tried again, except after a 429.
          retryStatus: (status) => status === 429 || (idempotent && status >= 500),
          retryNetworkErrors: idempotent,
        },
      );
    } catch (error) {
      throw new AirtableError(table, `request failed (${(error as Error).message})`);
    }
    if (!response.ok) {
      const { type, message } = await readError(response);
      throw new AirtableError(table, `${response.status} ${type ?? response.statusText}${message ? ` (${message})` : ''}`, response.status, type);
    }
    return (await response.json()) as T;
  }

  return {
    /** Every record of a table, following `offset` from page to page. */
    async listRecords<F extends Fields = Fields>(
      table: string,
      query: { filterByFormula?: string; maxRecords?: number } = {},
    ): Promise<AirtableRecord<F>[]> {
      const records: AirtableRecord<F>[] = [];
      let offset: string | undefined;
      do {
        const url = tableUrl(table);
        url.searchParams.set('pageSize', String(PAGE_SIZE));
        if (query.filterByFormula) url.searchParams.set('filterByFormula', query.filterByFormula);
        if (query.maxRecords) url.searchParams.set('maxRecords', String(query.maxRecords));
        if (offset) url.searchParams.set('offset', offset);
        const page = await request<ListPage>(table, url, { method: 'GET' });
        if (!Array.isArray(page.records)) throw new AirtableError(table, 'the answer has no records list');
        records.push(...(page.records as AirtableRecord<F>[]));
        offset = page.offset;
      } while (offset);
      return records;
    },

    async findFirst<F extends Fields = Fields>(table: string, filterByFormula: string): Promise<AirtableRecord<F> | undefined> {
      const [first] = await this.listRecords<F>(table, { filterByFormula, maxRecords: 1 });
      return first;
    },

    async createRecord<F extends Fields = Fields>(table: string, fields: F): Promise<AirtableRecord<F>> {
      const answer = await request<{ records: AirtableRecord<F>[] }>(table, tableUrl(table), {
        method: 'POST',
        body: { records: [{ fields }] },
      });
      const [record] = answer.records;
      if (!record) throw new AirtableError(table, 'the answer has no created record');
      return record;
    },

    async updateRecord<F extends Fields = Fields>(table: string, id: string, fields: Partial<F>): Promise<AirtableRecord<F>> {
      return request<AirtableRecord<F>>(table, tableUrl(table, id), { method: 'PATCH', body: { fields } });
    },

    /**
     * Deletes records, ten per call as Airtable allows. Not retried after a lost answer: the delete
     * may have landed, and deleting again would answer 404. The caller lists again and retries.
     */
    async deleteRecords(table: string, ids: readonly string[]): Promise<void> {
      for (let start = 0; start < ids.length; start += DELETE_BATCH) {
        const url = tableUrl(table);
        for (const id of ids.slice(start, start + DELETE_BATCH)) url.searchParams.append('records[]', id);
        await request<{ records: { id: string; deleted: boolean }[] }>(table, url, { method: 'DELETE' });
      }
    },

    /**
     * Airtable's upsert: creates the record unless one already has the same values in the
     * `mergeOn` fields, in which case that one is updated. Airtable decides atomically, so of
     * concurrent calls with the same values exactly one answers `created`.
     */
    async upsertRecord<F extends Fields = Fields>(
      table: string,
      fields: F,
      mergeOn: readonly (keyof F & string)[],
    ): Promise<{ record: AirtableRecord<F>; created: boolean }> {
      const answer = await request<{ records: AirtableRecord<F>[]; createdRecords?: string[] }>(table, tableUrl(table), {
        method: 'PATCH',
        body: { performUpsert: { fieldsToMergeOn: mergeOn }, records: [{ fields }] },
      });
      const [record] = answer.records;
      if (!record) throw new AirtableError(table, 'the answer has no upserted record');
      return { record, created: answer.createdRecords?.includes(record.id) ?? false };
    },
  };
}

export type AirtableClient = ReturnType<typeof createAirtableClient>;

async function readError(response: Response): Promise<{ type?: string; message?: string }> {
  try {
    const body = (await response.json()) as { error?: string | { type?: string; message?: string } };
    if (typeof body.error === 'string') return { type: body.error };
    return { type: body.error?.type, message: body.error?.message };
  } catch {
    return {};
  }
}
