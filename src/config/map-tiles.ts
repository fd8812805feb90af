/**
 * The host a tile URL template loads from, as visitors are told before any tile is requested:
 * `https://{s}.tile.example.com/{z}/{x}/{y}.png` → `tile.example.com`.
 */
export function tileHost(template: string): string {
  return new URL(template.replace(/\{[a-z]\}/g, '0')).host.replace(/^0\./, '');
}
