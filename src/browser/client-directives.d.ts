import 'astro';

/** The site's own client directives (src/integrations/client-directives.ts). */
declare module 'astro' {
  interface AstroClientDirectives {
    /** The cookie settings panel hydrates when the visitor opens it. */
    'client:consent'?: boolean;
    /** A visitor form hydrates when first pressed or focused. */
    'client:interaction'?: boolean;
  }
}
