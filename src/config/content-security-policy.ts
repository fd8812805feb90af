/**
 * The Content-Security-Policy of every page, as directives for Astro's `security.csp`: Astro adds
 * the hashes of the scripts and styles it renders, so no other inline script or <style> can run.
 * It allows exactly what the site loads: its own assets, the map tiles, and the Meta pixel's
 * hosts only when a pixel is configured (the pixel itself loads only after consent).
 * `frame-ancestors` cannot be set in a <meta> policy: netlify.toml sends it as a header.
 */
import type { AstroUserConfig } from 'astro';

type CspConfig = Exclude<NonNullable<NonNullable<AstroUserConfig['security']>['csp']>, boolean>;

interface CspSettings {
  tileUrl: string;
  metaPixelId: string | undefined;
}

/** `https://{s}.tile.example.com/{z}/{x}/{y}.png` → `https://*.tile.example.com` */
export function tileOrigin(template: string): string {
  const url = new URL(template.replace(/\{[a-z]\}/g, 'x').replace(/^(https?:\/\/)x\./, '$1wildcard.'));
  return `${url.protocol}//${url.host.replace(/^wildcard\./, '*.')}`;
}

export function contentSecurityPolicy({ tileUrl, metaPixelId }: CspSettings): CspConfig {
  const pixel = metaPixelId ? ['https://connect.facebook.net', 'https://www.facebook.com'] : [];
  return {
    directives: [
      "default-src 'self'",
      `img-src ${["'self'", 'data:', tileOrigin(tileUrl), ...pixel].join(' ')}`,
      "font-src 'self'",
      `connect-src ${["'self'", ...pixel].join(' ')}`,
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-src 'none'",
      "manifest-src 'self'",
    ],
    scriptDirective: { resources: ["'self'", ...pixel.slice(0, 1)] },
    // React and Leaflet set style attributes; <style> and <link> stay limited to hashes and 'self'.
    styleDirective: { resources: ["'self'", { resource: "'unsafe-inline'", kind: 'attribute' }] },
  };
}
