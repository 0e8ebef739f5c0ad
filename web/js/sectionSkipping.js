// @ts-check
// The article's sections far from the screen are skipped from the start (content-visibility:
// auto, web/css/sections.css): the browser neither lays them out nor paints them until the reader
// comes near. Laying out the whole article before its first figure took a third of the start at
// 4x CPU throttling (docs/performance-notes.md). A section never laid out stands at a guessed
// height, so once the page has started the whole article is laid out once, for each section to
// be remembered at its real height:
//
//   rememberSectionHeights(sections)   two frames on, in the first idle time after them, every
//                                      section is laid out (data-layout="measuring", not skipped)
//                                      for two frames, in which the engine records its height;
//                                      then far ones are skipped again at that height.
//                                      html[data-sections-measured] from then on.
//   rememberHeightsAgain(sections)     the same for these sections, once that is done: their
//                                      content changed while they were skipped (formulas
//                                      typeset in idle time), and the height the engine
//                                      remembers for them is no longer theirs.
//
// In idle time: a figure near the screen is drawn in idle time too, asked for before (in the
// intersection observers' first report), so it comes first. At 1280 x 900 the first figure is
// just below the window, and this layout (290-530 ms at 4x CPU throttling) came before it.
//
// Once, all at once: a scroll among guesses can land wrong when they take their real heights
// (Chromium's anchoring did not correct the first change after a scripted scroll: a section
// scrolled to ended off screen), so the time with guesses is kept to those few frames. A jump in
// them lands all the same (jumpPin.js keeps its target). The article page only: an embed reports
// its height to the page around it and keeps every part laid out.
import { afterTwoFrames, whenIdle } from "./environment.js";
import { recheckScrollBoxes } from "./scrollBox.js";

// What waits for the article's one whole layout (afterSectionHeights); null once it is done, or
// on a page that never skips (an embed).
/** @type {(() => void)[] | null} */
let waiting = null;

/**
 * Runs `work` once the article's sections stand at their own heights: at once where there is
 * nothing to wait for. The lab starts training after it, not before: that layout is one long
 * task (320-430 ms at 4x CPU throttling), and in the middle of a training it is a frozen plot.
 * @param {() => void} work
 */
export function afterSectionHeights(work) {
  if (waiting === null) work();
  else waiting.push(work);
}

/**
 * Two frames on, in the first idle time after them, lays `sections` out (not skipped) for two
 * frames, in which the engine records their heights; then skips the far ones again and calls
 * `then`.
 * @param {HTMLElement[]} sections
 * @param {() => void} then
 */
function layOutOnce(sections, then) {
  afterTwoFrames(() =>
    whenIdle(() => {
      for (const section of sections) section.dataset.layout = "measuring";
      afterTwoFrames(() => {
        // Every scroll box is checked while its section is laid out: boxes in far sections wait
        // otherwise until the reader comes near (scrollBox.js), and their widths cost nothing to
        // read now.
        recheckScrollBoxes();
        for (const section of sections) delete section.dataset.layout;
        then();
      });
    }),
  );
}

/** @param {Iterable<HTMLElement>} sections */
export function rememberSectionHeights(sections) {
  waiting = [];
  layOutOnce([...sections], () => {
    document.documentElement.dataset.sectionsMeasured = "";
    const due = waiting ?? [];
    waiting = null;
    for (const work of due) work();
  });
}

/**
 * A skipped section whose content changed stands at the height it had before: when the reader
 * comes near it takes its own, and where the engine's scroll anchor is then in that section, the
 * growth moves everything below. At 1280 x 900 in Firefox, formula stood at 2,780 px and was 2,919
 * once laid out; with its last pixels at the window's top, the next heading moved down by all of
 * it, and by the parts the difference brought on screen, which drew at once (593 px in all; in 9
 * of the 14 sections the formulas typeset in idle time changed the height, by 66-610 px).
 * html[data-sections-remeasured] once done (tests wait for it).
 * @param {Iterable<HTMLElement>} sections
 */
export function rememberHeightsAgain(sections) {
  const changed = [...sections];
  afterSectionHeights(() =>
    layOutOnce(changed, () => {
      document.documentElement.dataset.sectionsRemeasured = "";
    }),
  );
}
