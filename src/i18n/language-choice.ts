/** Where a visitor's explicit language choice (menu or ?lng=) is remembered. */
export const LANGUAGE_STORAGE_KEY = 'lang';
