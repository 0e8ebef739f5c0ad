// The exam as the page makes it (startPage.js): the core, and the lab module of the same kind for
// the lab's questions, with the lab's results ready (exam.ready()), so that every kind generates.
// In node nothing else needs the main thread, so the training slices run back to back.
import { createExam } from "../../web/js/exam/generate.js";
import { LABS, loadCore, loadLab } from "./cores.mjs";

/** The lab module built beside a core (the same kernel path). */
export const labFor = (coreSpec) => LABS.find((lab) => lab.kernelPath === coreSpec.kernelPath);

export async function loadExam(coreSpec) {
  const core = await loadCore(coreSpec);
  const exam = createExam(core, {
    loadLab: () => loadLab(labFor(coreSpec)),
    slicing: { pause: async () => {} },
  });
  await exam.ready();
  return exam;
}
