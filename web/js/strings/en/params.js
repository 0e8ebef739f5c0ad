// The link's parameters (web/js/state/, web/sections/<id>/params.js): what a reader is told when
// a link's value is refused or a value is brought back into its range. {key} is a parameter's
// name and stays as the link spells it, like the values a link can carry ({words}: a list of
// them). Numbers arrive as strings, written as the rule wrote them.
export default {
  // A link's value refused: given, "d=7"; problem, one of the rules below; fallback, what is used.
  "param.refused": "The link asked for {given}; {problem}, so {fallback}.",
  // A parameter given more than once: given, the values as "key=value" in a list; first, the one used.
  "param.repeated":
    "The link gives {key} {count, plural, one {# time} =2 {twice} other {# times}} ({given}); the first, {first}, is used.",
  "param.fallback.default": "the default {value} is used",
  "param.fallback.defaultWord": "the default “{value}” is used",
  // A change made through the page's API or its controls that the store refuses.
  "param.unknown": "{key} is not a parameter of this page",
  // A parameter another one had moved, back at the reader's own value.
  "param.back": "{key} is back at {value}, the value it had",

  // Rules. context: other parameters as the link spells them ("d=128", "pos=3").
  "param.number": "{key} must be a number",
  "param.words": "{key} must be {words}",
  "param.oneOf": "{key} must be one of {words}",
  "param.wholeNumber": "{key} must be a whole number from {min} to {max}",
  "param.with": "with {context}, {rule}",
  "param.cells": "with {other}={value}, {key} must be at most {max} (n × d at most {cells} cells)",
  "param.d.even": "d must be an even number from {min} to {max}",
  "param.base.range": "base must be a number greater than 1 and at most {max}",
  "param.base.above1": "base must be a number greater than 1",
  "param.i.name": "i (a pair index)",
  "param.i.clamp":
    "i was {from}; the {up, select, yes {smallest} other {largest}} pair for d = {d} is {to}",
  "param.head.clamp":
    "head was {from}; the {up, select, yes {first} other {last}} head of heads = {heads} is {to}",
  "param.k.clamp":
    "k was {from}; the {up, select, yes {smallest} other {largest}} offset for pos = {pos} is {to}",
  "param.core.fallback": "the page picks the core itself",
  "param.theme.fallback": "the page follows this device's setting (auto)",
  "param.section.fallback": "the whole page is shown from the top",
  "param.lang.fallback": "the page follows the browser's language",

  // The relative section's reference position.
  "param.ref.fallbackLast": "ref {last} (the last position) is used",
  "param.ref.lower": "ref was {from}; the last position for n = {n} is {to}",
  "param.ref.higher": "ref was {from}; with n = {n} it can be {to}",
  // The rope section's shift of both positions.
  "param.shift.context": "pos={pos} and k={k}",
  "param.shift.none": "with pos={pos} and k={k}, pos + k is past {max}, so no shift fits",
  "param.shift.clamp":
    "shift was {from}; the {up, select, yes {smallest} other {largest}} shift for pos = {pos} and k = {k} is {to}",
  // The attention section's sentences and position table.
  "param.sentence.shape": "{key} must be a sentence without control characters",
  "param.sentence.learned":
    "with pe=learned, {key} must have at most {rows} words (the learned table has {rows} rows)",
  "param.pe.learned":
    "with a sentence of {words} words, pe cannot be learned (the learned table has {rows} rows)",
  // The wavelengths section's plotted dimensions.
  "param.dims.count": "dims must list {min} to {max} dimensions",
  "param.dims.repeat": "dims must not repeat a dimension",
  "param.dims.past": "with d={d}, each of dims must be a whole number from 0 to {last}",
  "param.dims.shape": "dims must be whole numbers separated by commas",
  "param.dims.fallback": "the plot shows its usual dimensions",
  // left: the dimensions kept ("" when fewer than two are left).
  "param.dims.dropped":
    "dims was {from}; with d = {d} the dimensions past {last} are dropped, {left, select, none {so the plot shows its usual dimensions} other {leaving {left}}}",
  // The exam.
  "param.count.name": "count (questions in a mock exam)",
  "param.kinds.shape": "kinds must be kinds of question separated by commas, from {kinds}",
  "param.kinds.fallback": "every kind of question is used",
  "param.print.fallback": "the page is shown as usual",
  "param.view.fallback": "the whole section is shown",
  "param.pass.fallback": "the quiz has no pass mark",
  // The lab's sentence.
  "param.labsentence.long":
    "labsentence must have at most {words} words and {characters} characters",
  "param.labsentence.shape":
    "labsentence must contain a word of letters a-z and only ASCII characters",
};
