import { describe, expect, it } from 'vitest';
import { FormulaError, parseFormula } from '../../standins/airtable/formula.ts';

/** Bookings as the erasure and the balance job find them; empty fields left out, as Airtable does. */
const bookings = [
  { id: 'recBookingDue0001', fields: { customerEmail: 'ana@example.com', balanceStatus: 'scheduled', balanceDueDate: '2027-05-01', balance: 1130.5, emailStatus: 'sent' } },
  { id: 'recBookingLater01', fields: { customerEmail: 'ana@example.com', balanceStatus: 'scheduled', balanceDueDate: '2027-05-02', balance: 980 } },
  { id: 'recBookingPaid001', fields: { customerEmail: "o'brien@example.com", balanceStatus: 'paid', balanceDueDate: '2027-04-20', balance: 0, emailStatus: 'failed' } },
  { id: 'recBookingNoDate1', fields: { customerEmail: 'ben@example.com', balanceStatus: 'none', emailStatus: 'failed' } },
];
/** 08:30 UTC on 1 May 2027: TODAY() is 1 May. */
const now = new Date('2027-05-01T08:30:00Z');
const matching = (formula: string) => bookings.filter((record) => parseFormula(formula).matches(record, now)).map((record) => record.id);

describe('filterByFormula in the Airtable stand-in', () => {
  it('finds rows by text field, with quotes escaped as the site escapes them', () => {
    expect(matching("{customerEmail} = 'ana@example.com'")).toEqual(['recBookingDue0001', 'recBookingLater01']);
    expect(matching("{customerEmail} = 'o\\'brien@example.com'")).toEqual(['recBookingPaid001']);
    expect(matching(`{customerEmail} = "ben@example.com"`)).toEqual(['recBookingNoDate1']);
    expect(matching("{emailStatus} = 'failed'")).toEqual(['recBookingPaid001', 'recBookingNoDate1']);
    expect(matching("{emailStatus} != 'sent'")).toEqual(['recBookingLater01', 'recBookingPaid001', 'recBookingNoDate1']);
  });

  it('treats a missing field as blank', () => {
    expect(matching("{emailStatus} = ''")).toEqual(['recBookingLater01']);
    expect(matching('{emailStatus} = BLANK()')).toEqual(['recBookingLater01']);
    expect(matching('NOT({balanceDueDate})')).toEqual(['recBookingNoDate1']);
  });

  it('combines conditions with AND, OR, NOT and IF', () => {
    expect(matching("AND({balanceStatus} = 'scheduled', {customerEmail} = 'ana@example.com', {balance} > 1000)")).toEqual(['recBookingDue0001']);
    expect(matching("OR({balanceStatus} = 'paid', {balanceStatus} = 'none')")).toEqual(['recBookingPaid001', 'recBookingNoDate1']);
    expect(matching("NOT({balanceStatus} = 'scheduled')")).toEqual(['recBookingPaid001', 'recBookingNoDate1']);
    expect(matching("IF({balance} >= 980, TRUE(), FALSE())")).toEqual(['recBookingDue0001', 'recBookingLater01']);
  });

  it('compares dates: the balances due today or earlier', () => {
    const due = ['recBookingDue0001', 'recBookingPaid001'];
    expect(matching('NOT(IS_AFTER({balanceDueDate}, TODAY()))')).toEqual(due);
    expect(matching("IS_BEFORE({balanceDueDate}, '2027-05-02')")).toEqual(due);
    expect(matching('{balanceDueDate} <= TODAY()')).toEqual(due);
    expect(matching("IS_BEFORE({balanceDueDate}, DATEADD(TODAY(), 1, 'days'))")).toEqual(due);
    expect(matching("AND({balanceStatus} = 'scheduled', NOT(IS_AFTER({balanceDueDate}, TODAY())))")).toEqual(['recBookingDue0001']);
    expect(matching("IS_SAME({balanceDueDate}, '2027-05-02', 'day')")).toEqual(['recBookingLater01']);
    expect(matching("IS_SAME({balanceDueDate}, TODAY(), 'month')")).toEqual(['recBookingDue0001', 'recBookingLater01']);
    expect(matching("DATETIME_DIFF({balanceDueDate}, TODAY(), 'days') = 1")).toEqual(['recBookingLater01']);
    expect(matching("DATESTR({balanceDueDate}) = '2027-04-20'")).toEqual(['recBookingPaid001']);
    // Blank dates make a date function an error, which lists nothing.
    expect(matching("IS_BEFORE({balanceDueDate}, '2099-01-01')")).not.toContain('recBookingNoDate1');
  });

  it('adds months and years on the calendar', () => {
    expect(matching("IS_SAME(DATEADD({balanceDueDate}, 1, 'month'), '2027-06-01', 'day')")).toEqual(['recBookingDue0001']);
    // 2 May 2027 to 1 May 2028 is not yet a whole year.
    expect(matching("DATETIME_DIFF('2028-05-01', {balanceDueDate}, 'years') = 1")).toEqual(['recBookingDue0001', 'recBookingPaid001']);
  });

  it('matches by record id, lower case and text functions', () => {
    expect(matching("RECORD_ID() = 'recBookingPaid001'")).toEqual(['recBookingPaid001']);
    expect(matching("LOWER('ANA@Example.com') = {customerEmail}")).toEqual(['recBookingDue0001', 'recBookingLater01']);
    expect(matching("FIND('@example', {customerEmail}) = 4")).toEqual(['recBookingDue0001', 'recBookingLater01', 'recBookingNoDate1']);
    expect(matching("{balanceStatus} & '-' & {emailStatus} = 'paid-failed'")).toEqual(['recBookingPaid001']);
  });

  it('names the fields a formula reads', () => {
    expect(parseFormula("AND({balanceStatus} = 'scheduled', IS_BEFORE(balanceDueDate, TODAY()))").fields).toEqual(['balanceStatus', 'balanceDueDate']);
  });

  it.each([
    ["{email} = 'x"],
    ["{email = 'x'"],
    ["AND({email} = 'x'"],
    ["{email} = 'x' extra"],
    ["NOSUCH({email})"],
    ["IS_BEFORE({email})"],
    [''],
  ])('refuses the invalid formula %j', (formula) => {
    expect(() => parseFormula(formula)).toThrow(FormulaError);
  });
});
