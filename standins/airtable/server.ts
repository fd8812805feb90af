import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { listen, readBody, readJson, sendJson, type RunningServer } from '../shared/http.ts';
import { renderBrochurePdf } from './brochure-pdf.ts';
import { FormulaError, parseFormula, type Formula } from './formula.ts';
import { loadSampleBase, type Base, type StandinRecord } from './sample-base.ts';
import { renderScene } from './scenery.ts';
import { WRITABLE_FIELDS, checkFields } from './write-schema.ts';
import { INJECTED_FAULT } from '../shared/injected-fault.ts';

/**
 * A local stand-in for Airtable's REST API, speaking its wire format: pages of at most 100
 * records joined by an opaque `offset`, empty fields left out, 429 when throttled, 403 for an
 * unknown table, 422 for an unknown field. It serves attachments the way Airtable's CDN does.
 * Tests steer it through /__standin/… (faults, throttling, reading what was written).
 */
export interface AirtableStandin extends RunningServer {
  token: string;
  baseId: string;
  env: Record<string, string>;
  /**
   * Answers whether the stand-in dropped an answer of this table on purpose (a `lost` fault) that
   * nobody has accounted for yet, and accounts for it: a dropped connection carries no message.
   */
  takeDroppedAnswer(table: string): boolean;
}

interface Fault {
  table: string | undefined;
  /** Only requests whose path (a record id), query values or body contain this text fail, so parallel tests are not hit. */
  match: string | undefined;
  status: number;
  remaining: number;
  /** The request is carried out, but its answer is lost: the connection drops instead. */
  lost: boolean;
}

const PAGE_MAX = 100;

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || value === false || (Array.isArray(value) && value.length === 0);
}

/** Airtable never returns an empty field. */
function withoutEmpty(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => !isEmpty(value)));
}

function recordId(): string {
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return `rec${Array.from(randomBytes(14), (byte) => chars[byte % chars.length]).join('')}`;
}

function airtableError(res: ServerResponse, status: number, type: string, message: string) {
  sendJson(res, status, { error: { type, message } });
}

export async function startAirtableStandin(
  options: { port?: number; base?: Base; token?: string; baseId?: string } = {},
): Promise<AirtableStandin> {
  const token = options.token ?? 'patStandinToken.local';
  const baseId = options.baseId ?? 'appStandinSample';
  // The tables the site writes to exist in the operator's base even while they are empty.
  const initial: Base = { ...Object.fromEntries(Object.keys(WRITABLE_FIELDS).map((table) => [table, []])), ...(options.base ?? loadSampleBase()) };
  let tables: Base = structuredClone(initial);
  let faults: Fault[] = [];
  let throttled = 0;
  const droppedAnswers = new Map<string, number>();
  const brokenAttachments = new Set<string>();
  const attachmentCache = new Map<string, Buffer>();

  const absolute = (origin: string, record: StandinRecord): StandinRecord => ({
    ...record,
    fields: Object.fromEntries(
      Object.entries(record.fields).map(([name, value]) => [name, absoluteUrls(origin, value)]),
    ),
  });

  const running = await listen(async (req, res, url) => {
    const origin = `http://${req.headers.host}`;
    const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);

    if (parts[0] === '__standin') return control(req.method ?? 'GET', parts.slice(1), await readJson(req), res);
    if (parts[0] === 'attachments') return attachment(parts[1] ?? '', parts[2] ?? '', res);
    if (parts[0] !== 'v0') return airtableError(res, 404, 'NOT_FOUND', 'Could not find what you are looking for');

    if (req.headers.authorization !== `Bearer ${token}`) {
      return airtableError(res, 401, 'AUTHENTICATION_REQUIRED', 'Authentication required');
    }
    const [, base, table, id] = parts;
    if (throttled > 0) {
      throttled--;
      return sendJson(res, 429, { errors: [{ error: 'RATE_LIMIT_REACHED', message: 'Rate limit exceeded. Please try again later' }] });
    }
    const raw = req.method === 'GET' ? '' : await readBody(req);
    const query = [...url.searchParams.values()].join('&');
    const fault = faults.find(
      (candidate) =>
        candidate.remaining !== 0 &&
        (!candidate.table || candidate.table === table) &&
        (!candidate.match || url.pathname.includes(candidate.match) || query.includes(candidate.match) || raw.includes(candidate.match)),
    );
    if (fault) {
      fault.remaining--;
      if (!fault.lost) return airtableError(res, fault.status, fault.status >= 500 ? 'SERVER_ERROR' : 'INVALID_REQUEST', INJECTED_FAULT);
      // Carried out below, but instead of its answer the connection drops.
      droppedAnswers.set(table ?? '', (droppedAnswers.get(table ?? '') ?? 0) + 1);
      res.end = (() => res.destroy()) as typeof res.end;
    }
    if (base !== baseId || !table || !(table in tables)) {
      return airtableError(
        res,
        403,
        'INVALID_PERMISSIONS_OR_MODEL_NOT_FOUND',
        'Invalid permissions, or the requested model was not found. Check that both your user and your token have the required permissions, and that the model names and/or ids are correct.',
      );
    }
    const records = tables[table]!;

    if (req.method === 'GET' && id) {
      const record = records.find((candidate) => candidate.id === id);
      return record ? sendJson(res, 200, absolute(origin, record)) : airtableError(res, 404, 'NOT_FOUND', 'Could not find what you are looking for');
    }
    if (req.method === 'GET') return list(url, table, records, origin, res);
    if (req.method === 'DELETE') return remove(records, id ? [id] : url.searchParams.getAll('records[]'), !id, res);

    const body = parseJson(raw) as
      | {
          fields?: Record<string, unknown>;
          records?: { id?: string; fields?: Record<string, unknown> }[];
          performUpsert?: { fieldsToMergeOn?: unknown };
        }
      | undefined;
    const items = body?.records ?? (body?.fields ? [{ id, fields: body.fields }] : undefined);
    if (!items || items.length === 0 || items.length > 10) {
      return airtableError(res, 422, 'INVALID_REQUEST_MISSING_FIELDS', 'Could not find field "records" in the request body');
    }
    for (const item of items) {
      const problem = checkFields(table, item.fields ?? {});
      if (problem) return airtableError(res, 422, problem.type, problem.message);
    }

    if (req.method === 'POST') {
      const created = items.map((item) => ({
        id: recordId(),
        createdTime: new Date().toISOString(),
        fields: withoutEmpty(item.fields ?? {}),
      }));
      records.push(...created);
      return sendJson(res, 200, { records: created });
    }
    if ((req.method === 'PATCH' || req.method === 'PUT') && body?.performUpsert && !id) {
      return upsert(records, items, body.performUpsert.fieldsToMergeOn, req.method === 'PUT', res);
    }
    if (req.method === 'PATCH') {
      const updated: StandinRecord[] = [];
      for (const item of items) {
        const record = records.find((candidate) => candidate.id === (item.id ?? id));
        if (!record) return airtableError(res, 404, 'NOT_FOUND', 'Could not find what you are looking for');
        record.fields = withoutEmpty({ ...record.fields, ...item.fields });
        updated.push(record);
      }
      return sendJson(res, 200, body?.records ? { records: updated } : updated[0]);
    }
    return airtableError(res, 404, 'NOT_FOUND', 'Could not find what you are looking for');
  }, options.port);

  /**
   * Airtable's upsert (PATCH or PUT on the table with `performUpsert`): a record with an id is
   * updated; one without is merged into the single record whose `fieldsToMergeOn` values equal its
   * own, or created when none does. Synchronous, so concurrent calls cannot both create.
   */
  function upsert(
    records: StandinRecord[],
    items: { id?: string; fields?: Record<string, unknown> }[],
    mergeOn: unknown,
    replace: boolean,
    res: ServerResponse,
  ) {
    if (!Array.isArray(mergeOn) || mergeOn.length < 1 || mergeOn.length > 3 || !mergeOn.every((name) => typeof name === 'string')) {
      return airtableError(res, 422, 'INVALID_REQUEST_UNKNOWN', 'performUpsert.fieldsToMergeOn must list one to three field names');
    }
    const keys = mergeOn as string[];
    const targets: (StandinRecord | undefined)[] = [];
    for (const item of items) {
      const fields = item.fields ?? {};
      if (item.id) {
        const record = records.find((candidate) => candidate.id === item.id);
        if (!record) return airtableError(res, 404, 'NOT_FOUND', 'Could not find what you are looking for');
        targets.push(record);
        continue;
      }
      const missing = keys.find((key) => isEmpty(fields[key]));
      if (missing) return airtableError(res, 422, 'INVALID_REQUEST_UNKNOWN', `Field "${missing}" used in fieldsToMergeOn must have a value`);
      const matches = records.filter((record) => keys.every((key) => String(record.fields[key] ?? '') === String(fields[key])));
      if (matches.length > 1) {
        return airtableError(res, 422, 'INVALID_REQUEST_UNKNOWN', 'Cannot update more than one record for an upsert with fieldsToMergeOn');
      }
      targets.push(matches[0]);
    }
    const createdRecords: string[] = [];
    const updatedRecords: string[] = [];
    const answer = items.map((item, index) => {
      const target = targets[index];
      if (target) {
        target.fields = withoutEmpty(replace ? { ...item.fields } : { ...target.fields, ...item.fields });
        updatedRecords.push(target.id);
        return target;
      }
      const created = { id: recordId(), createdTime: new Date().toISOString(), fields: withoutEmpty(item.fields ?? {}) };
      records.push(created);
      createdRecords.push(created.id);
      return created;
    });
    return sendJson(res, 200, { records: answer, createdRecords, updatedRecords });
  }

  /**
   * Airtable's delete: one record by its path, answered `{ id, deleted: true }`, or up to ten
   * named by `records[]` in the query, answered `{ records: [...] }`. Nothing is deleted unless
   * every record exists.
   */
  function remove(records: StandinRecord[], ids: string[], batch: boolean, res: ServerResponse) {
    if (ids.length === 0 || ids.length > 10 || !ids.every((candidate) => /^rec[A-Za-z0-9]+$/.test(candidate))) {
      return airtableError(res, 422, 'INVALID_RECORDS', 'You must provide an array of up to 10 record IDs.');
    }
    if (!ids.every((candidate) => records.some((record) => record.id === candidate))) {
      return airtableError(res, 404, 'NOT_FOUND', 'Could not find what you are looking for');
    }
    const gone = new Set(ids);
    records.splice(0, records.length, ...records.filter((record) => !gone.has(record.id)));
    const answers = ids.map((deleted) => ({ id: deleted, deleted: true }));
    return sendJson(res, 200, batch ? { records: answers } : answers[0]);
  }

  function list(url: URL, table: string, all: StandinRecord[], origin: string, res: ServerResponse) {
    let records = all;
    const source = url.searchParams.get('filterByFormula');
    if (source) {
      let formula: Formula;
      try {
        formula = parseFormula(source);
      } catch (error) {
        if (error instanceof FormulaError) {
          return airtableError(res, 422, 'INVALID_FILTER_BY_FORMULA', `The formula for filtering records is invalid: ${error.message}`);
        }
        throw error;
      }
      // The table's fields: those the site writes, and any a record holds.
      const known = new Set([...Object.keys(WRITABLE_FIELDS[table] ?? {}), ...all.flatMap((record) => Object.keys(record.fields))]);
      const unknown = formula.fields.filter((name) => !known.has(name));
      if (unknown.length > 0) {
        return airtableError(res, 422, 'INVALID_FILTER_BY_FORMULA', `The formula for filtering records is invalid: Unknown field names: ${unknown.join(', ')}`);
      }
      const now = new Date();
      records = records.filter((record) => formula.matches(record, now));
    }
    const maxRecords = Number(url.searchParams.get('maxRecords') ?? 0);
    if (maxRecords > 0) records = records.slice(0, maxRecords);
    const pageSize = Math.min(Number(url.searchParams.get('pageSize') ?? PAGE_MAX) || PAGE_MAX, PAGE_MAX);

    let start = 0;
    const offset = url.searchParams.get('offset');
    if (offset) {
      const next = offset.split('/')[1];
      start = records.findIndex((record) => record.id === next);
      if (start < 0) return airtableError(res, 422, 'LIST_RECORDS_ITERATOR_NOT_AVAILABLE', 'The iterator is not available');
    }
    const page = records.slice(start, start + pageSize);
    const following = records[start + pageSize];
    return sendJson(res, 200, {
      records: page.map((record) => absolute(origin, record)),
      ...(following ? { offset: `itr${randomBytes(6).toString('hex')}/${following.id}` } : {}),
    });
  }

  async function attachment(id: string, filename: string, res: ServerResponse) {
    if (brokenAttachments.has(id) || !/^[\w-]+$/.test(id)) return airtableError(res, 404, 'NOT_FOUND', 'Attachment not found');
    const pdf = filename.toLowerCase().endsWith('.pdf');
    let bytes = attachmentCache.get(id);
    if (!bytes) {
      bytes = pdf ? renderBrochurePdf(id) : await renderScene(id);
      attachmentCache.set(id, bytes);
    }
    res.writeHead(200, { 'Content-Type': pdf ? 'application/pdf' : 'image/jpeg', 'Content-Length': bytes.length });
    res.end(bytes);
  }

  function control(method: string, path: string[], body: unknown, res: ServerResponse) {
    const input = (body ?? {}) as { table?: string; match?: string; status?: number; times?: number; lost?: boolean; records?: StandinRecord[]; id?: string };
    const [action, name] = path;
    if (method === 'GET' && action === 'tables' && name) return sendJson(res, 200, { records: tables[name] ?? [] });
    if (method === 'PUT' && action === 'tables' && name) {
      tables[name] = input.records ?? [];
      return sendJson(res, 200, { ok: true });
    }
    if (method === 'POST' && action === 'tables' && name) {
      const added = (input.records ?? []).map((record) => ({
        id: record.id ?? recordId(),
        createdTime: record.createdTime ?? new Date().toISOString(),
        fields: withoutEmpty(record.fields ?? {}),
      }));
      (tables[name] ??= []).push(...added);
      return sendJson(res, 200, { records: added });
    }
    if (method === 'POST' && action === 'fault') {
      faults.push({ table: input.table, match: input.match, status: input.status ?? 500, remaining: input.times ?? -1, lost: input.lost ?? false });
      return sendJson(res, 200, { ok: true });
    }
    if (method === 'POST' && action === 'throttle') {
      throttled = input.times ?? 1;
      return sendJson(res, 200, { ok: true });
    }
    if (method === 'POST' && action === 'break-attachment' && input.id) {
      brokenAttachments.add(input.id);
      return sendJson(res, 200, { ok: true });
    }
    if (method === 'POST' && action === 'heal' && input.match) {
      // Only that test's faults go: parallel tests keep theirs.
      faults = faults.filter((fault) => fault.match !== input.match);
      return sendJson(res, 200, { ok: true });
    }
    if (method === 'POST' && action === 'heal') {
      faults = [];
      throttled = 0;
      brokenAttachments.clear();
      return sendJson(res, 200, { ok: true });
    }
    if (method === 'POST' && action === 'reset') {
      tables = structuredClone(initial);
      faults = [];
      throttled = 0;
      brokenAttachments.clear();
      return sendJson(res, 200, { ok: true });
    }
    return sendJson(res, 404, { error: 'unknown control' });
  }

  return {
    ...running,
    token,
    baseId,
    env: { AIRTABLE_TOKEN: token, AIRTABLE_BASE_ID: baseId, AIRTABLE_ENDPOINT_URL: running.url },
    takeDroppedAnswer: (table) => {
      const count = droppedAnswers.get(table) ?? 0;
      if (count > 0) droppedAnswers.set(table, count - 1);
      return count > 0;
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return text === '' ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Sample attachments name a path on the stand-in; Airtable answers absolute URLs. */
function absoluteUrls(origin: string, value: unknown): unknown {
  if (typeof value === 'string' && value.startsWith('/attachments/')) return `${origin}${value}`;
  if (!Array.isArray(value)) return value;
  return value.map((item) =>
    typeof item === 'object' && item !== null && typeof (item as { url?: unknown }).url === 'string'
      ? { ...item, url: absoluteUrls(origin, (item as { url: string }).url) }
      : item,
  );
}
