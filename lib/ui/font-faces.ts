/**
 * The web fonts of the exported pages arrive after their first paint
 * (docs/decisions/191-first-paint-and-the-desk.md).
 * scripts/critical-css.ts moves every `@font-face` rule of a page into an inline style for the print medium only,
 * which the root layout's inline script turns on for the screen once the first frame with the page's content is
 * out. The text paints at once in the fallback font, as `font-display: swap` has it anyway, and swaps when its faces
 * arrive. No React here: the root layout (a server component) writes the script into every page.
 */

/** The attribute of the inline style that holds the page's `@font-face` rules. */
export const FONT_FACES_ATTRIBUTE = 'data-font-faces';

/**
 * The root layout's inline script: at DOMContentLoaded, two animation frames later (the first frame with the
 * parsed content is then out), switches the font-face style to `media="all"`. Without that style (`next dev`, where
 * the stylesheets carry the faces) it does nothing. Hashed for the CSP with the other inline scripts of the export.
 */
export const fontFacesScript = `document.addEventListener("DOMContentLoaded",function(){requestAnimationFrame(function(){requestAnimationFrame(function(){var s=document.querySelector("style[${FONT_FACES_ATTRIBUTE}]");if(s)s.media="all"})})})`;
