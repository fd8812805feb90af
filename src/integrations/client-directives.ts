import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** The site's own hydration rules (framework-free browser code). */
const DIRECTIVES = {
  /** `client:consent`: the cookie settings panel loads only when the visitor opens it. */
  consent: '../browser/consent/directive.ts',
  /** `client:interaction`: the visitor forms hydrate when first used; no press is lost meanwhile. */
  interaction: '../browser/interaction-directive.ts',
} as const;

export function clientDirectives(): AstroIntegration {
  return {
    name: 'altura:client-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        for (const [name, entry] of Object.entries(DIRECTIVES)) {
          addClientDirective({ name, entrypoint: fileURLToPath(new URL(entry, import.meta.url)) });
        }
      },
    },
  };
}
