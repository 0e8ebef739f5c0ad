// @ts-check
// Lets the browser skip the layout and painting of article sections far from the screen
// (content-visibility: auto, web/css/sections.css), once the article has been laid out whole:
//
//   letFarSectionsSkip(sections)   data-layout="remembered" on each now: the engine records each
//                                  section's height at the next rendering update; two frames
//                                  later data-layout="skippable", and a section far away from then
//                                  on keeps that height while it is skipped.
//
// Skipped from the start, a section would stand at a guessed height until first shown, and a
// scroll to a section among such guesses lands wrong once they take their real heights (measured:
// a scroll to the exam ended 3,795 px inside it). The article page only: an embed reports its
// height to the page around it and keeps every part laid out.
import { onNextFrame } from "./environment.js";

/** @param {Iterable<HTMLElement>} sections */
export function letFarSectionsSkip(sections) {
  const all = [...sections];
  for (const section of all) section.dataset.layout = "remembered";
  const skippable = onNextFrame(() => {
    for (const section of all) section.dataset.layout = "skippable";
  });
  onNextFrame(() => skippable.ask()).ask();
}
