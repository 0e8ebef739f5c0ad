// The lab's findings, written from the numbers of a results table (web/js/lab/report.js). Every
// number arrives written ({band}: the "near chance" band, 0.05; {high}: the "learned" accuracy,
// 0.9); {kind}/{kinds}: kind names (kind.name), a list where plural; {count}: how many kinds.
export default {
  // {chance}: the chance levels, a list; {rows}: findings.kindValues items, joined.
  "findings.nearChance":
    "Within {band} of chance ({chance}) or below it at every length tested, {mean, select, yes {mean } other {}}accuracy: {rows}. Without a way to see order, {count, plural, one {this model} other {these models}} can only guess between the two nouns.",
  "findings.noneNearChance":
    "No kind stays within {band} of chance ({chance}): every model beats guessing by more than {band} at some length.",
  // Said after findings.nearChance; {list}: findings.kindAtLength items.
  "findings.belowChance":
    "More than {band} below chance: {list}; a model can do worse than a guess by naming a noun that is not in the sentence.",
  // A kind and its accuracies, {values}: numbers.
  "findings.kindValues": "{kind} ({values})",
  "findings.kindAtLength": "{kind} at length {length} ({value})",
  // A kind and its value(s): "sinusoidal 0.998".
  "findings.kindValue": "{kind} {value}",
  "findings.kindParen": "{kind} ({value})",
  "findings.valueAt": "{value} at {length}",
  // {first}: the first test length; {values}: findings.kindValue items.
  "findings.learnedAll":
    "At length {first}, the longest training length, {kinds} {count, plural, one {reaches} other {reach}} at least {high} ({values}).",
  // {others}: a list of findings.kindParen items, {otherCount} how many.
  "findings.learnedSome":
    "At length {first}, the longest training length, {kinds} {count, plural, one {reaches} other {reach}} at least {high} ({values}); {others} {otherCount, plural, one {does} other {do}} not.",
  "findings.learnedNone": "At length {first}, the longest training length, no kind reaches {high}.",
  // {last}: the last test length; {times}: last / first; {values}: per kind, findings.kindValue.
  "findings.stayHigh":
    "Only {kinds} {count, plural, one {stays} other {stay}} at {high} or more at every length up to {last}, {times} times the longest training sentence: {values}.",
  "findings.stayHighNone": "No kind stays at {high} or more at every length up to {last}.",
  // {lowest}: yes when the lowest accuracy is not at the last length; {why}: yes for kinds with
  // positions.
  "findings.falls":
    "{kind} falls from {from} at length {fromLength} to {to} at length {toLength}, {drop} lower{lowest, select, yes { (lowest {low}, at length {lowLength})} other {}}{why, select, yes {: its positions are defined at every length, but what the model learned from them does not carry over that far} other {}}.",
  // {refusal}: the core's own words (not translated).
  "findings.noRow":
    "{kind} cannot be tested past length {length} at all (the core: “{refusal}”): its table has no row for the later words.",
  // {kind}: the name of the kind "none".
  "findings.causalLearns":
    "With the causal mask, {kind} learns the task too ({value} at length {first}), with no position vector at all: the mask itself leaks order. The verb may look only at the words up to itself, so the noun after it is hidden and the noun before it is the one it can see (Haviv et al. 2022 found the same in language models).",
  "findings.causalNot":
    "With the causal mask, {kind} reaches {value} at length {first}, below {high}.",
  // {plain}: rope's accuracy at the last test length {length}; {rows}: a list of
  // findings.stretchedItem, one per stretched row; {first}: the longest training length.
  "findings.stretched":
    "Stretching RoPE only at test time, with the factor s = L / {first} for sentences of L words and no more training: at length {length}, rope’s {mean, select, yes {mean } other {}}accuracy of {plain} becomes {rows}.",
  // {value}: the accuracy under one stretch {method}.
  "findings.stretchedItem":
    "{value} with {method, select, pi {PI} ntk {NTK-aware scaling} yarn {YaRN} other {{method}}}",
};
