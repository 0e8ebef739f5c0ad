// @ts-check
// Answers as people type them: "0.995", "0,995", "−0.5" (a typographic minus), " 3 ", and simple
// expressions such as "cos(0.1)", "1/sqrt(8)", "10000^(2/8)", "2π", "pi/4" or "e^-1".
//
// The text is parsed by jsep (a small, well-kept expression parser; it builds a syntax tree and
// runs nothing) and the tree is evaluated here by a walker that knows only
//   numbers, + − × ÷ ^ (power, right-associative, above × and ÷), unary minus and plus,
//   parentheses, the functions sin cos tan sqrt exp log ln pow abs, and the constants pi, π, e.
// Anything else (another name, a member access, a string, a call of another function, an
// array, "constructor", "alert(1)") is refused with a message, before anything is evaluated.
// There is no eval, no Function and no lookup on a JS object's prototype chain.
//
//   parseAnswer("1/sqrt(8)")  -> { ok: true, value: 0.35355339059327373 }
//   parseAnswer("alert(1)")   -> { ok: false, error: "alert is not a function you can use here ..." }
import jsep from "jsep";

import { integerText } from "../format.js";
import { asciiNumberMarks } from "../i18n/numbers.js";
import { t } from "../../sections/exam/strings.js";

// ^ is XOR in JavaScript; here it is the power, binding tighter than × and ÷ and grouping to the
// right (2^3^2 = 2^9), as in maths and on calculators.
jsep.addBinaryOp("^", 11, true);

/** @type {Map<string, { arity: number, apply: (...args: number[]) => number }>} */
const functions = new Map([
  ["sin", { arity: 1, apply: Math.sin }],
  ["cos", { arity: 1, apply: Math.cos }],
  ["tan", { arity: 1, apply: Math.tan }],
  ["sqrt", { arity: 1, apply: Math.sqrt }],
  ["exp", { arity: 1, apply: Math.exp }],
  ["log", { arity: 1, apply: Math.log }],
  ["ln", { arity: 1, apply: Math.log }],
  ["abs", { arity: 1, apply: Math.abs }],
  ["pow", { arity: 2, apply: Math.pow }],
]);
/** @type {Map<string, number>} */
const constants = new Map([
  ["pi", Math.PI],
  ["π", Math.PI],
  ["e", Math.E],
]);
const functionList = [...functions.keys()].join(", ");
const binary = new Map([
  ["+", (a, b) => a + b],
  ["-", (a, b) => a - b],
  ["*", (a, b) => a * b],
  ["/", (a, b) => a / b],
  ["^", (a, b) => a ** b],
]);

const maxLength = 200;

class Refused extends Error {}

/** @param {string} text */
const shown = (text) => `“${text.length > 24 ? `${text.slice(0, 24)}…` : text}”`;

// What people type, in the form jsep reads: digits of other scripts (Arabic-Indic, a CJK
// keyboard's full-width ones: i18n/numbers.js), the typographic minus, ×, ·, ÷ and √; decimal
// commas ("0,995"), and thousands commas when a point is there too ("62,831.85"). A comma
// followed by a space separates pow's arguments ("pow(2, 3)").
/** @param {string} raw */
export function normalise(raw) {
  let text = asciiNumberMarks(raw).trim();
  text = text.replace(/[\u2212\u2012\u2013\uFE63\uFF0D]/g, "-");
  text = text.replace(/[×·⋅∙]/g, "*").replace(/[÷∕]/g, "/");
  text = text.replace(/√\s*\(/g, "sqrt(").replace(/√\s*([0-9.]+|π|pi|e)/g, "sqrt($1)");
  if (/\d\.\d*,\d{3}|\d,\d{3}\.\d/.test(text) || /\d,\d{3}(,\d{3})*\.\d/.test(text)) {
    text = text.replace(/(\d),(?=\d{3}(\D|$))/g, "$1");
  }
  // Points between thousands before a decimal comma, as Spanish writes them ("1.234,5").
  if (/\d\.\d{3}(\.\d{3})*,\d/.test(text)) text = text.replace(/(\d)\.(?=\d{3}\b)/g, "$1");
  text = text.replace(/(\d),(?=\d)/g, "$1.");
  // "2π", "2pi", "3e" read as products; "8.4e-1" stays a number.
  text = text.replace(/(\d)\s*(π|pi\b)/g, "$1*$2");
  return text;
}

/** @param {any} node @returns {number} */
function evaluate(node) {
  switch (node.type) {
    case "Literal":
      if (typeof node.value !== "number") {
        throw new Refused(t("parse.refused.notNumber", { text: shown(String(node.raw)) }));
      }
      return node.value;
    case "Identifier":
      if (constants.has(node.name)) return constants.get(node.name);
      if (functions.has(node.name)) {
        throw new Refused(t("parse.refused.needsBrackets", { name: node.name }));
      }
      throw new Refused(t("parse.refused.notConstant", { text: shown(node.name) }));
    case "UnaryExpression":
      if (node.operator === "-") return -evaluate(node.argument);
      if (node.operator === "+") return evaluate(node.argument);
      throw new Refused(t("parse.refused.operator", { operator: node.operator }));
    case "BinaryExpression": {
      const operation = binary.get(node.operator);
      if (!operation) throw new Refused(t("parse.refused.operator", { operator: node.operator }));
      return operation(evaluate(node.left), evaluate(node.right));
    }
    case "CallExpression": {
      const name = node.callee.type === "Identifier" ? node.callee.name : "";
      const fn = functions.get(name);
      if (!fn) {
        throw new Refused(
          name
            ? t("parse.refused.notFunction", { text: shown(name), functions: functionList })
            : t("parse.refused.notFunctionUnnamed", { functions: functionList }),
        );
      }
      if (node.arguments.length !== fn.arity) {
        throw new Refused(
          fn.arity === 2
            ? t("parse.refused.twoNumbers", { name })
            : t("parse.refused.oneNumber", { name, got: integerText(node.arguments.length) }),
        );
      }
      return fn.apply(...node.arguments.map(evaluate));
    }
    case "MemberExpression":
      throw new Refused(t("parse.refused.member"));
    default:
      throw new Refused(t("parse.refused.other"));
  }
}

/**
 * @param {string} raw what the reader typed
 * @returns {{ ok: true, value: number, error: "" } | { ok: false, value: null, error: string }}
 */
export function parseAnswer(raw) {
  const fail = (error) => ({ ok: /** @type {false} */ (false), value: null, error });
  if (typeof raw !== "string") return fail(t("parse.mustBeText"));
  const text = normalise(raw);
  if (text === "") return fail(t("parse.empty"));
  if (text.length > maxLength) return fail(t("parse.tooLong", { max: integerText(maxLength) }));
  // "−2^2": maths reads −(2²), spreadsheets (−2)². Ask rather than guess.
  if (/(^|[(*/+\-^,])\s*-\s*[\w.π]+\s*\^/.test(text)) {
    return fail(t("parse.minusPower"));
  }
  let tree;
  try {
    tree = jsep(text);
  } catch (error) {
    return fail(
      t("parse.unreadable", {
        text: shown(raw.trim()),
        reason: error.description ?? t("parse.syntax"),
      }),
    );
  }
  try {
    const value = evaluate(tree);
    if (!Number.isFinite(value)) return fail(t("parse.notFinite", { text: shown(raw.trim()) }));
    return { ok: true, value, error: "" };
  } catch (error) {
    if (error instanceof Refused)
      return fail(t("parse.notAccepted", { text: shown(raw.trim()), reason: error.message }));
    throw error;
  }
}
