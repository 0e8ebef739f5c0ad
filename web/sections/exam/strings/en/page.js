// The exam section's page: its controls, the reader's progress, the mock exam and its report,
// the lab's pending notes, and the summary sheet's worked numbers.
export default {
  // Kinds of question, as the kind selector and the question card name them.
  "kind.order.title": "Why attention needs positions",
  "kind.simple.title": "Why not a simpler encoding?",
  "kind.value.title": "Compute a value of PE",
  "kind.speed.title": "Fastest or slowest dimension",
  "kind.wavelength.title": "Wavelength of a pair",
  "kind.base.title": "What the base does",
  "kind.layout.title": "Interleaved or concatenated",
  "kind.shift.title": "Fill in the shift matrix Mₖ",
  "kind.linear.title": "Is the shift linear, and why?",
  "kind.relative.title": "The relative dot product",
  "kind.symmetry.title": "Why k and −k look alike",
  "kind.sum.title": "Sum or concatenation?",
  "kind.scale.title": "Scaling by √d_model",
  "kind.params.title": "A learned table’s parameters",
  "kind.maxlen.title": "Past max_len",
  "kind.rope.title": "RoPE: the score sees the offset",
  "kind.rotated.title": "RoPE: what is rotated",
  "kind.ropeproof.title": "RoPE: the proof, step by step",
  "kind.lab.title": "Reading a lab result",
  "kind.ceiling.title": "The ceiling without order",
  "kind.fartable.title": "Reading the far-task table",
  "kind.alibi.title": "ALiBi: the bias of a head",
  "kind.pi.title": "Position Interpolation: the angle",
  "kind.ntk.title": "NTK-aware scaling: the new base",
  "kind.yarn.title": "YaRN: what happens to a pair",
  "kind.highest.title": "Which rule keeps which pair",
  // The article's sections, by their short names (score tables, the kind selector's groups).
  "section.why-order.name": "Why order matters",
  "section.formula.name": "The formula",
  "section.wavelengths.name": "Wavelengths",
  "section.matrix.name": "The whole matrix",
  "section.identity.name": "Angle addition",
  "section.relative.name": "Relative position",
  "section.embeddings.name": "Adding to embeddings",
  "section.attention.name": "Attention with position",
  "section.learned.name": "Learned vs sinusoidal",
  "section.rope.name": "RoPE",
  "section.lab.name": "The training lab",
  "section.longer.name": "Longer than trained",

  // The controls: the mode, the kind of question, the mock exam's length, "New question".
  "control.mode": "Practice",
  "control.mode.one": "One kind at a time",
  "control.mode.mixed": "Mixed: any kind",
  "control.mode.mock": "Mock exam",
  "control.kind": "Kind of question",
  "control.count": "questions in the mock exam",
  "control.newQuestion": "New question",
  "control.newMock": "New mock exam",
  // Under "New question"; seed: the question set's number.
  "control.seed":
    "Question set {seed} (the seed, kept in the link): the same link gives the same questions, in the same order.",

  // The reader's progress.
  "progress.reset": "Reset progress",
  "progress.stored":
    "Your progress is kept in this browser (localStorage), so it survives a reload. Reset clears it.",
  "progress.notStored":
    "Your progress is not saved here: this page runs in a sandboxed frame (or with storage switched off), so the browser gives it no storage. Your answers count until you leave; the full article keeps them.",
  "progress.none":
    "Progress: no questions answered yet. Each question counts once, at your first check (opening its solution first counts as a miss).",
  // correct: the count right (a number written by format.js); answered: the count answered.
  "progress.some":
    "Progress: {correct} right out of {answered, plural, one {# question} other {# questions}} answered (first checks count).",
  "progress.caption": "Your progress by section",

  // Score tables' columns.
  "table.section": "Section",
  "table.asked": "Asked",
  "table.answered": "Answered",
  "table.right": "Right",

  // A lab question or sheet before the lab's results are in; done, total: models trained.
  "pending.question":
    "This question reads the training lab’s results: its models are training in the background, in short slices…",
  "pending.questionProgress":
    "This question reads the training lab’s results: {done} of {total} models trained…",
  // error: the lab's own message.
  "pending.questionFailed":
    "The training lab could not compute this question’s results ({error}). “New question” tries again.",
  "pending.sheet": "This sheet reads the training lab’s results: its models are training…",
  "pending.sheetFailed": "The training lab could not compute this sheet’s results ({error}).",
  // What a refused question is called in the section's refusal notice.
  "refused.thisQuestion": "this question",
  "refused.aQuestion": "a question",
  // The worksheet's title.
  "worksheet.title": "Positional encoding",

  // The mock exam.
  "mock.previous": "Previous question",
  "mock.next": "Next question",
  "mock.finish": "Finish and see the scores",
  // right, of: counts (written by format.js).
  "mock.finished": "Mock exam finished: {right} of {of} right.",
  // number: this question's number; of: the questions; answered: the count answered; seed: the set.
  "mock.status": "Question {number} of {of} · {answered} answered · question set {seed}",
  "mock.summaryTitle": "Your mock exam, section by section",
  "mock.caption": "Mock exam score by section",
  // right, of, percent, missed: numbers written by format.js; locked: "yes" when the quiz is
  // locked (no "New mock exam" button to mention).
  "mock.total":
    "Total: {right} of {of} right ({percent} %). {missed} not answered, counted as not right.{locked, select, yes {} other { “New mock exam” starts another.}}",

  // The classroom panel of "Embed this" (quizOptions.js): a teacher sets a quiz.
  "quiz.legend": "Set a quiz for your class",
  "quiz.use": "Embed a quiz: the same questions, in the same order, for every student",
  "quiz.kinds": "Kinds of question (none ticked: all kinds)",
  "quiz.count": "Questions",
  "quiz.seed": "Question set (seed)",
  "quiz.hints": "Hints",
  "quiz.hints.on": "on",
  "quiz.hints.off": "off",
  "quiz.solutions": "Worked solutions",
  "quiz.solutions.always": "always",
  "quiz.solutions.after": "after answering",
  "quiz.solutions.never": "never",
  "quiz.lock": "Lock the quiz (students cannot change the kinds, count or seed)",
  "quiz.link": "Link to the quiz",
  "quiz.typeNumber": "Type a number.",
  // In the link's field while a field is refused.
  "quiz.fixField": "Fix the marked field first.",
  // A quiz (mock exam or worksheet) whose kinds gave fewer different questions than its count
  // asked for (peExam.generate's `short`). shown: how many it has (for the plural); shownText:
  // the same number and asked: the count, both written by format.js.
  "quiz.short":
    "{shown, plural, one {Only {shownText} different question could be made from these kinds of question, so this quiz has that one} other {Only {shownText} different questions could be made from these kinds of question, so this quiz has those}} instead of the {asked} asked for.",

  // The summary sheet's worked numbers; d, base and the λ values are numbers written by
  // format.js; lastSub: the last pair's index as subscript digits.
  "summary.wavelengths":
    "With d_model = {d} and base {base}: λ₀ = {first} (2π), λ₁ = {second}, each rung {ratio} times the one before, up to λ{lastSub} = {last}, just under base·2π. Early pairs tell neighbours apart; late pairs change so slowly that they tell near from far.",
  // kSub: k as subscript digits; pos, shifted: positions; error: the largest error.
  "summary.check":
    "For example, M{kSub} applied to PE({pos}) with d_model = {d} gives PE({shifted}) to within {error}.",
};
