/**
 * The part of Airtable's formula language the site uses in `filterByFormula`: field equality
 * (`{field} = 'value'`), RECORD_ID(), AND() and OR(). Anything else is refused as Airtable
 * refuses an invalid formula.
 */
export type Predicate = (record: { id: string; fields: Record<string, unknown> }) => boolean;

export class FormulaError extends Error {}

export function parseFormula(source: string): Predicate {
  let pos = 0;
  const skip = () => {
    while (/\s/.test(source[pos] ?? '')) pos++;
  };
  const expect = (char: string) => {
    skip();
    if (source[pos] !== char) throw new FormulaError(`expected "${char}" at ${pos}`);
    pos++;
  };

  const value = (): ((record: Parameters<Predicate>[0]) => unknown) => {
    skip();
    const char = source[pos];
    if (char === '{') {
      const end = source.indexOf('}', pos);
      if (end < 0) throw new FormulaError('unclosed field name');
      const name = source.slice(pos + 1, end);
      pos = end + 1;
      return (record) => record.fields[name] ?? '';
    }
    if (char === "'" || char === '"') {
      pos++;
      let text = '';
      while (pos < source.length && source[pos] !== char) {
        if (source[pos] === '\\') pos++;
        text += source[pos++] ?? '';
      }
      if (source[pos] !== char) throw new FormulaError('unclosed string');
      pos++;
      return () => text;
    }
    if (/\d/.test(char ?? '')) {
      const match = /^\d+(\.\d+)?/.exec(source.slice(pos))!;
      pos += match[0].length;
      return () => Number(match[0]);
    }
    if (source.startsWith('RECORD_ID()', pos)) {
      pos += 'RECORD_ID()'.length;
      return (record) => record.id;
    }
    throw new FormulaError(`unexpected "${char ?? 'end'}" at ${pos}`);
  };

  const expression = (): Predicate => {
    skip();
    for (const fn of ['AND', 'OR'] as const) {
      if (source.startsWith(`${fn}(`, pos)) {
        pos += fn.length + 1;
        const parts = [expression()];
        skip();
        while (source[pos] === ',') {
          pos++;
          parts.push(expression());
          skip();
        }
        expect(')');
        return fn === 'AND' ? (r) => parts.every((p) => p(r)) : (r) => parts.some((p) => p(r));
      }
    }
    const left = value();
    expect('=');
    const right = value();
    return (record) => String(left(record)) === String(right(record));
  };

  const predicate = expression();
  skip();
  if (pos !== source.length) throw new FormulaError(`unexpected text at ${pos}`);
  return predicate;
}
