import { describe, expect, it } from 'vitest';
import { siteOrigin, type Deployment } from '../../src/server/env.ts';
import { handler } from '../../src/server/http.ts';
import { NotConfiguredError } from '../../src/lib/not-configured.ts';

const production: Deployment = { context: 'production', id: '6650d1c2e4b0a10008a1b2c3', siteName: 'altura' };
const preview: Deployment = { context: 'deploy-preview', id: '6650d1c2e4b0a10008a1b2c4', siteName: 'altura' };

describe('siteOrigin', () => {
  it('is SITE_URL’s origin, whatever the deploy, without a trailing slash or path', () => {
    expect(siteOrigin({ SITE_URL: 'https://www.altura.example/', URL: 'https://altura.netlify.app' }, preview)).toBe('https://www.altura.example');
    expect(siteOrigin({ SITE_URL: 'http://localhost:4321/any/path' }, undefined)).toBe('http://localhost:4321');
  });

  it('is Netlify’s URL, the site’s main address, on a production deploy without SITE_URL', () => {
    expect(siteOrigin({ URL: 'https://www.altura.example' }, production)).toBe('https://www.altura.example');
  });

  it.each([
    ['deploy-preview', 'https://6650d1c2e4b0a10008a1b2c4--altura.netlify.app'],
    ['branch-deploy', 'https://6650d1c2e4b0a10008a1b2c4--altura.netlify.app'],
  ])('is the deploy’s own permalink on a %s, never the production site', (context, origin) => {
    expect(siteOrigin({ URL: 'https://www.altura.example' }, { ...preview, context })).toBe(origin);
  });

  it('names the site from SITE_NAME when the Context lacks it', () => {
    expect(siteOrigin({ URL: 'https://www.altura.example', SITE_NAME: 'altura-site' }, { ...preview, siteName: undefined })).toBe(
      'https://6650d1c2e4b0a10008a1b2c4--altura-site.netlify.app',
    );
  });

  it.each([
    ['nothing configured', {}],
    ['a SITE_URL without a scheme', { SITE_URL: 'www.altura.example', URL: 'https://altura.netlify.app' }],
    ['a SITE_URL of another scheme', { SITE_URL: 'javascript:alert(1)' }],
    ['a URL that is no address', { URL: 'not an address' }],
  ])('is not configured with %s: the functions that need it answer 503', (_, env) => {
    expect(() => siteOrigin(env, undefined)).toThrow(NotConfiguredError);
  });

  it('never comes from the request: a forged Host header changes nothing, and without configuration the answer is a 503', async () => {
    const run = handler(['POST'], async () => Response.json({ origin: siteOrigin({}, undefined) }));
    const response = await run(new Request('http://attacker.example/api/x', { method: 'POST', headers: { Host: 'attacker.example' } }));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: 'service_unavailable', message: 'The site address is not configured (SITE_URL is not set)' });
  });
});
