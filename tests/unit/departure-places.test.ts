import { describe, expect, it } from 'vitest';
import { readAvailabilityAnswer } from '../../src/browser/api/availability.ts';
import { readCheckoutAnswer } from '../../src/browser/api/checkout-answer.ts';
import { firstBookable, placesOf } from '../../src/domain/departure-places.ts';
import { listedDepartures } from '../../src/islands/booking/departure-list.ts';
import type { Departure } from '../../src/schema/content.ts';

const departure = (id: string, startDate: string, fields: Partial<Departure> = {}): Departure => ({ id, startDate, seats: 15, price: null, status: 'open', ...fields });

const june = departure('recJune', '2027-06-20');
const july = departure('recJuly', '2027-07-04', { seats: 3 });
const august = departure('recAugust', '2027-08-01', { status: 'guaranteed', price: 1850 });
const september = departure('recSeptember', '2027-09-12', { status: 'closed' });

describe('the places a traveller is shown', () => {
  it('are the figures of the build until the live ones come: all seats, the operator’s status', () => {
    expect(placesOf(july, new Map())).toEqual({ seatsLeft: 3, availability: 'open' });
    expect(placesOf(august, new Map())).toEqual({ seatsLeft: 15, availability: 'guaranteed' });
    expect(placesOf(september, new Map())).toEqual({ seatsLeft: 15, availability: 'closed' });
    expect(placesOf(departure('recNoSeats', '2027-10-01', { seats: 0 }), new Map())).toEqual({ seatsLeft: 0, availability: 'full' });
  });

  it('are the live ones once known', () => {
    const live = new Map([['recJuly', { seatsLeft: 0, availability: 'full' as const }]]);
    expect(placesOf(july, live)).toEqual({ seatsLeft: 0, availability: 'full' });
    expect(placesOf(june, live)).toEqual({ seatsLeft: 15, availability: 'open' });
  });
});

describe('the next start', () => {
  it('is the first upcoming departure that can be booked', () => {
    const departures = [june, july, august, september];
    expect(firstBookable(departures, '2026-11-23', new Map())?.id).toBe('recJune');
    // June has started (it starts after today only until the day before), July is full: August.
    const julyFull = new Map([['recJuly', { seatsLeft: 0, availability: 'full' as const }]]);
    expect(firstBookable(departures, '2027-06-20', julyFull)?.id).toBe('recAugust');
  });

  it('is none when every date is full, closed or past', () => {
    const allGone = new Map([
      ['recJune', { seatsLeft: 0, availability: 'full' as const }],
      ['recAugust', { seatsLeft: 4, availability: 'closed' as const }],
    ]);
    expect(firstBookable([june, august, september], '2026-11-23', allGone)).toBeUndefined();
    expect(firstBookable([june], '2027-07-01', new Map())).toBeUndefined();
  });
});

describe('a long list of departures', () => {
  const dates = Array.from({ length: 12 }, (_, index) => ({ id: `rec${index + 1}` }));
  const ids = (list: readonly { id: string }[]) => list.map((item) => item.id);

  it('lists up to 8 dates at once', () => {
    expect(listedDepartures(dates.slice(0, 8), false, null)).toEqual({ shown: dates.slice(0, 8), collapsible: false });
  });

  it('shows the next 6 of more, and all of them on request', () => {
    expect(ids(listedDepartures(dates, false, null).shown)).toEqual(['rec1', 'rec2', 'rec3', 'rec4', 'rec5', 'rec6']);
    expect(listedDepartures(dates, false, null).collapsible).toBe(true);
    expect(listedDepartures(dates, true, null).shown).toHaveLength(12);
  });

  it('never hides the chosen date', () => {
    expect(listedDepartures(dates, false, 'rec6').shown).toHaveLength(6);
    expect(listedDepartures(dates, false, 'rec7')).toEqual({ shown: dates, collapsible: false });
  });
});

describe('the live places as the page reads them', () => {
  const answer = {
    packageId: 'recDolomites',
    departures: [
      { id: 'recJune', versionId: 'recClassic', startDate: '2027-06-20', endDate: '2027-06-26', seats: 15, seatsLeft: 4, status: 'open', price: null },
      { id: 'recJuly', versionId: 'recClassic', startDate: '2027-07-04', endDate: '2027-07-10', seats: 3, seatsLeft: 0, status: 'full', price: null },
      { id: 'recAugust', versionId: 'recClassic', startDate: '2027-08-01', endDate: '2027-08-07', seats: 15, seatsLeft: 15, status: 'guaranteed', price: 1850 },
    ],
  };

  it('takes each departure’s places left and status', () => {
    expect(readAvailabilityAnswer(200, answer)).toEqual(
      new Map([
        ['recJune', { seatsLeft: 4, availability: 'open' }],
        ['recJuly', { seatsLeft: 0, availability: 'full' }],
        ['recAugust', { seatsLeft: 15, availability: 'guaranteed' }],
      ]),
    );
  });

  it('leaves out a departure it cannot read, and reads nothing from an error or another shape', () => {
    const odd = { departures: [{ id: 'recA', seatsLeft: -1, status: 'open' }, { id: 'recB', seatsLeft: 2.5, status: 'open' }, { id: 'recC', seatsLeft: 2, status: 'sold out' }, null, 'recD'] };
    expect(readAvailabilityAnswer(200, odd)).toEqual(new Map());
    expect(readAvailabilityAnswer(404, { error: 'unknown_package', message: 'No such package.' })).toBeNull();
    expect(readAvailabilityAnswer(200, '<h1>Bad gateway</h1>')).toBeNull();
    expect(readAvailabilityAnswer(200, null)).toBeNull();
  });
});

describe('a checkout refused for its departure', () => {
  it('says how many places are left, from the answer’s figure or its message', () => {
    const base = 'https://altura.example/packages/x/';
    expect(readCheckoutAnswer(409, { error: 'departure_full', message: 'Only 2 places are left on this departure.' }, base)).toEqual({ error: 'departure_full', placesLeft: 2 });
    expect(readCheckoutAnswer(409, { error: 'departure_full', message: 'This departure is full.' }, base)).toEqual({ error: 'departure_full', placesLeft: 0 });
    expect(readCheckoutAnswer(409, { error: 'departure_full', seatsLeft: 1, message: 'Only 1 place is left.' }, base)).toEqual({ error: 'departure_full', placesLeft: 1 });
    expect(readCheckoutAnswer(409, { error: 'departure_closed', message: 'This departure is closed.' }, base)).toEqual({ error: 'departure_closed' });
  });
});
