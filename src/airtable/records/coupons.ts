import type { Coupon } from '../../schema/coupon.ts';
import { formulaString, type AirtableClient } from '../client.ts';
import { day, links, number, text, type RawRecord } from '../fields.ts';
import { tableName } from '../tables.ts';

/** A `coupons` record as the coupon rules read it: a missing use count is 0, a missing date no limit. */
export function couponFromRecord(record: RawRecord): Coupon {
  const { fields } = record;
  return {
    id: record.id,
    code: text(fields, 'coupon_code') ?? '',
    discountPercent: number(fields, 'discount_percent'),
    validFrom: day(fields, 'validity_date_start'),
    validUntil: day(fields, 'validity_date_end'),
    packageIds: links(fields, 'supported_packages'),
    uses: number(fields, 'uses') ?? 0,
    maxUses: number(fields, 'max_uses'),
  };
}

/** The coupon with exactly this code (upper case, as the base keeps codes), if any. */
export async function findCoupon(base: AirtableClient, code: string): Promise<Coupon | undefined> {
  const record = await base.findFirst(tableName('coupons'), `{coupon_code} = ${formulaString(code)}`);
  return record && couponFromRecord(record);
}

/**
 * One more use of a coupon. Read-modify-write: Airtable has no atomic increment, so two bookings
 * with the same code followed up at the same instant can count one use instead of two (and
 * checkout can sell past max_uses the same way). Rare for a small operator; the operator's notice
 * says when counting failed.
 */
export async function countCouponUse(base: AirtableClient, couponId: string): Promise<void> {
  const table = tableName('coupons');
  const record = await base.findFirst(table, `RECORD_ID() = ${formulaString(couponId)}`);
  if (!record) throw new Error(`Coupon ${couponId} of a paid booking no longer exists`);
  await base.updateRecord(table, record.id, { uses: couponFromRecord(record).uses + 1 });
}
