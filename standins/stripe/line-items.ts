import type { FormValue } from './form.ts';
import { integer, MINIMUM_AMOUNT, object, text } from './params.ts';
import { invalid, missing, type StripeErrorBody } from './wire.ts';

/** A Checkout line item with inline `price_data`, as this site sends them. */
export interface LineItem {
  name: string;
  description: string | undefined;
  currency: string;
  unitAmount: number;
  quantity: number;
}

export function lineItem(value: FormValue, index: number): LineItem | StripeErrorBody {
  const param = `line_items[${index}]`;
  const item = object(value);
  if (!item) return invalid(`Invalid object`, param);
  const quantity = integer(text(item.quantity));
  if (!quantity || quantity < 1) return invalid('Quantity must be a positive integer.', `${param}[quantity]`);
  const priceData = object(item.price_data);
  if (!priceData) return missing(`${param}[price_data]`);
  const currency = text(priceData.currency);
  if (!currency) return missing(`${param}[price_data][currency]`);
  if (!(currency in MINIMUM_AMOUNT)) return invalid(`Invalid currency: ${currency}.`, `${param}[price_data][currency]`);
  const unitAmount = integer(text(priceData.unit_amount));
  if (unitAmount === undefined) return invalid('Invalid integer', `${param}[price_data][unit_amount]`);
  const product = object(priceData.product_data);
  const name = text(product?.name);
  if (!name) return missing(`${param}[price_data][product_data][name]`);
  const description = text(product?.description);
  if (description === '') return invalid('You passed an empty string for description. We assume empty values are an attempt to unset a parameter; however description cannot be unset.', `${param}[price_data][product_data][description]`);
  return { name, description, currency, unitAmount, quantity };
}
