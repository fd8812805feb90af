import 'astro';

/** The site's own client directives (src/integrations/client-directives.ts). */
declare module 'astro' {
  interface AstroClientDirectives {
    /** The cookie settings panel hydrates when the visitor opens it. */
    'client:consent'?: boolean;
    /**
     * A visitor form hydrates when first pressed or focused; a press made before it is ready is
     * replayed then. The island must call useIslandReady (src/islands/use-island-ready.ts).
     */
    'client:interaction'?: boolean;
  }
}
