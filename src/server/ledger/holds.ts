import type { Store } from '@netlify/blobs';
import { useTranslations } from '../../i18n/index.ts';
import { HttpError } from '../http.ts';
import { compareAndSwap } from './compare-and-swap.ts';
import { bindUse, couponLedgerSchema, holdUse, releaseUse } from './coupon-ledger.ts';
import { bindPlaces, departureLedgerSchema, holdPlaces, releasePlaces, type PlacesRefusal } from './departure-ledger.ts';
import { couponKey, departureKey } from './keys.ts';

/**
 * What a checkout holds while its session is open: places on its departure, one use of its promo
 * code, both under one hold id.
 */
export interface Holds {
  holdId: string;
  /** Epoch ms. */
  expiresAt: number;
  departure?: { id: string; seats: number; closed: boolean; quantity: number } | undefined;
  coupon?: { id: string; uses: number; maxUses: number | undefined; readAt: number } | undefined;
}

/** Which holds to give back or bind: those a session's metadata names. */
export type HoldRefs = Pick<Holds, 'holdId'> & { departureId?: string | undefined; couponId?: string | undefined };

export const refsOf = (holds: Holds): HoldRefs => ({ holdId: holds.holdId, departureId: holds.departure?.id, couponId: holds.coupon?.id });

const refusedPlaces = (refusal: PlacesRefusal): HttpError =>
  refusal.refused === 'departure_closed'
    ? new HttpError(409, 'departure_closed', 'This departure is closed for booking.')
    : new HttpError(
        409,
        'departure_full',
        refusal.placesLeft === 0
          ? 'This departure is full.'
          : `Only ${refusal.placesLeft} ${refusal.placesLeft === 1 ? 'place is' : 'places are'} left on this departure.`,
      );

/**
 * Takes the places, then the use: a 409 that says why when either is gone, and then nothing stays
 * held. Places first, as a full departure should be said before a used-up code.
 */
export async function takeHolds(store: Store, holds: Holds, now: number, deadline: number): Promise<void> {
  const { departure, coupon } = holds;
  if (departure) {
    const refusal = await compareAndSwap(
      store,
      departureKey(departure.id),
      departureLedgerSchema,
      (current) => holdPlaces(current, { holdId: holds.holdId, quantity: departure.quantity, expiresAt: holds.expiresAt, seats: departure.seats, closed: departure.closed }, now),
      deadline,
    );
    if (refusal) throw refusedPlaces(refusal);
  }
  if (coupon) {
    const refused = await compareAndSwap(
      store,
      couponKey(coupon.id),
      couponLedgerSchema,
      (current) => holdUse(current, { holdId: holds.holdId, expiresAt: holds.expiresAt, uses: coupon.uses, maxUses: coupon.maxUses, readAt: coupon.readAt }, now),
      deadline,
    );
    if (refused) {
      await releaseHolds(store, { holdId: holds.holdId, departureId: departure?.id }, undefined, deadline);
      throw new HttpError(409, 'code_max_uses', useTranslations('en').packageDetail.promo.errors.code_max_uses);
    }
  }
}

/** Names the session the holds are for. */
export async function bindHolds(store: Store, holds: Holds, sessionId: string, deadline: number): Promise<void> {
  const { holdId, departureId, couponId } = refsOf(holds);
  await Promise.all([
    departureId && compareAndSwap(store, departureKey(departureId), departureLedgerSchema, (current) => bindPlaces(current, holdId, sessionId), deadline),
    couponId && compareAndSwap(store, couponKey(couponId), couponLedgerSchema, (current) => bindUse(current, holdId, sessionId), deadline),
  ]);
}

/** Gives the places and the use back; with a session named, only holds not bound to another one. */
export async function releaseHolds(store: Store, refs: HoldRefs, sessionId: string | undefined, deadline: number): Promise<void> {
  const { holdId, departureId, couponId } = refs;
  await Promise.all([
    departureId && compareAndSwap(store, departureKey(departureId), departureLedgerSchema, (current) => releasePlaces(current, holdId, sessionId), deadline),
    couponId && compareAndSwap(store, couponKey(couponId), couponLedgerSchema, (current) => releaseUse(current, holdId, sessionId), deadline),
  ]);
}
