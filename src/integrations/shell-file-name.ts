import type { AstroIntegration } from 'astro';
import { SHELL_SCRIPT } from '../config/client-chunks.ts';

/**
 * The shell's script as `_astro/shell.[hash].js` rather than Astro's name for a layout's script,
 * `BaseLayout.astro_astro_type_script_index_0_lang.[hash].js`: every island and script that shares
 * its code imports it by that name, which compression cannot shorten (some 35 bytes a file).
 */
export function shellFileName(): AstroIntegration {
  return {
    name: 'altura:shell-file-name',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'altura:shell-file-name',
                applyToEnvironment: (environment) => environment.name === 'client',
                outputOptions(options) {
                  const astroName = options.entryFileNames;
                  if (typeof astroName !== 'function') return null;
                  const entryFileNames = (chunk: Parameters<typeof astroName>[0]) =>
                    astroName(SHELL_SCRIPT.test(chunk.facadeModuleId ?? '') ? { ...chunk, name: 'shell' } : chunk);
                  return { ...options, entryFileNames };
                },
              },
            ],
          },
        });
      },
    },
  };
}
