// @ts-check
// A message of a catalogue as rich text (rich.js): maths pieces go in as arguments ({maths}) and
// come out in their place, so a sentence with a formula in it is one message.
//   rich("derive.simple.prompt", { maths: tex("PE_{(500,\\,0)}", "PE(500, 0)") })
// `rich` reads the exam's catalogue; a section's questions make their own from the section's
// catalogue: const rich = richFrom(nodes).
import { nodes as examNodes } from "../../sections/exam/strings.js";

/**
 * @typedef {Record<string, string | number | import("./rich.js").MathPiece | import("./rich.js").TablePiece>} RichArgs
 * @param {(key: string, args?: any) => (string | Node)[]} nodes a catalogue's `nodes`
 * @returns {(key: string, args?: RichArgs) => import("./rich.js").Rich}
 */
export const richFrom = (nodes) => (key, args) =>
  /** @type {import("./rich.js").Rich} */ (
    /** @type {unknown} */ (nodes(key, /** @type {any} */ (args)))
  );

/** A message of the exam's catalogue as rich text. */
export const rich = richFrom(examNodes);
