// The lab section's messages (web/sections/lab/*.js and web/js/lab/*.js). Numbers arrive written
// by format.js as strings; a plural's `count` is the number itself.
import exam from "./en/exam.js";
import findings from "./en/findings.js";
import vocabulary from "./en/vocabulary.js";

export default {
  ...findings,
  ...vocabulary,
  // The kinds of model, as a reader sees them (their ids stay none/sinusoidal/learned/rope).
  "kind.name":
    "{kind, select, none {none} sinusoidal {sinusoidal} learned {learned} rope {rope} alibi {alibi} ropePi {rope, PI at test} ropeNtk {rope, NTK at test} ropeYarn {rope, YaRN at test} other {{kind}}}",

  // A run's settings in a caption: {seed} the seed, {steps} the steps written, {count} the number.
  settings:
    "seed {seed}, {count, plural, one {{steps} step} other {{steps} steps}}, {causal, select, yes {causal mask} other {no mask}}, {task, select, far {far task} other {local task}}",

  // ---- controls (lab.js) ----
  "control.seed": "seed",
  "control.seedHint": "the initial weights and every batch; all five models share it",
  "control.steps": "steps",
  "control.stepsHint": "training steps of each model (batches of 16 sentences)",
  "control.causal": "causal mask",
  "control.causalHint": "the verb may look only at the words up to itself",
  // The train button, by phase.
  "control.far": "answer at the end",
  "control.farHint":
    "the far task: a query word “who” follows the sentence, and the answer is read there, away from the agent",
  "button.train": "{phase, select, training {Pause} paused {Resume} done {Trained} other {Train}}",
  "button.step": "Step",
  "button.stepLabel": "Train one step of each model",
  "button.reset": "Reset",
  "button.resetLabel": "Reset: new models at step 0",
  // {seeds}: how many seeds (5).
  "button.seeds": "{seeds} seeds",
  "button.seedsLabel": "Train at {seeds} seeds and show the mean and the range of the results",
  "progress.label": "Training progress",

  // ---- the status line (lab.js) ----
  // Printed in place of the figures before the models are trained (printNote.js); the
  // address follows it.
  "print.untrained":
    "The lab’s models had not been trained and tested on this page when it was printed, so its curves, results and attention maps are left out here. Open this address, let the lab train (or press Train), and print again:",
  "status.waiting":
    "The lab loads when this section comes near; training starts when the curves are on screen.",
  "status.loading": "Loading the lab…",
  "status.restarted":
    "The lab’s calculator stopped and started again; its models were lost, so the lab starts over.",
  // {message}: the browser's reason (not translated).
  "status.couldNotStart":
    "The training lab could not start ({message}). The rest of the page works without it; try reloading.",
  "status.didNotStart": "The lab did not start.",
  // {error}: the lab module's own words.
  "status.stopped": "The lab stopped: {error}. Reset to start over.",
  // {done} of {total} steps, written; {models}: how many models train side by side (4).
  "status.seeds":
    "{seeds} seeds, {activity, select, paused {paused} testing {testing} other {training}}: seed {seed} ({run} of {seeds}), {done} of {total} steps ({models} models at a time).",
  "status.ready":
    "Ready: {models} models at step 0 ({settings}). {auto, select, yes {Training starts when the curves are on screen.} other {Press Train, or Step.}}",
  // {sentences}: test sentences of each test, written.
  "status.testing": "Testing: {testsDone} of {tests} tests ({sentences} sentences each).",
  "status.training": "Training: {done} of {total} steps ({models} models).",
  "status.pausedTesting":
    "Paused while testing: {testsDone} of {tests} tests. Press Resume to go on.",
  "status.paused":
    "Paused at {done} of {total} steps ({models} models). Press Resume to go on, or Step.",
  // {seedList}: the seeds, as a list.
  "status.seedsDone":
    "Trained and tested at {seeds} seeds ({seedList}): the summary is below the results.",
  // {steps}: each model's steps; {total}: all models' steps together; {sentences}: per length.
  "status.done":
    "Trained: {steps} steps for each of the {models} models ({total} steps), tested on {sentences} sentences of each length.",
  // A reason before the status line, then the line.
  "status.withPrefix": "{prefix} {text}",
  "status.reset": "Reset: the models were freed and made again.",
  // {changes}: a list of the changed settings (change.*).
  "status.changed": "Now {changes}: the models were reset.",
  "change.seed": "seed {seed}",
  "change.steps": "{count, plural, one {{steps} step} other {{steps} steps}}",
  "change.mask": "{causal, select, yes {the causal mask} other {no mask}}",
  "change.task": "{task, select, far {the far task} other {the local task}}",

  // ---- the curves (curves.js) ----
  "curves.step": "step",
  // What one point of the curves is, for the note under each plot ("Each dot is one whole step").
  "curves.sampleNoun": "step",
  "curves.sampleNouns": "steps",
  "curves.sampleCount": "{count, plural, one {{n} step} other {{n} steps}}",
  "curves.lossLabel": "Training loss of each model",
  "curves.lossAxis": "loss (log scale)",
  "curves.accuracyLabel": "Training accuracy of each model",
  "curves.accuracyAxis": "accuracy",
  // A table column: the kind's own loss or accuracy at each step.
  "curves.thisStep": "{kind}, this step",
  // {done} of {total} steps; {settings}: the run's settings.
  "curves.where": "{done} of {total} steps ({settings})",
  "curves.whereStart": "{done} of {total} steps ({settings})",
  "curves.lossDescription":
    "Line plot of the training loss of the {models} models, each the mean of its last {smoothing} steps, after {where}.",
  "curves.accuracyDescription":
    "Line plot of the training accuracy of the {models} models, each the mean of its last {smoothing} steps, after {where}.",
  // {chance}: the accuracy of a guess, written.
  "curves.chance": "chance {chance}",
  "curves.caption":
    "Each line is one model’s training batches (16 sentences of 5 to 16 words), averaged over its last {smoothing} steps; the tables under the plots list every step’s own loss and accuracy. {Where}.",

  // ---- the learned table (learnedTable.js) ----
  "learned.label": "The learned model’s position table",
  "learned.row": "position",
  "learned.column": "dimension",
  // A cell of the row that is not there; {rows}: max_len.
  "learned.noRowValue": "no row (max_len {rows})",
  // {rows}: max_len; {last}: max_len − 1; {d}: d_model; {low}, {high}: the colour range.
  "learned.caption":
    "The learned model’s position table after {steps} steps ({settings}): rows 0 to {last}, one per position, each {d} numbers that training moved; the colours run from {low} to {high}. Row {rows} is grey: there is no row {rows}, so a word at position {rows} has nothing to look up.",
  "learned.noRow": "no row {rows} (max_len = {rows})",
  // ---- fine-tuning (fineTune.js) ----
  "tune.button": "Fine-tune rope at 2× with PI",
  "tune.waiting": "Fine-tuning starts from the trained rope model: train the lab first.",
  // {done} of {total}: calls to the lab module, written.
  "tune.progress": "Fine-tuning: {done} of {total} calls to the lab…",
  "tune.done": "Fine-tuned and tested.",
  "tune.failed": "Fine-tuning stopped: {error}",
  "tune.row": "rope, PI + fine-tuning",
  // {steps}: fine-tuning steps; {from}..{to}: their sentence lengths; {settings}: the run's.
  "tune.caption":
    "Accuracy of the rope model after {steps} more steps on sentences of {from} to {to} words with PI (s = 2), tested with PI at s = L / 16 ({settings}).",
  // {tuned}, {pi}, {plain}: accuracies at the last test length {length}.
  "tune.result":
    "At length {length}, the fine-tuned model reaches {tuned}; the same run’s rope model reaches {pi} with PI at test only, and {plain} with neither.",
  // ---- the results tables (results.js) ----
  // {sentences}: test sentences per length, written; {shortest}: the shortest training sentence.
  "results.caption":
    "Accuracy on {sentences} held-out sentences of each length ({settings}). Training sentences had {shortest} to 16 words.",
  // {done}: seeds done so far, {seeds}: all (5); {seedList}: the seeds; {steps} steps, written.
  "results.seedsCaption":
    "Mean (min–max) over {partial, select, yes {{done} of } other {}}{seeds} seeds ({seedList}), {steps} steps, {causal, select, yes {causal mask} other {no mask}}, {sentences} sentences per length.",
  "results.kind": "kind",
  "results.group":
    "{table, select, seeds {mean accuracy (min–max) at length} other {accuracy at length}}",
  "results.chanceRow": "chance (no order)",
  // A cell's label on a phone, {length}: the test length.
  "results.length": "length {length}",
  // A results table's label when it scrolls; {caption}: its caption.
  "results.scrolls": "{caption} (scrolls sideways)",
  // A cell with no value: the learned model has no row for those positions.
  "results.noRow": "no row",
  // A mean with its range: {mean} ({min}–{max}).
  "results.range": "{mean} ({min}–{max})",
  // {missing}: the reasons, joined.
  "results.noteNoRow":
    "no row: {missing}, so those sentences cannot be read at all. Chance: the best a model blind to word order can do on these sentences, computed by the core from the exact probability of each one.",
  "results.note":
    "Chance: the best a model blind to word order can do on these sentences, computed by the core from the exact probability of each one.",

  // ---- where each model looks (looks.js) ----
  "looks.label": "Where each model looks",
  "looks.sentence": "Sentence",
  "looks.sentenceHint": "words of the lab’s vocabulary, exactly one verb, up to 64 words",
  // A group of the palette's words, by its id (grammar.js).
  "palette.group":
    "{group, select, determiners {determiners} nouns {nouns} verbs {verbs} adjectives {adjectives} adverbs {adverbs} other {words}}",
  // {word}: a word of the lab's vocabulary (not translated).
  "palette.add": "Add “{word}”",
  "palette.removeLast": "Remove the last word",
  "palette.example": "Back to the example",
  // A model's answer when the core refused the sentence for it.
  "looks.cannotRead": "cannot read it",
  // {agent}: the noun the model answers (a token); {verdict}: right, wrong or none (no right
  // answer); {probability}: written.
  "looks.answer":
    "answers “{agent}”{verdict, select, right { (right)} wrong { (wrong)} other {}}, probability {probability}",
  // The same, then {others}: the other nouns with their probabilities (looks.nounProbability).
  "looks.answerOthers":
    "answers “{agent}”{verdict, select, right { (right)} wrong { (wrong)} other {}}, probability {probability}; {others}",
  "looks.nounProbability": "{noun} {probability}",
  // {verb}, {agent}, {reader}: tokens of the sentence ({reader}: where the models answer, the far
  // task's query when {far} is yes); {known}: yes when a noun stands just before the verb;
  // {longer}: yes when the sentence is longer than the learned model's {maxLen}.
  "looks.caption":
    "After {done} of {total} steps. Each bar is the attention weight {far, select, yes {the query, “{reader}”,} other {the verb, “{verb}”,}} gives to that word, the mean of the model’s heads (each model’s weights sum to 1); the models answer {far, select, yes {at the query, after the sentence} other {at the verb}}. {known, select, yes {The agent is “{agent}”, the noun just before the verb.} other {This sentence has no noun just before the verb, so no answer is right.}}{longer, select, yes { The learned model reads at most {maxLen} words.} other {}}",
  "looks.linkRefused":
    "The link asked for labsentence={sentence}; {refusal}, so the example {fallback} is used.",
  "looks.theSentence": "the sentence",
  "looks.coreNote": "The core: {refusal}.",
  "learned.theTable": "the learned table",
  // The exam's questions on this section.
  ...exam,
};
