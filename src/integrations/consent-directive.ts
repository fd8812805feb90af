import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Registers `client:consent`, the consent island's own hydration rule. */
export function consentDirective(): AstroIntegration {
  return {
    name: 'altura:consent-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'consent', entrypoint: fileURLToPath(new URL('../islands/consent/directive.ts', import.meta.url)) });
      },
    },
  };
}
