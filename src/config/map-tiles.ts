/** The map tiles when PUBLIC_TILE_URL names none: OpenStreetMap's own tile servers. */
export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/**
 * The host a tile URL template loads from, as visitors are told before any tile is requested:
 * `https://{s}.tile.example.com/{z}/{x}/{y}.png` → `tile.example.com`.
 */
export function tileHost(template: string): string {
  return new URL(template.replace(/\{[a-z]\}/g, '0')).host.replace(/^0\./, '');
}
