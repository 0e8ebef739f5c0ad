// @ts-check
// A message of the exam's catalogue as rich text (rich.js): maths pieces go in as arguments
// ({maths}) and come out in their place, so a sentence with a formula in it is one message.
//   rich("derive.simple.prompt", { maths: tex("PE_{(500,\\,0)}", "PE(500, 0)") })
import { nodes } from "../../sections/exam/strings.js";

/**
 * @param {string} key
 * @param {Record<string, string | number | import("./rich.js").MathPiece | import("./rich.js").TablePiece>} [args]
 * @returns {import("./rich.js").Rich}
 */
export const rich = (key, args) =>
  /** @type {import("./rich.js").Rich} */ (
    /** @type {unknown} */ (nodes(key, /** @type {any} */ (args)))
  );
