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

/** A coupon's `uses` as Airtable has it now. */
export async function couponUses(base: AirtableClient, couponId: string): Promise<number> {
  const record = await base.findFirst(tableName('coupons'), `RECORD_ID() = ${formulaString(couponId)}`);
  if (!record) throw new Error(`Coupon ${couponId} of a paid booking no longer exists`);
  return couponFromRecord(record).uses;
}

/**
 * Sets a coupon's `uses`. Airtable has no atomic increment: the ledger (src/server/ledger) decides
 * the figure, one count at a time, and this only writes it.
 */
export async function setCouponUses(base: AirtableClient, couponId: string, uses: number): Promise<void> {
  await base.updateRecord(tableName('coupons'), couponId, { uses });
}
