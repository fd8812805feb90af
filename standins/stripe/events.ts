import { deliver, makeEvent, type Delivery, type EventObject, type StripeEvent } from './webhook.ts';

/** The API version of the stand-in's events: the one the SDK pins, as the site's account would be set to. */
export const DEFAULT_API_VERSION = '2026-10-28.endive';

/**
 * The events the stand-in has raised and where they went: each object's latest event (so that a
 * test can send it again) and every delivery to the site's webhook endpoint, in order.
 */
export interface EventLog {
  setEndpoint(url: string): void;
  /** Raises an event for the object as it is now, without sending it yet. */
  record(type: string, object: EventObject): StripeEvent;
  /** Sends an event to the endpoint; nothing is sent while no endpoint is known. */
  send(event: StripeEvent): Promise<Delivery | undefined>;
  /** The latest event raised for an object. */
  latest(objectId: string): StripeEvent | undefined;
  deliveries(): Delivery[];
  reset(): void;
}

export function eventLog(secret: string, endpoint: string | undefined): EventLog {
  let latest = new Map<string, StripeEvent>();
  let deliveries: Delivery[] = [];
  return {
    setEndpoint(url) {
      endpoint = url;
    },
    record(type, object) {
      const event = makeEvent(type, object, DEFAULT_API_VERSION);
      latest.set(object.id, event);
      return event;
    },
    async send(event) {
      if (!endpoint) return undefined;
      const delivery = await deliver(endpoint, event, secret);
      deliveries.push(delivery);
      return delivery;
    },
    latest: (objectId) => latest.get(objectId),
    deliveries: () => deliveries,
    reset() {
      latest = new Map();
      deliveries = [];
    },
  };
}
