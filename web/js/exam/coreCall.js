// @ts-check
// Every core call of a question builder goes through checked(): a refusal becomes the question's
// error (generate.js), not a crash and not a question with a missing number.
import { refusalText } from "../refusal.js";

export class CoreRefused extends Error {}

/**
 * @template T
 * @param {import("pe-core").Result<T>} result
 * @returns {T}
 */
export function checked(result) {
  if (!result.ok) throw new CoreRefused(refusalText(result));
  return /** @type {T} */ (/** @type {unknown} */ (result));
}

export const paperBase = 10000;
