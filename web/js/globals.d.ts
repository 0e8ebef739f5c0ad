// The page's globals, for `npm run lint` (tsconfig.json): what the classic scripts it loads define.

// The core's factory, createPeCore, is the global that pe-core.d.ts declares (export as namespace).

/** KaTeX's fonts as bytes, defined by katex-fonts.js (web/js/mathFonts.js loads it). */
declare var peKatexFonts:
  { family: string; style: string; weight: string; data: string }[] | undefined;
