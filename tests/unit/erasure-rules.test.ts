import { describe, expect, it } from 'vitest';
import { holdsErasure, linkUse } from '../../src/domain/erasure.ts';
import { deletionConfirmation } from '../../src/server/emails/deletion-confirmation.ts';
import { operator } from '../../src/server/env.ts';
import { confirmationLink, hashOfToken, newDeletionToken } from '../../src/server/erasure/token.ts';

const HOUR = 3_600_000;
const created = '2026-05-04T09:30:00.000Z';
const at = (hours: number) => Date.parse(created) + hours * HOUR;

describe('a deletion link', () => {
  it('confirms a received request for 7 days (168 hours) from the request, then has expired', () => {
    expect(linkUse('received', created, at(0))).toBe('confirm');
    expect(linkUse('received', created, at(168))).toBe('confirm');
    expect(linkUse('received', created, at(168) + 1)).toBe('expired');
    expect(linkUse('received', undefined, at(1))).toBe('expired');
  });

  it('carries on a confirmed request whatever its age, and is used once the request waits or is completed', () => {
    expect(linkUse('confirmed', created, at(24 * 30))).toBe('continue');
    expect(linkUse('waiting', created, at(1))).toBe('used');
    expect(linkUse('completed', created, at(1))).toBe('used');
    expect(linkUse('done by hand', created, at(1))).toBe('used');
    expect(linkUse(undefined, created, at(1))).toBe('used');
  });

  it('is 32 random bytes in base64url, stored only as its SHA-256', () => {
    const { token, tokenHash } = newDeletionToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newDeletionToken().token).not.toBe(token);
    expect(tokenHash).toBe(hashOfToken(token));
    // SHA-256 of "abc", as published in FIPS 180-2.
    expect(hashOfToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('opens the confirmation page of the visitor’s language on the site’s origin', () => {
    expect(confirmationLink('https://altura.example', 'en', 'T0K3N')).toBe('https://altura.example/delete-account/confirm/?token=T0K3N');
    expect(confirmationLink('https://altura.example', 'de', 'T0K3N')).toBe('https://altura.example/de/delete-account/confirm/?token=T0K3N');
  });

  it('is emailed with fixed text only, in the visitor’s language', () => {
    const email = deletionConfirmation({ email: 'ann@example.com', language: 'fr' }, 'https://altura.example/fr/delete-account/confirm/?token=T0K3N', operator({}));
    expect(email).toMatchObject({ to: 'ann@example.com', subject: 'Confirmez la suppression de vos données', tag: 'deletion-confirmation' });
    expect(email.text).toContain('\nhttps://altura.example/fr/delete-account/confirm/?token=T0K3N\n');
    expect(email.text).toContain('pendant 7 jours');
  });
});

describe('a booking', () => {
  it('holds the erasure of its address while its balance is still to be collected', () => {
    expect(holdsErasure({ status: 'deposit paid', balanceStatus: 'scheduled' })).toBe(true);
    expect(holdsErasure({ status: 'deposit paid', balanceStatus: 'action needed' })).toBe(true);
  });

  it('holds nothing once its balance is paid, when it had none, or once it is cancelled', () => {
    expect(holdsErasure({ status: 'deposit paid', balanceStatus: 'paid' })).toBe(false);
    expect(holdsErasure({ status: 'paid in full', balanceStatus: 'none' })).toBe(false);
    expect(holdsErasure({ status: 'deposit paid', balanceStatus: undefined })).toBe(false);
    expect(holdsErasure({ status: 'cancelled', balanceStatus: 'scheduled' })).toBe(false);
  });
});
