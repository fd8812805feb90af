/** The map tiles when PUBLIC_TILE_URL names none: OpenStreetMap's own tile servers. */
export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
