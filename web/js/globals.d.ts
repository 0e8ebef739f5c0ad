// The page's globals, for `npm run lint` (tsconfig.json): what the classic scripts it loads define.

/** The core's factory, defined by pe-core.js / pe-core-scalar.js (web/js/core.js loads them). */
declare var createPeCore: typeof import("pe-core") | undefined;

/** KaTeX's fonts as bytes, defined by katex-fonts.js (web/js/mathFonts.js loads it). */
declare var peKatexFonts:
  { family: string; style: string; weight: string; data: string }[] | undefined;
