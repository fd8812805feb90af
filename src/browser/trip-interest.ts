import { MAX_TRIP_NAME, TRIP_PARAMETER } from '../domain/trip-interest.ts';
import { format } from '../i18n/format.ts';

/**
 * "Notify me" on a coming-soon trip leads here with the trip named (?trip=…): the contact form's
 * message starts as a request to hear when it opens, unless the visitor already typed one. It runs
 * before the form's island wakes, which then keeps the text as typed.
 */
export function prefillTripInterest(root: HTMLElement): void {
  const trip = new URLSearchParams(location.search).get(TRIP_PARAMETER)?.trim().slice(0, MAX_TRIP_NAME);
  const message = root.querySelector<HTMLTextAreaElement>('textarea[name="message"]');
  const template = root.dataset.tripInterest;
  if (!trip || !message || !template || message.value !== '') return;
  message.value = format(template, { trip });
}
