// One question on the page (questionCard.js) and what it says about an answer typed
// (answerParser.js).
export default {
  "card.yourAnswer": "Your answer",
  "card.stepsInOrder": "Steps in order",
  "card.typing":
    "Type a number or a short expression: 0.84, 0,84, −0.5, 1/sqrt(8), cos(0.1), 10000^(2/8), 2π. Leading and trailing spaces are fine.",
  "card.hint": "Hint",
  // The solution's heading: a question's worked solution, or a derivation step's worked step.
  "card.solutionHeading": "{what, select, step {The worked step} other {Worked solution}}",
  "card.check": "Check",
  "card.showHint": "Show hint",
  "card.hideHint": "Hide hint",
  "card.showSolution": "{what, select, step {Show worked step} other {Show solution}}",
  "card.hideSolution": "{what, select, step {Hide worked step} other {Hide solution}}",
  // After a wrong answer: what the card offers. hint: "yes" when there is a hint; solution:
  // "no" when no solution is offered; what: "step" (the guided derivation) or "solution".
  "card.nextSteps":
    "{hint, select, yes {{solution, select, no {Try again, or open the hint.} other {Try again, open the hint, or show the {what, select, step {worked step} other {solution}}.}}} other {{solution, select, no {Try again.} other {Try again, or show the {what, select, step {worked step} other {solution}}.}}}}",
  "card.fixField": "Fix the marked field first; nothing was counted.",
  // exact: the exact value, written by format.js.
  "card.correctValue": "Correct. The exact value is {exact}.",
  // count: the entries; exact: the exact values, written by format.js and separated by commas.
  "card.correctEntries": "Correct: all {count} entries are within the tolerance (exact: {exact}).",
  // value: the number read from the answer, or the numbers read, in brackets.
  "card.notQuite": "Not quite: {value} is outside the tolerance.",
  // A wrong answer's sentences: the verdict, the diagnosis (if any), what to try next.
  "card.wrong": "{verdict} {diagnosis}{next}",
  "card.pickOne": "Pick one of the answers first; nothing was counted.",
  "card.correct": "Correct.",
  "card.notThisOne": "Not this one.",
  "card.correctOrder": "Correct: that is the order of the argument.",
  "card.notYet": "Not yet.",
  "card.moveUp": "Move up",
  "card.moveDown": "Move down",
  // item: the line of the argument the button moves.
  "card.moveUpLabel": "Move up: {item}",
  "card.moveDownLabel": "Move down: {item}",

  // A typed answer that could not be read. text: what was typed, in curly quotes (cut short).
  "parse.mustBeText": "the answer must be text",
  "parse.empty": "Enter a number here.",
  // max: the most characters an answer may have.
  "parse.tooLong": "An answer has at most {max} characters.",
  "parse.minusPower":
    "Write −(2^2) or (−2)^2: a minus before a power is read differently by different people.",
  // reason: the expression reader's own words (English), or "syntax".
  "parse.unreadable":
    "{text} is not a number or an expression I can read ({reason}). Type a number or a short expression: 0.84, 0,84, −0.5, 1/sqrt(8), cos(0.1), 10000^(2/8), 2π.",
  "parse.syntax": "syntax",
  "parse.notFinite": "{text} does not give a finite number.",
  // reason: one of the parse.refused.* messages.
  "parse.notAccepted": "{text} was not accepted: {reason}.",
  "parse.refused.notNumber": "{text} is not a number",
  // name: the function's name (sin, cos...).
  "parse.refused.needsBrackets": "{name} needs brackets: {name}(…)",
  "parse.refused.notConstant": "{text} is not a number or a constant you can use here (pi, π, e)",
  // operator: the operator typed.
  "parse.refused.operator": "the operator {operator} is not allowed here",
  // text: the name typed, in quotes; functions: the functions one may use, separated by commas.
  "parse.refused.notFunction": "{text} is not a function you can use here ({functions})",
  "parse.refused.notFunctionUnnamed": "that is not a function you can use here ({functions})",
  "parse.refused.twoNumbers":
    "{name} takes 2 numbers, separated by a comma and a space: {name}(2, 3)",
  // got: how many numbers were given.
  "parse.refused.oneNumber": "{name} takes 1 number (got {got})",
  "parse.refused.member": "a dot after a name (member access) is not allowed here",
  "parse.refused.other": "only numbers, + − × ÷ ^, brackets and the usual functions are allowed",
};
