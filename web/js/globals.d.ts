// The page's globals, for `npm run lint` (tsconfig.json): what the classic scripts it loads define.

// The core's factory, createPeCore, is the global that pe-core.d.ts declares (export as namespace).

/** KaTeX's fonts as bytes, defined by katex-fonts.js (web/js/mathFonts.js loads it). */
declare var peKatexFonts:
  { family: string; style: string; weight: string; data: string }[] | undefined;

/**
 * The sections' factories, keyed by section id: the `createSection` export of every
 * web/sections/<id>/<id>.js listed in web/sections/registry.js, in its order. The build makes
 * this module from the registry (scripts/assemble-pages.mjs, sectionFactoriesSource).
 */
declare module "pe:section-factories" {
  export const sectionFactories: Record<
    string,
    (context: import("./section.js").SectionContext) => { destroy(): void }
  >;
}
