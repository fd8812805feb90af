/**
 * The site's one breakpoint, the spec's: at 768 px wide or less the menu collapses and pages are
 * laid out narrow. CSS writes it as `(max-width: 768px)` and `(min-width: 769px)`; scripts use these.
 * Grids add columns by the width of their own box (container queries), not by more breakpoints.
 * tests/unit/breakpoint.test.ts holds every media query of src/ to it.
 */
export const NARROW_QUERY = '(max-width: 768px)';
export const WIDE_QUERY = '(min-width: 769px)';
