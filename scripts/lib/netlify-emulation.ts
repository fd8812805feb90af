import { NetlifyDev } from '@netlify/dev';

/**
 * Netlify's own local emulation with only what this site uses on Netlify: static files, redirects,
 * headers and, where asked, functions. Everything else (blobs, edge functions, the image CDN, AI
 * gateway, …) stays off so that nothing reaches for the network.
 */
export function netlifyEmulation(projectRoot: string, serve: { files: boolean; functions: boolean }): NetlifyDev {
  return new NetlifyDev({
    projectRoot,
    aiGateway: { enabled: false },
    blobs: { enabled: false },
    database: { enabled: false },
    edgeFunctions: { enabled: false },
    geolocation: { enabled: false },
    images: { enabled: false },
    server: { enabled: false },
    redirects: { enabled: serve.files },
    staticFiles: { enabled: serve.files },
    functions: { enabled: serve.functions },
  });
}
