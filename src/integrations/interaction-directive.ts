import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Registers `client:interaction`: the visitor forms hydrate when first used. */
export function interactionDirective(): AstroIntegration {
  return {
    name: 'altura:interaction-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'interaction', entrypoint: fileURLToPath(new URL('../islands/forms/interaction-directive.ts', import.meta.url)) });
      },
    },
  };
}
