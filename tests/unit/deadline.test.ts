import { describe, expect, it } from 'vitest';
import { beforeDeadline, DeadlineExceeded, waitAtMost } from '../../src/lib/deadline.ts';

/** A visitor waiting for an answer gets one in time, whatever the work behind it does. */
const after = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('beforeDeadline', () => {
  it('answers the work’s result when it ends in time', async () => {
    await expect(beforeDeadline(after(10, 'session'), Date.now() + 1_000, 'The session')).resolves.toBe('session');
  });

  it('gives up at the deadline, naming the work, not waiting for slow work', async () => {
    const started = Date.now();
    await expect(beforeDeadline(after(2_000, 'session'), started + 100, 'The session')).rejects.toThrow(new DeadlineExceeded('The session'));
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('passes on the work’s own failure', async () => {
    await expect(beforeDeadline(Promise.reject(new Error('Stripe is down')), Date.now() + 1_000, 'The session')).rejects.toThrow('Stripe is down');
  });
});

describe('waitAtMost', () => {
  it('says whether the work finished within the time given', async () => {
    expect(await waitAtMost(after(10, undefined), 1_000)).toBe(true);
    const started = Date.now();
    expect(await waitAtMost(after(2_000, undefined), 100)).toBe(false);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
