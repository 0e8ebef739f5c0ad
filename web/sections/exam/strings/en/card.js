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

  // A question of a kind that does not exist (peExam.generate); kind: the id asked for.
  "generate.noKind": "there is no kind of question called {kind}",
  // exam.check's refusals (check.js), for peExam and the page.
  "check.noQuestion": "check needs a question from peExam.generate",
  "check.pending":
    "This question is waiting for the lab's results: await peExam.ready(), then generate it again.",
  // count: the options; last: the last index (numbers written by format.js).
  "check.pickOption": "Pick one of the {count} options (an index from 0 to {last}).",
  "check.allSteps": "Put all {count} steps in an order.",
  // step: the first step out of place.
  "check.stepOut": "Step {step} is not in its place yet.",
  "check.needsNumbers": "This question needs {count} numbers.",
  // entry: which entry of a matrix; error: what is wrong with it (a parse.* message).
  "check.entry": "Entry {entry}: {error}",

  // The quiz on paper (worksheet.js). title: the sheet's title.
  "sheet.title": "{title}: {key, select, yes {answer key} other {worksheet}}",
  "sheet.print": "{key, select, yes {Print the key} other {Print the worksheet}}",
  "sheet.name": "Name: ",
  "sheet.date": " Date: ",
  "sheet.noteKey": "Answers within the tolerance stated in each question count as right.",
  "sheet.note": "Show your working. The line under a question says how close a number must be.",
  // answer: the right answer as the key writes it.
  "sheet.answer": "Answer: {answer}",
  "sheet.solution": "Worked solution",
  "sheet.answerLine": "Your answer: ( )  Why:",

  // The SCORM launch page (scorm.js). Its title, and the package's in the course platform.
  "scorm.title": "Positional Encoding Explorer: quiz",
  "scorm.tracked": "Your answers are sent to your course platform as you go.",
  "scorm.blocked":
    "Not tracked: the course platform's page is on another site, and the browser does not let this page reach it, so your score is not recorded. The quiz works as usual.",
  "scorm.noPlatform":
    "Not tracked: this page found no course platform (a SCORM 1.2 LMS) around it, so your score is not recorded. The quiz works as usual.",
  "scorm.refused":
    "Not tracked: the course platform refused to start a session, so your score is not recorded.",

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
