/**
 * The part of Airtable's formula language that `filterByFormula` needs here: field references,
 * text and number literals, the operators = != < <= > >= & + - * /, and the functions below.
 * A record is listed when the formula's value is truthy, as on Airtable: not 0, "", blank, false
 * or an error. Anything else is refused as Airtable refuses an invalid formula.
 *
 * The stand-in does not know field types. A date field holds "YYYY-MM-DD" text; compare dates
 * with IS_BEFORE/IS_AFTER/IS_SAME/DATETIME_DIFF (as on Airtable, where `{date} = '2027-05-01'`
 * compares a date with text), or with < and > against TODAY(), NOW() or DATEADD().
 */
export class FormulaError extends Error {}

type Value = string | number | boolean | Date | null | readonly Value[] | typeof ERROR;
interface Context {
  record: { id: string; createdTime?: string; fields: Record<string, unknown> };
  now: Date;
}
type Node = (context: Context) => Value;

/** Airtable's #ERROR!: a function given what it cannot use. It makes the formula falsy. */
const ERROR: unique symbol = Symbol('#ERROR!');

export interface Formula {
  /** The field names the formula reads, so that an unknown one can be refused. */
  readonly fields: readonly string[];
  matches(record: Context['record'], now?: Date): boolean;
}

const DAY_MS = 86_400_000;

function isBlank(value: Value): boolean {
  return value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

function truthy(value: Value): boolean {
  if (value === ERROR || isBlank(value) || value === false || value === 0) return false;
  return !(typeof value === 'number' && Number.isNaN(value));
}

function text(value: Value): string {
  if (value === null || value === ERROR) return '';
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(text).join(', ');
  if (typeof value === 'boolean') return value ? '1' : '0';
  return String(value);
}

function number(value: Value): number {
  if (value === null || value === '') return 0;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.getTime();
  return Number(text(value));
}

/** A date from a Date, or from text Airtable would read as one ("2027-05-01", ISO 8601). */
function date(value: Value): Date | undefined {
  if (value instanceof Date) return value;
  if (typeof value !== 'string' || !/^\d{4}-\d\d-\d\d/.test(value)) return undefined;
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? undefined : parsed;
}

const startOfDay = (moment: Date) => new Date(Math.floor(moment.getTime() / DAY_MS) * DAY_MS);

/** Airtable's unit specifiers, long and short, in milliseconds; months and years are calendar units. */
function unitOf(value: Value): 'ms' | 's' | 'm' | 'h' | 'd' | 'w' | 'M' | 'Q' | 'y' | undefined {
  const unit = text(value);
  const units = {
    ms: ['ms', 'millisecond', 'milliseconds'],
    s: ['s', 'second', 'seconds'],
    m: ['m', 'minute', 'minutes'],
    h: ['h', 'hour', 'hours'],
    d: ['d', 'day', 'days'],
    w: ['w', 'week', 'weeks'],
    M: ['M', 'month', 'months'],
    Q: ['Q', 'quarter', 'quarters'],
    y: ['y', 'year', 'years'],
  } as const;
  return (Object.keys(units) as (keyof typeof units)[]).find((key) => (units[key] as readonly string[]).includes(unit));
}
const FIXED_MS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: DAY_MS, w: 7 * DAY_MS } as const;
const MONTHS = { M: 1, Q: 3, y: 12 } as const;

function addTo(moment: Date, count: number, unit: NonNullable<ReturnType<typeof unitOf>>): Date {
  if (unit in FIXED_MS) return new Date(moment.getTime() + count * FIXED_MS[unit as keyof typeof FIXED_MS]);
  const shifted = new Date(moment);
  shifted.setUTCMonth(shifted.getUTCMonth() + count * MONTHS[unit as keyof typeof MONTHS]);
  return shifted;
}

function monthsBetween(later: Date, earlier: Date): number {
  const months = (later.getUTCFullYear() - earlier.getUTCFullYear()) * 12 + later.getUTCMonth() - earlier.getUTCMonth();
  // A month is only complete once the day of the month (and time) is reached again.
  const remainder = later.getTime() - addTo(earlier, months, 'M').getTime();
  return months - (months > 0 && remainder < 0 ? 1 : months < 0 && remainder > 0 ? -1 : 0);
}

function difference(first: Date, second: Date, unit: NonNullable<ReturnType<typeof unitOf>>): number {
  if (unit in FIXED_MS) return Math.trunc((first.getTime() - second.getTime()) / FIXED_MS[unit as keyof typeof FIXED_MS]);
  return Math.trunc(monthsBetween(first, second) / MONTHS[unit as keyof typeof MONTHS]);
}

/** Compares as Airtable does: dates as moments, numbers and checkboxes as numbers, the rest as text. */
function compare(left: Value, right: Value): number | undefined {
  if (left === ERROR || right === ERROR) return undefined;
  if (left instanceof Date || right instanceof Date) {
    const [a, b] = [date(left), date(right)];
    return a && b ? a.getTime() - b.getTime() : undefined;
  }
  const numeric = (value: Value) => typeof value === 'number' || typeof value === 'boolean';
  if (numeric(left) || numeric(right)) {
    const [a, b] = [number(left), number(right)];
    if (!Number.isNaN(a) && !Number.isNaN(b)) return a - b;
  }
  const [a, b] = [text(left), text(right)];
  return a === b ? 0 : a < b ? -1 : 1;
}

const COMPARISONS: Record<string, (order: number) => boolean> = {
  '=': (order) => order === 0,
  '!=': (order) => order !== 0,
  '<': (order) => order < 0,
  '<=': (order) => order <= 0,
  '>': (order) => order > 0,
  '>=': (order) => order >= 0,
};

function dateFunction(args: Value[], use: (...dates: Date[]) => Value, count = args.length): Value {
  const dates = args.slice(0, count).map(date);
  return dates.every((value) => value !== undefined) ? use(...(dates as Date[])) : ERROR;
}

/** name -> [fewest arguments, most arguments, the function] */
const FUNCTIONS: Record<string, [number, number, (args: Value[], context: Context) => Value]> = {
  AND: [1, Infinity, (args) => args.every(truthy)],
  OR: [1, Infinity, (args) => args.some(truthy)],
  NOT: [1, 1, ([value]) => !truthy(value!)],
  IF: [2, 3, ([condition, then, otherwise]) => (truthy(condition!) ? then! : (otherwise ?? null))],
  TRUE: [0, 0, () => true],
  FALSE: [0, 0, () => false],
  BLANK: [0, 0, () => null],
  RECORD_ID: [0, 0, (_, { record }) => record.id],
  CREATED_TIME: [0, 0, (_, { record }) => (record.createdTime ? new Date(record.createdTime) : null)],
  LOWER: [1, 1, ([value]) => text(value!).toLowerCase()],
  UPPER: [1, 1, ([value]) => text(value!).toUpperCase()],
  TRIM: [1, 1, ([value]) => text(value!).trim()],
  LEN: [1, 1, ([value]) => text(value!).length],
  FIND: [2, 3, ([needle, haystack, start]) => text(haystack!).indexOf(text(needle!), Math.max(0, number(start ?? 1) - 1)) + 1],
  TODAY: [0, 0, (_, { now }) => startOfDay(now)],
  NOW: [0, 0, (_, { now }) => now],
  IS_BEFORE: [2, 2, (args) => dateFunction(args, (a, b) => a!.getTime() < b!.getTime())],
  IS_AFTER: [2, 2, (args) => dateFunction(args, (a, b) => a!.getTime() > b!.getTime())],
  IS_SAME: [
    2,
    3,
    (args) => {
      const unit = args[2] === undefined ? 'ms' : unitOf(args[2]);
      if (!unit) return ERROR;
      return dateFunction(args, (a, b) => (unit === 'ms' ? a!.getTime() === b!.getTime() : sameStart(a!, b!, unit)), 2);
    },
  ],
  DATEADD: [
    3,
    3,
    ([moment, count, unitName]) => {
      const unit = unitOf(unitName!);
      const start = date(moment!);
      return unit && start && !Number.isNaN(number(count!)) ? addTo(start, number(count!), unit) : ERROR;
    },
  ],
  DATETIME_DIFF: [
    2,
    3,
    (args) => {
      const unit = args[2] === undefined ? 's' : (unitOf(args[2]) ?? 'ms');
      return dateFunction(args, (a, b) => difference(a!, b!, unit), 2);
    },
  ],
  DATESTR: [1, 1, (args) => dateFunction(args, (moment) => moment!.toISOString().slice(0, 10))],
};

/** IS_SAME(a, b, unit): in the same calendar day, week (from Sunday), month or year, not merely less than one apart. */
function sameStart(a: Date, b: Date, unit: NonNullable<ReturnType<typeof unitOf>>): boolean {
  const key = (moment: Date) => {
    const iso = moment.toISOString();
    if (unit === 'y') return iso.slice(0, 4);
    if (unit === 'M') return iso.slice(0, 7);
    if (unit === 'Q') return `${iso.slice(0, 4)}Q${Math.floor(moment.getUTCMonth() / 3)}`;
    if (unit === 'w') return String(Math.floor((moment.getTime() / DAY_MS + 4) / 7));
    if (unit === 'd') return iso.slice(0, 10);
    if (unit === 'h') return iso.slice(0, 13);
    if (unit === 'm') return iso.slice(0, 16);
    return iso.slice(0, 19);
  };
  return key(a) === key(b);
}

export function parseFormula(source: string): Formula {
  let pos = 0;
  const fields = new Set<string>();
  const skip = () => {
    while (/\s/.test(source[pos] ?? '')) pos++;
  };
  const fail = (what: string): never => {
    throw new FormulaError(`${what} at ${pos}`);
  };
  const take = (token: string) => {
    skip();
    if (!source.startsWith(token, pos)) return false;
    pos += token.length;
    return true;
  };

  const field = (name: string): Node => {
    fields.add(name);
    return ({ record }) => (record.fields[name] ?? null) as Value;
  };

  const primary = (): Node => {
    skip();
    const char = source[pos];
    if (char === '(') {
      pos++;
      const inner = expression();
      if (!take(')')) fail('expected ")"');
      return inner;
    }
    if (char === '{') {
      const end = source.indexOf('}', pos);
      if (end < 0) fail('unclosed field name');
      const name = source.slice(pos + 1, end);
      pos = end + 1;
      return field(name);
    }
    if (char === "'" || char === '"') {
      pos++;
      let literal = '';
      while (pos < source.length && source[pos] !== char) {
        if (source[pos] === '\\') pos++;
        literal += source[pos++] ?? '';
      }
      if (source[pos] !== char) fail('unclosed string');
      pos++;
      return () => literal;
    }
    const numeral = /^\d+(\.\d+)?/.exec(source.slice(pos));
    if (numeral) {
      pos += numeral[0].length;
      return () => Number(numeral[0]);
    }
    const name = /^[A-Z_][A-Z0-9_]*/i.exec(source.slice(pos))?.[0];
    if (!name) return fail(`unexpected "${char ?? 'end'}"`);
    if (!/^\s*\(/.test(source.slice(pos + name.length))) {
      // A one-word field name may go without braces.
      pos += name.length;
      return field(name);
    }
    const known = FUNCTIONS[name.toUpperCase()];
    if (!known) return fail(`unknown function ${name}()`);
    pos += name.length;
    take('(');
    const args: Node[] = [];
    if (!take(')')) {
      do args.push(expression());
      while (take(','));
      if (!take(')')) fail('expected ")"');
    }
    const [fewest, most, apply] = known;
    if (args.length < fewest || args.length > most) fail(`${name}() takes ${fewest === most ? fewest : `${fewest} or more`} arguments`);
    return (context) => {
      const values = args.map((arg) => arg(context));
      // An error in any argument is the function's result, as on Airtable.
      if (values.includes(ERROR)) return ERROR;
      return apply(values, context);
    };
  };

  const unary = (): Node => {
    if (take('-')) {
      const operand = unary();
      return (context) => -number(operand(context));
    }
    return primary();
  };

  const binary = (next: () => Node, operators: string[], combine: (operator: string, left: Value, right: Value) => Value) => (): Node => {
    let left = next();
    for (;;) {
      skip();
      const operator = operators.find((candidate) => source.startsWith(candidate, pos));
      if (!operator) return left;
      pos += operator.length;
      const [a, b] = [left, next()];
      left = (context) => {
        const x = a(context);
        const y = b(context);
        if (x === ERROR || y === ERROR) return ERROR;
        return combine(operator, x, y);
      };
    }
  };

  const product = binary(unary, ['*', '/'], (operator, left, right) =>
    operator === '*' ? number(left) * number(right) : number(right) === 0 ? ERROR : number(left) / number(right),
  );
  const sum = binary(product, ['+', '-'], (operator, left, right) => {
    // A date plus or minus a number of seconds, as Airtable does; otherwise arithmetic.
    if (left instanceof Date) return addTo(left, (operator === '+' ? 1 : -1) * number(right), 's');
    return operator === '+' ? number(left) + number(right) : number(left) - number(right);
  });
  const concatenation = binary(sum, ['&'], (_, left, right) => text(left) + text(right));
  const expression = binary(concatenation, ['!=', '<=', '>=', '=', '<', '>'], (operator, left, right) => {
    const order = compare(left, right);
    return order === undefined ? ERROR : COMPARISONS[operator]!(order);
  });

  const root = expression();
  skip();
  if (pos !== source.length) fail('unexpected text');
  return {
    fields: [...fields],
    matches: (record, now = new Date()) => truthy(root({ record, now })),
  };
}
