// @ts-check
// Section "exam": practice questions from every section, checked against the core, in three
// modes (the store's `mode`): one kind at a time (`question`), mixed, or a mock exam of `count`
// questions with a score per section at the end. Which questions appear depends only on the
// link: the page shows exactly peExam.generate({ kinds, count, seed }) (exam/generate.js), so a
// shared link is a shared question set, and "New question" walks every reader through the same
// seeds. The reader's progress (exam/progress.js) is kept in localStorage where the page may
// use it, and the page says when it may not (a sandboxed frame). Below the questions: "Derive it
// yourself" (exam/guidedDerivation.js) and the printable summary sheet.
// The lab's questions read results that the lab module trains once (exam/labResults.js): when
// the section is first drawn it starts exam.ready() in the background (slices of a few ms), and
// a lab question reached before that is done shows a note until it is, then itself.
import { createExamModeControl } from "../../js/controls/examModeControl.js";
import { createNewQuestionButton } from "../../js/controls/newQuestionButton.js";
import { createQuestionKindControl } from "../../js/controls/questionKindControl.js";
import { button, el, headerCell, liveText, setText, tableHead } from "../../js/dom.js";
import { createGuidedDerivation } from "../../js/exam/guidedDerivation.js";
import { examModes, examKinds, mockCount } from "../../js/exam/kinds.js";
import { createProgress } from "../../js/exam/progress.js";
import { createQuestionCard } from "../../js/exam/questionCard.js";
import { postQuiz, postScore, resumeMessageType } from "../../js/exam/scoreMessages.js";
import { createWorksheet } from "../../js/exam/worksheet.js";
import { formatNumber, integerText, numberText, subscriptText } from "../../js/format.js";
import { isFramed } from "../../js/framed.js";
import { defineSection } from "../../js/section.js";
import { createVisibilityGate, renderWhenVisible } from "../../js/visibility.js";
import { t } from "./strings.js";

// The summary sheet's worked numbers: the paper's d_model and base.
const summaryD = 512;
const summaryBase = 10000;
const summaryCheck = { pos: 100, k: 7 };
const sectionOrder = [...new Set(examKinds.map((kind) => kind.section))];

// A button with an id (tests and labels find it by the id).
/** @param {string} id @param {string} className @param {string} text */
function buttonWithId(id, className, text) {
  const node = button(className, text);
  node.id = id;
  return node;
}

export const createSection = defineSection(({ section, slot, root, store, core, exam }) => {
  const progress = createProgress();
  const cardSlot = slot("card");
  const progressSlot = slot("progress");

  // 1. Controls: the mode, the kind of question (mode "one"), the mock exam's length (mode
  // "mock"), and "New question" (a new mock exam, in that mode).
  const controls = slot("controls");
  section.own(
    createExamModeControl(controls, store, examModes),
    createQuestionKindControl(controls, store),
  );
  section.numbers(
    [
      {
        key: "count",
        label: t("control.count"),
        slider: { min: mockCount.min, max: mockCount.max },
      },
    ],
    "mock-controls",
  );
  section.own(createNewQuestionButton(controls, store));

  // 2. Progress: answered and right, overall and per section; a reset.
  const progressText = liveText("exam-progress-text", "exam-progress-text");
  const progressTable = el("div", "exam-progress-sections");
  const storageNote = el("p", "exam-storage-note control-hint");
  storageNote.id = "exam-storage-note";
  const resetButton = buttonWithId("exam-reset", "control-button exam-reset", t("progress.reset"));
  progressSlot.append(progressText, progressTable, storageNote, resetButton);
  setText(storageNote, progress.stored ? t("progress.stored") : t("progress.notStored"));
  storageNote.dataset.stored = String(progress.stored);

  function showProgress() {
    const { answered, correct, sections } = progress.totals();
    setText(
      progressText,
      answered === 0
        ? t("progress.none")
        : t("progress.some", { correct: integerText(correct), answered }),
    );
    progressText.dataset.answered = String(answered);
    progressText.dataset.correct = String(correct);
    progressTable.replaceChildren();
    if (answered === 0) return;
    progressTable.append(sectionTable(t("progress.caption"), sections, "exam-progress-table"));
  }

  /** @param {{ id: string, section: string }} question @param {boolean} correct */
  function record(question, correct) {
    if (progress.record(question, correct)) showProgress();
  }

  const onReset = () => {
    progress.reset();
    showProgress();
  };
  resetButton.addEventListener("click", onReset);

  // 3. The questions: one card (modes one and mixed), or the mock exam.
  /** @type {{ destroy(): void } | null} */
  let card = null;
  let shownKey = "";
  /** @type {any} */
  let mock = null;

  function clearCard() {
    card?.destroy();
    card = null;
    cardSlot.replaceChildren();
  }

  // `also(correct, value)`: value is what exam.check read (null when the solution was opened
  // first); `given`: an answer given earlier (a resumed quiz), filled in and checked again.
  /**
   * @param {any} question @param {HTMLElement} container
   * @param {(correct: boolean, value: unknown) => void} [also] @param {unknown} [given]
   */
  function showQuestion(question, container, also = () => {}, given = undefined) {
    section.refused(question.error ?? "", t("refused.thisQuestion"));
    if (question.error) return null;
    const { hints, solutions } = store.getAll();
    return createQuestionCard(container, question, exam, {
      hints: hints === "on",
      solutions,
      given,
      onChecked: (result) => {
        record(question, result.correct);
        also(result.correct, result.value);
      },
      onSolution: () => {
        record(question, false);
        also(false, null);
      },
    });
  }

  // The kinds a link asks for (kinds=value,shift), or undefined: every kind.
  /** @param {import("../../js/state/index.js").State} state */
  const linkKinds = (state) => (state.kinds === "" ? undefined : state.kinds.split(","));

  // A lab question made before the lab's results are in is a placeholder (pending): a note says
  // that its models are training, and once exam.ready() resolves the question is made again by
  // `remake` and shown in the note's place. (In a quiz the question made again may be another:
  // the placeholder's question may turn out to repeat an earlier one; see startMock.)
  /**
   * @param {any} question @param {HTMLElement} container @param {() => any} remake
   * @param {(correct: boolean, value: unknown) => void} [also] @param {unknown} [given]
   * @returns {{ destroy(): void } | null}
   */
  function showWhenReady(question, container, remake, also, given) {
    if (!question.pending) return showQuestion(question, container, also, given);
    section.refused("");
    const note = liveText("exam-pending", "exam-pending");
    setText(note, t("pending.question"));
    container.append(note);
    /** @type {{ destroy(): void } | null} */
    let shown = null;
    let gone = false;
    exam
      .ready({
        onProgress: (done, total) => {
          if (!gone)
            setText(
              note,
              t("pending.questionProgress", {
                done: integerText(done),
                total: integerText(total),
              }),
            );
        },
      })
      .then(
        () => {
          if (gone) return;
          note.remove();
          shown = showQuestion(remake(), container, also, given);
        },
        (error) => {
          if (!gone) setText(note, t("pending.questionFailed", { error: error.message }));
        },
      );
    return {
      destroy() {
        gone = true;
        shown?.destroy();
        note.remove();
      },
    };
  }

  /** @param {import("../../js/state/index.js").State} state */
  function renderQuestions(state) {
    const key = [
      state.mode,
      state.question,
      state.seed,
      state.count,
      state.kinds,
      state.hints,
      state.solutions,
      state.lock,
      state.print,
    ].join(":");
    if (key === shownKey) return;
    shownKey = key;
    clearCard();
    removeWorksheet();
    if (state.print) {
      showWorksheet(state);
      return;
    }
    cardSlot.dataset.mode = state.mode;
    // lock=1: the questions are the teacher's; nothing on the page changes them.
    controls.hidden = state.lock === 1;
    slot("mock-controls").hidden = state.mode !== "mock" || state.lock === 1;
    if (state.mode === "mock") {
      startMock(state);
      return;
    }
    mock = null;
    const make = () =>
      state.mode === "one"
        ? exam.generate({ kinds: [state.question], count: 1, seed: state.seed })[0]
        : exam.generate({ kinds: linkKinds(state), count: 1, seed: state.seed })[0];
    let posted = false;
    card = showWhenReady(make(), cardSlot, make, (correct) => {
      if (posted) return;
      posted = true;
      const { kind } = make();
      postScore({ section: "exam", kind, correct, score: correct ? 1 : 0, max: 1 });
    });
  }

  // print=worksheet or key (classroom kit): the link's quiz on paper, `count` questions (of the
  // link's kinds, or of its one kind in mode "one"), exactly the quiz's in mode "mock". Shown on
  // screen too, with its print button; printing the page prints it alone (worksheet.css).
  // A sheet with a lab question waits for the lab's results (exam.ready()), with a note.
  /** @type {HTMLElement | null} */
  let worksheet = null;
  let worksheetShown = 0;
  function removeWorksheet() {
    worksheetShown += 1;
    worksheet?.remove();
    worksheet = null;
    delete document.documentElement.dataset.worksheet;
  }
  /** @param {import("../../js/state/index.js").State} state */
  function showWorksheet(state) {
    const make = () =>
      exam.generate({
        kinds: state.mode === "one" ? [state.question] : linkKinds(state),
        count: state.count,
        seed: state.seed,
      });
    const questions = make();
    if (!questions.some((question) => question.pending)) {
      printSheet(state, questions);
      return;
    }
    const shown = worksheetShown;
    section.refused("");
    worksheet = liveText("exam-pending", "exam-pending");
    setText(worksheet, t("pending.sheet"));
    root.querySelector(".section-head").after(worksheet);
    exam.ready().then(
      () => {
        if (shown !== worksheetShown) return;
        worksheet?.remove();
        printSheet(state, make());
      },
      (error) => {
        if (shown === worksheetShown && worksheet)
          setText(worksheet, t("pending.sheetFailed", { error: error.message }));
      },
    );
  }
  /** @param {import("../../js/state/index.js").State} state @param {any[]} questions */
  function printSheet(state, questions) {
    const refused = questions.find((question) => question.error);
    section.refused(refused?.error ?? "", t("refused.aQuestion"));
    worksheet = createWorksheet(
      questions.filter((question) => !question.error),
      { key: state.print === "key", title: t("worksheet.title") },
    );
    // For the teacher on screen; the printed sheet leaves it out (worksheet.css).
    const short = shortText(questions, state.count);
    if (short) {
      /** @type {HTMLElement} */ (worksheet.querySelector(".worksheet-head")).append(
        el("p", "exam-short-note worksheet-short-note control-hint", short),
      );
    }
    root.querySelector(".section-head").after(worksheet);
    document.documentElement.dataset.worksheet = state.print;
  }

  // What the page says when a quiz has fewer different questions than the `count` asked
  // (generate's `short`), or "".
  /** @param {any[] & { short?: boolean }} questions @param {number} asked */
  const shortText = (questions, asked) =>
    questions.short
      ? t("quiz.short", {
          shown: questions.length,
          shownText: integerText(questions.length),
          asked: integerText(asked),
        })
      : "";

  // The mock exam: `count` questions across every section, one at a time; a question counts at
  // its first check (or as a miss when its solution is opened first), and Finish shows the
  // score per section of exactly these answers.
  // With a lab question among them, the quiz is made again once the lab's results are in
  // (`settle`): a lab question may then turn out to repeat an earlier one and be replaced or
  // left out, so the list may change where the lab's questions are; every other question stays
  // as it was (differentQuestions.js), and so do the answers given to them.
  /** @param {import("../../js/state/index.js").State} state */
  function startMock(state) {
    const make = () =>
      exam.generate({ kinds: linkKinds(state), count: state.count, seed: state.seed });
    let questions = make();
    let settled = !questions.some((question) => question.pending);
    // results: question id -> right; given: index -> an answer restored from a resumed session.
    mock = { questions, results: new Map(), given: new Map(), index: 0, finished: false, resume };
    const head = el("div", "exam-mock-head");
    // A live region from the start (empty while the quiz is not short), so that a note that
    // appears once the lab's results are in is read out.
    const shortNote = liveText("exam-short-note control-hint", "exam-short-note");
    const status = liveText("exam-mock-status", "exam-mock-status");
    const nav = el("div", "exam-buttons exam-mock-nav");
    const previous = buttonWithId("exam-mock-previous", "control-button", t("mock.previous"));
    const next = buttonWithId("exam-mock-next", "control-button", t("mock.next"));
    const finish = buttonWithId("exam-mock-finish", "control-button exam-finish", t("mock.finish"));
    nav.append(previous, next, finish);
    const body = el("div", "exam-mock-question");
    const summary = el("div", "exam-mock-summary");
    summary.id = "exam-mock-summary";
    head.append(status, shortNote, nav);
    cardSlot.append(head, body, summary);
    const showShortNote = () => setText(shortNote, shortText(questions, state.count));
    showShortNote();

    // Once: the quiz as made with the lab's results, the reader kept on the question shown.
    function settle() {
      if (settled || mock?.questions !== questions || mock.finished) return;
      settled = true;
      const shownId = questions[mock.index]?.id;
      questions = mock.questions = make();
      const at = questions.findIndex((question) => question.id === shownId);
      mock.index = at >= 0 ? at : Math.min(mock.index, questions.length - 1);
      showShortNote();
      update();
    }
    if (!settled) exam.ready().then(settle, () => {});

    function update() {
      const answered = mock.results.size;
      setText(
        status,
        mock.finished
          ? t("mock.finished", {
              right: integerText(countRight()),
              of: integerText(questions.length),
            })
          : t("mock.status", {
              number: integerText(mock.index + 1),
              of: integerText(questions.length),
              answered: integerText(answered),
              seed: String(state.seed),
            }),
      );
      previous.disabled = mock.index === 0;
      next.disabled = mock.index === questions.length - 1;
      nav.hidden = mock.finished;
    }
    const countRight = () => [...mock.results.values()].filter(Boolean).length;

    let shownAt = 0;
    function showAt(index) {
      card?.destroy();
      mock.index = index;
      shownAt = performance.now();
      let question = questions[index];
      // A placeholder made again with the lab's results: the quiz settles, and this place may now
      // hold another question (the lab's turned out to repeat an earlier one and was left out).
      const remake = () => {
        settle();
        question = questions[mock.index];
        body.dataset.index = String(mock.index);
        return question;
      };
      const also = (/** @type {boolean} */ correct, /** @type {unknown} */ value) => {
        if (!mock.results.has(question.id) && !mock.finished) {
          mock.results.set(question.id, correct);
          // The question answered, where it is now (a settled quiz may have moved it).
          const asked = question;
          postScore({
            section: "exam",
            kind: question.kind,
            correct,
            score: countRight(),
            max: questions.length,
            index: questions.indexOf(asked),
            id: asked.id,
            seed: asked.seed,
            questionType: asked.type,
            response: value ?? null,
            answer: asked.answer ?? null,
            latency: Math.round(performance.now() - shownAt),
          });
        }
        update();
      };
      card = showWhenReady(question, body, remake, also, mock.given.get(index));
      body.dataset.index = String(index);
      update();
    }

    function showSummary() {
      mock.finished = true;
      card?.destroy();
      card = null;
      body.replaceChildren();
      /** @type {Record<string, { answered: number, correct: number, asked: number }>} */
      const sections = {};
      for (const question of questions) {
        const s = (sections[question.section] ??= { answered: 0, correct: 0, asked: 0 });
        s.asked += 1;
        if (mock.results.has(question.id)) s.answered += 1;
        if (mock.results.get(question.id) === true) s.correct += 1;
      }
      const right = countRight();
      summary.replaceChildren(
        el("h3", "exam-title", t("mock.summaryTitle")),
        sectionTable(t("mock.caption"), sections, "exam-mock-table"),
        el(
          "p",
          "exam-mock-total",
          t("mock.total", {
            right: integerText(right),
            of: integerText(questions.length),
            percent: formatNumber(Math.round((100 * right) / questions.length)),
            missed: integerText(questions.length - mock.results.size),
            locked: state.lock === 1 ? "yes" : "no",
          }),
        ),
      );
      summary.dataset.right = String(right);
      postScore({
        section: "exam",
        kind: "total",
        correct: null,
        score: right,
        max: questions.length,
        final: true,
      });
      update();
      summary.querySelector("h3").setAttribute("tabindex", "-1");
      /** @type {HTMLElement} */ (summary.querySelector("h3")).focus();
    }

    // Answers given in an earlier session (the SCORM launch page's resume message): counted
    // again, filled in, and the quiz goes on at the first question left unanswered.
    /** @param {{ count: number, first: string, answers: { index: number, correct: boolean, response: unknown }[] }} saved */
    function resume(saved) {
      if (mock.finished || mock.results.size > 0) return;
      if (saved.count !== questions.length || saved.first !== questions[0]?.id) return;
      for (const { index, correct, response } of saved.answers) {
        if (!Number.isInteger(index) || index < 0 || index >= questions.length) continue;
        mock.results.set(questions[index].id, correct === true);
        if (response !== null && response !== undefined) mock.given.set(index, response);
      }
      const open = questions.findIndex((question) => !mock.results.has(question.id));
      showAt(open < 0 ? questions.length - 1 : open);
    }

    previous.addEventListener("click", () => showAt(mock.index - 1));
    next.addEventListener("click", () => showAt(mock.index + 1));
    finish.addEventListener("click", showSummary);
    showAt(0);
    postQuiz({ section: "exam", count: questions.length, first: questions[0]?.id ?? "" });
  }

  // The page around a framed quiz may hand back answers given earlier (scoreMessages.js).
  /** @param {MessageEvent} event */
  const onMessage = (event) => {
    if (!isFramed() || event.source !== window.parent) return;
    const data = event.data;
    if (!data || data.type !== resumeMessageType || !Array.isArray(data.answers)) return;
    mock?.resume({ count: Number(data.count), first: String(data.first), answers: data.answers });
  };
  window.addEventListener("message", onMessage);

  // A table of scores per section: "section | questions | answered | right".
  /**
   * @param {string} caption
   * @param {Record<string, { answered: number, correct: number, asked?: number }>} sections
   * @param {string} className
   */
  function sectionTable(caption, sections, className) {
    const table = el("table", `exam-score-table ${className}`);
    table.append(el("caption", "", caption));
    const mockTable = Object.values(sections).some((s) => s.asked !== undefined);
    table.append(
      tableHead(
        mockTable
          ? [t("table.section"), t("table.asked"), t("table.answered"), t("table.right")]
          : [t("table.section"), t("table.answered"), t("table.right")],
      ),
    );
    const body = el("tbody");
    for (const id of sectionOrder) {
      const s = sections[id];
      if (!s) continue;
      const row = el("tr");
      row.dataset.section = id;
      row.append(headerCell(t(`section.${id}.name`), "row"));
      for (const value of mockTable ? [s.asked, s.answered, s.correct] : [s.answered, s.correct]) {
        row.append(el("td", "", integerText(value)));
      }
      body.append(row);
    }
    table.append(body);
    const box = el("div", "exam-table-box");
    box.append(table);
    return box;
  }

  // 4. Derive it yourself: the guided derivation, checked by the core. Its six cards and their
  // formulas are built when the reader comes near (or the page is printed), not as the page
  // starts: at the article's end, they cost ~190 ms of a 4x-throttled start before the first
  // figure (docs/performance-notes.md).
  const deriveSlot = slot("derive");
  const deriveGate = createVisibilityGate(deriveSlot, { figure: false });
  /** @type {{ destroy(): void } | null} */
  let derivation = null;
  deriveGate.run(() => {
    derivation = createGuidedDerivation(deriveSlot, core);
  });
  section.own(() => {
    deriveGate.destroy();
    derivation?.destroy();
  });

  // 5. The summary sheet's numbers: the paper's d_model = 512 and base 10000.
  function renderSummary() {
    const f = core.peFrequencies(summaryD, summaryBase);
    const step = core.peValue(0, 1, summaryD, summaryBase);
    const check = core.shiftCheck(summaryCheck.pos, summaryCheck.k, summaryD, summaryBase);
    if (!f.ok || !step.ok || !check.ok) return;
    const last = f.wavelength.length - 1;
    slot("summary-wavelengths").textContent = t("summary.wavelengths", {
      d: integerText(summaryD),
      base: integerText(summaryBase),
      first: formatNumber(f.wavelength[0]),
      second: formatNumber(f.wavelength[1]),
      ratio: formatNumber(step.divisor),
      lastSub: subscriptText(last),
      last: formatNumber(f.wavelength[last]),
    });
    slot("summary-check").textContent = t("summary.check", {
      kSub: subscriptText(summaryCheck.k),
      pos: integerText(summaryCheck.pos),
      d: integerText(summaryD),
      shifted: integerText(summaryCheck.pos + summaryCheck.k),
      error: numberText(check.maxAbsError, 2),
    });
  }

  const onPrint = () => {
    delete document.documentElement.dataset.print;
    window.print();
  };
  const printButton = slot("print");
  printButton.addEventListener("click", onPrint);

  showProgress();
  section.own(
    renderWhenVisible(
      root,
      store,
      ["question", "seed", "mode", "count", "kinds", "hints", "solutions", "lock", "print"],
      () => {
        // The lab's results, made ready in the background while the reader is here (its failure
        // is reported where a lab question waits for it).
        exam.ready().catch(() => {});
        renderQuestions(store.getAll());
        renderSummary();
      },
    ),
    () => printButton.removeEventListener("click", onPrint),
    () => window.removeEventListener("message", onMessage),
    () => resetButton.removeEventListener("click", onReset),
    () => {
      clearCard();
      progressSlot.replaceChildren();
      removeWorksheet();
    },
  );
});
