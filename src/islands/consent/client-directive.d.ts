import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    'client:consent'?: boolean;
  }
}
