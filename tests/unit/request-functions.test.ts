import { describe, expect, it } from 'vitest';
import * as brochure from '../../netlify/functions/addBrochureRecord.ts';
import * as confirmDeletion from '../../netlify/functions/confirm-deletion.ts';
import * as contact from '../../netlify/functions/contact.ts';
import * as deletion from '../../netlify/functions/delete-account.ts';

/** Netlify enforces these on deploy; its local emulation does not, so they are checked here. */
describe('visitor request functions', () => {
  it.each([
    ['contact', contact, '/api/contact'],
    ['brochure', brochure, '/api/addBrochureRecord'],
    ['deletion', deletion, '/api/delete-account'],
    ['deletion confirmation', confirmDeletion, '/api/confirm-deletion'],
  ])('%s answers at its /api path, rate-limited per visitor', (_, module, path) => {
    expect([module.config.path].flat()).toContain(path);
    expect(module.config.rateLimit).toMatchObject({ aggregateBy: expect.arrayContaining(['ip']) });
    expect(module.config.rateLimit!.windowLimit).toBeLessThanOrEqual(10);
    expect(module.config.rateLimit!.windowSize).toBeLessThanOrEqual(60);
    expect(typeof module.default).toBe('function');
  });
});
