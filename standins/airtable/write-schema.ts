/**
 * Fields the site may write, per table, from the content contract. Real Airtable refuses any
 * other field with 422 UNKNOWN_FIELD_NAME and a value of the wrong type with
 * INVALID_VALUE_FOR_COLUMN; so does the stand-in.
 */
type FieldType = 'text' | 'number' | 'date' | 'dateTime';

const text = (...names: string[]) => Object.fromEntries(names.map((name) => [name, 'text' as const]));

export const WRITABLE_FIELDS: Readonly<Record<string, Readonly<Record<string, FieldType>>>> = {
  brochureRequests: { ...text('email', 'packageName', 'language', 'emailStatus'), createdAt: 'dateTime' },
  contactMessages: { ...text('name', 'email', 'message', 'language', 'emailStatus'), createdAt: 'dateTime' },
  deletionRequests: {
    ...text('name', 'email', 'reason', 'language', 'status', 'emailStatus', 'tokenHash'),
    createdAt: 'dateTime',
    completedAt: 'dateTime',
  },
  bookings: {
    ...text(
      'checkoutSessionId',
      'packageId',
      'packageName',
      'versionId',
      'steps',
      'currency',
      'couponCode',
      'customerEmail',
      'language',
      'status',
      'emailStatus',
      'departureId',
      'balanceStatus',
      'stripeCustomerId',
      'stripePaymentMethodId',
    ),
    quantity: 'number',
    total: 'number',
    deposit: 'number',
    balance: 'number',
    discountPercent: 'number',
    startDate: 'date',
    balanceDueDate: 'date',
    createdAt: 'dateTime',
  },
  coupons: { uses: 'number' },
};

export type FieldProblem = { type: 'UNKNOWN_FIELD_NAME' | 'INVALID_VALUE_FOR_COLUMN'; message: string };

export function checkFields(table: string, fields: Record<string, unknown>): FieldProblem | undefined {
  const schema = WRITABLE_FIELDS[table];
  for (const [name, value] of Object.entries(fields)) {
    const type = schema?.[name];
    if (!type) return { type: 'UNKNOWN_FIELD_NAME', message: `Unknown field name: "${name}"` };
    if (value === null || value === undefined) continue;
    const ok =
      type === 'number'
        ? typeof value === 'number' && Number.isFinite(value)
        : type === 'date'
          ? isCalendarDate(value)
          : type === 'dateTime'
            ? typeof value === 'string' && !Number.isNaN(Date.parse(value))
            : typeof value === 'string';
    if (!ok) return { type: 'INVALID_VALUE_FOR_COLUMN', message: `Field "${name}" cannot accept the provided value` };
  }
  return undefined;
}

/** A date field takes "YYYY-MM-DD" and only a day the calendar has. */
function isCalendarDate(value: unknown): boolean {
  if (typeof value !== 'string' || !/^\d{4}-\d\d-\d\d$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}
