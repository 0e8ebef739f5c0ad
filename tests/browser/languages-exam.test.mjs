// The exam in Chinese, Spanish and Arabic, in Debian's Chromium (docs/languages.md): answers typed
// as each language writes numbers (a decimal comma, Arabic-Indic digits with ٫, a Chinese
// keyboard's full-width digits) are read and marked; the verdicts and diagnoses are the language's
// own messages (tests/browser/exam.test.mjs checks the same in English), with its numbers written
// its way; "Derive it yourself" works in each; a Spanish quiz link, a Chinese worksheet (its PDF
// read with pdftotext) and an Arabic quiz in a sandboxed frame under a strict CSP.
// Every expected number comes from the independent oracle (tests/oracle/exam-oracle.mjs) or a
// closed form; every expected sentence from the language's catalogue (scripts/language-pack.mjs),
// found by its English text. Needs a built dist/ (node scripts/build.mjs) and poppler-utils.
// Run: node --test --test-concurrency=1 tests/browser/languages-exam.test.mjs
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, test } from "node:test";
import { pathToFileURL } from "node:url";
import { IntlMessageFormat } from "intl-messageformat";

import { catalogues, loadLanguagePack } from "../../scripts/language-pack.mjs";
import { examKinds } from "../../web/js/exam/kinds.js";
import { setLanguage } from "../../web/js/i18n/language.js";
import { CORES } from "../js/cores.mjs";
import { loadExam } from "../js/exam-fixture.mjs";
import { oracle } from "../oracle/exam-oracle.mjs";
import {
  answer,
  keepScores,
  readQuestion,
  rightAnswer,
  useCoursePage,
  wrongAnswer,
} from "./exam-helpers.mjs";
import { frameIn, lookAt, useBrowser } from "./harness.mjs";

const languages = ["zh-CN", "es", "ar"];
const shared = useBrowser({ core: false });
// A course page that keeps each score message its frame posts (as in classroom-quiz.test.mjs).
const course = useCoursePage({ heading: "Semana 3", script: keepScores });

let nodeExam;
let folder;
const english = {}; // namespace -> English messages
const packs = {}; // language -> { language, catalogues }

before(async () => {
  // The exam as the page makes it, by the same core build, with the lab's results ready.
  nodeExam = await loadExam(CORES[0]);
  for (const { namespace, folder: strings } of catalogues()) {
    english[namespace] = (await import(pathToFileURL(join(strings, "en.js")).href)).default;
  }
  for (const language of languages) packs[language] = await loadLanguagePack(language);
  folder = mkdtempSync(join(tmpdir(), "pe-languages-exam-"));
});
after(() => folder && rmSync(folder, { recursive: true, force: true }));

// ---- messages ----------------------------------------------------------------------------------

/** The key of the English message `text` (exact, or a RegExp) in `namespace`: exactly one. */
function keyOf(namespace, text) {
  const keys = Object.entries(english[namespace])
    .filter(([, message]) => (text instanceof RegExp ? text.test(message) : message === text))
    .map(([key]) => key);
  assert.equal(keys.length, 1, `${namespace}: one English message ${text} (found ${keys})`);
  return keys[0];
}

/** The message of `key` in `language` (its own, never English's fallback). */
function messageIn(language, namespace, key) {
  const message = packs[language].catalogues[namespace]?.[key];
  assert.equal(typeof message, "string", `${language} has ${namespace}.${key}`);
  return message;
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

// A named group for an argument that is a number, or numbers in a row, as format.js writes them.
const numbersGroup = "[\u2066\u2069−\\d.,;،\\s]+";

/**
 * A RegExp of the message `key` in `language`, found by its English text: each argument with a
 * value in `values` is that text exactly; each other one is a named group, of `groups[name]` (a
 * RegExp source) or else of .+?.
 */
function messagePattern(language, namespace, englishText, values = {}, groups = {}) {
  const source = messageIn(language, namespace, keyOf(namespace, englishText));
  const names = [...new Set([...source.matchAll(/\{\s*(\w+)/g)].map((m) => m[1]))];
  const args = {};
  const marks = {};
  names.forEach((name, n) => {
    if (name in values) args[name] = values[name];
    else args[name] = marks[name] = `\uE000${n}\uE001`;
  });
  let pattern = escapeRegExp(String(new IntlMessageFormat(source, language).format(args)));
  for (const [name, mark] of Object.entries(marks)) {
    const at = pattern.indexOf(mark);
    if (at < 0) continue; // a select's argument: it picked a branch and is not shown
    const group = groups[name] ?? ".+?";
    pattern = `${pattern.slice(0, at)}(?<${name}>${group})${pattern.slice(at + mark.length).replaceAll(mark, `\\k<${name}>`)}`;
  }
  return new RegExp(pattern, "u");
}

/** The message (without arguments) of the English `englishText`, in `language`. */
const plainMessage = (language, namespace, englishText) =>
  String(
    new IntlMessageFormat(
      messageIn(language, namespace, keyOf(namespace, englishText)),
      language,
    ).format(),
  );

// ---- numbers -----------------------------------------------------------------------------------

/** A plain number ("-0.295520207") typed as a reader of `how` writes it. */
const typed = {
  "zh-CN": (text) => text,
  es: (text) => text.replace(".", ","),
  ar: (text) =>
    text.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d))).replace(".", "\u066B"),
  // A Chinese keyboard's full-width digits, point and minus.
  fullWidth: (text) =>
    text.replace(/[-.\d]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)),
};
const typedAnswer = (how, { texts, option }) =>
  option !== undefined ? { option } : { texts: texts.map(typed[how]) };

/** A number the page wrote in `language`, as a JS number, after checking its writing: digits
 * 0-9, a decimal comma in Spanish (a point elsewhere), and in Arabic wrapped in an isolate. */
function shownNumber(language, text) {
  let plain = text;
  if (language === "ar") {
    assert.match(text, /^\u2066[^\u2066\u2069]+\u2069$/, `an isolated number: ${text}`);
    plain = text.slice(1, -1);
  }
  assert.match(plain, /^−?\d+([.,]\d+)?$/, `a number written with 0-9: ${text}`);
  if (plain.match(/[.,]/)) {
    assert.equal(plain.match(/[.,]/)[0], language === "es" ? "," : ".", `decimal mark: ${text}`);
  }
  return Number(plain.replace("−", "-").replace(",", "."));
}

const assertCloseTo = (shown, expected, what) =>
  assert.ok(
    Math.abs(shown - expected) <= 1e-5 * Math.max(1, Math.abs(expected)),
    `${what}: shown ${shown}, expected ${expected}`,
  );

// ---- English left over -------------------------------------------------------------------------

// Words of English sentences that no Spanish (or Chinese, or Arabic) text has as a whole word; the
// exam's maths (PE, sin, cos, d_model, pos) is not among them.
const englishWords = new Set(
  (
    "the and of is are was were be with this that these those it its to for from not but or an by " +
    "on at which what when where answer answers value values right wrong correct try again hint " +
    "solution show open instead computed dimension pair index position angle within tolerance " +
    "exact entries entry step steps order pick first here there your you only than then each"
  ).split(" "),
);
function englishIn(text) {
  return [...new Set(text.toLowerCase().split(/[^\p{L}\p{N}_]+/u))].filter((w) =>
    englishWords.has(w),
  );
}
const assertNoEnglish = (text, what) =>
  assert.deepEqual(englishIn(text), [], `${what} has English words: ${text}`);

// The reader's text of an element: without KaTeX's hidden MathML (TeX source) and what is marked
// translate="no" (a reader's typed text, symbols).
const readerText = (locator) =>
  locator.evaluate((node) => {
    const copy = node.cloneNode(true);
    for (const skip of copy.querySelectorAll('.katex-mathml, [translate="no"]')) skip.remove();
    return copy.textContent;
  });

// ---- pages -------------------------------------------------------------------------------------

const card = "#exam [data-slot=card] .exam-question[data-kind]";

/** index.html?lang=<language>&<query>, over http: it moves to index.<language>.html. */
async function openArticle(language, query, options = {}) {
  const opened = await shared.open(`?lang=${language}&${query}`, {
    url: `${shared.httpBase}index.html`,
    core: true,
    look: ["#exam"],
    waitFor: [card],
    ...options,
  });
  const { pathname, searchParams } = new URL(opened.page.url());
  assert.equal(pathname, `/index.${language}.html`);
  assert.equal(searchParams.get("lang"), language);
  assert.deepEqual(
    await opened.page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]),
    [language, language === "ar" ? "rtl" : "ltr"],
  );
  return opened;
}

async function chooseKind(page, kind) {
  await page.selectOption("#exam-kind", kind);
  await page.waitForSelector(`#exam [data-slot=card] .exam-question[data-kind="${kind}"]`, {
    timeout: 30000,
  });
  return readQuestion(page);
}

/** The feedback's reader text after `answer`. */
async function answered(q, given) {
  const result = await answer(q, given);
  return { ...result, text: await readerText(q.card.locator(".exam-feedback")) };
}

// value, seed 1: d_model = 4, base 10000, pos = 10, dimension j = 3 (pair 1), as in exam.test.mjs.
const valueParams = { d: 4, base: 10000, pos: 10, dim: 3 };
const rightValue = Math.cos(10 / 10000 ** (2 / 4));
// The slip of exam.test.mjs: the dimension 3 used as the pair index.
const dimensionAsPair = Math.cos(10 / 10000 ** ((2 * 3) / 4));

// The guided derivation's steps and their answers, worked out here (d_model = 8, base 10000, as in
// exam.test.mjs), in the page's order; "independent" is the ordering.
const deriveSteps = [
  ["simple", [Math.sin(500)]],
  ["pair", [Math.sin(0.3), Math.cos(0.3)]],
  ["rotation", [Math.cos(0.5), Math.sin(0.5), -Math.sin(0.5), Math.cos(0.5)]],
  ["independent", null],
  ["ladder", [2 * Math.PI * 10000 ** (6 / 8)]],
  ["offset", [[1, 0.1, 0.01, 0.001].reduce((sum, w) => sum + Math.cos(4 * w), 0)]],
];
// The argument of step 4, in order, by the English text of each line.
const argumentLines = [
  /^Expand sin ω\(pos \+ k\)/,
  /^Notice that/,
  /^Write the two lines/,
  /^Put one such block/,
  /^Conclude/,
];

async function answerStep(page, language, id, values) {
  const step = page.locator(`.derive-step[data-step="${id}"] .exam-question`);
  const inputs = step.locator(".exam-input");
  assert.equal(await inputs.count(), values.length, id);
  for (const [n, v] of values.entries()) await inputs.nth(n).fill(typed[language](v.toFixed(6)));
  await step.locator(".exam-check").click();
  const feedback = step.locator(".exam-feedback");
  assert.equal(await feedback.getAttribute("data-verdict"), "correct", `${language} ${id}`);
  assertNoEnglish(await readerText(feedback), `${language} ${id}: the feedback`);
}

async function putInOrder(page, language) {
  const step = page.locator('.derive-step[data-step="independent"] .exam-question');
  const lines = argumentLines.map((english) => plainMessage(language, "exam", english));
  const texts = () => step.locator(".exam-order-text").allTextContents();
  // The lines shown are the language's own.
  assert.deepEqual([...(await texts())].sort(), [...lines].sort());
  await step.locator(".exam-check").click();
  assert.equal(await step.locator(".exam-feedback").getAttribute("data-verdict"), "wrong");
  for (let target = 0; target < lines.length; target += 1) {
    let at = (await texts()).indexOf(lines[target]);
    while (at > target) {
      await step.locator(".exam-order-item").nth(at).locator(".exam-order-up").click();
      at -= 1;
    }
  }
  assert.deepEqual(await texts(), lines);
  await step.locator(".exam-check").click();
  const feedback = step.locator(".exam-feedback");
  assert.equal(await feedback.getAttribute("data-verdict"), "correct");
  assert.ok(
    (await feedback.textContent()).includes(
      plainMessage(language, "exam", "Correct: that is the order of the argument."),
    ),
  );
}

// ---- the exam in each language -----------------------------------------------------------------

// One article per language, for all of its tests (an article takes seconds to open): the value
// question of seed 1, and "Derive it yourself" below it.
for (const language of languages) {
  describe(`the exam in ${language}`, () => {
    let opened;
    before(async () => {
      opened = await openArticle(language, "question=value&seed=1", {
        look: ["#exam", "#exam .derive"],
        waitFor: [card, '.derive-step[data-step="simple"] .exam-question'],
      });
    });
    after(() => opened?.close());

    test("value, seed 1: the right answer typed the language's way is right, the slip is named, in its words", async () => {
      const { page, problems } = opened;
      let q = await readQuestion(page);
      assert.deepEqual(q.params, valueParams);
      const right = rightAnswer(q);
      assert.ok(Math.abs(Number(right.texts[0]) - rightValue) < 1e-8, "oracle = closed form");
      const correctValue = messagePattern(
        language,
        "exam",
        "Correct. The exact value is {exact}.",
        {},
        { exact: numbersGroup },
      );
      const checkRight = async (how) => {
        const result = await answered(q, typedAnswer(how, right));
        assert.equal(result.verdict, "correct", `${how}: ${result.text}`);
        const found = result.text.match(correctValue);
        assert.ok(found, `${how}: "${result.text}" is ${correctValue}`);
        assertCloseTo(shownNumber(language, found.groups.exact), rightValue, "the exact value");
        assertNoEnglish(result.text, `${how}: the feedback`);
      };
      await checkRight(language);
      if (language === "zh-CN") {
        // A Chinese keyboard's full-width digits, on the question afresh.
        await page.reload();
        await page.waitForSelector("html[data-core]");
        await page.locator("#exam").scrollIntoViewIfNeeded();
        await page.waitForSelector(card);
        q = await readQuestion(page);
        assert.deepEqual(q.params, valueParams);
        assert.equal(await q.card.locator(".exam-feedback").getAttribute("data-verdict"), null);
        await checkRight("fullWidth");
      }
      // The slip, typed the language's way: wrong, and named in the language, with i = 3 and the
      // pair index 1 written its way.
      const number = (n) => (language === "ar" ? `\u2066${n}\u2069` : String(n));
      const slip = await answered(q, { texts: [typed[language](dimensionAsPair.toFixed(5))] });
      assert.equal(slip.verdict, "wrong", slip.text);
      assert.match(
        slip.text,
        messagePattern(
          language,
          "formula",
          "This is PE computed with i = {dim}, the dimension, instead of the pair index {pair}.",
          { dim: number(3), pair: number(1) },
        ),
      );
      assertNoEnglish(slip.text, "the diagnosis");
      assert.deepEqual(problems, []);
    });

    test(
      language === "ar"
        ? "Derive it yourself: all six steps, answers typed the language's way, the argument ordered by its lines"
        : "Derive it yourself: the first two steps, answers typed the language's way",
      async () => {
        const { page, problems } = opened;
        // Drawn (again, after the Chinese test's reload) once on screen.
        await lookAt(page, "#exam .derive");
        await page.waitForSelector('.derive-step[data-step="simple"] .exam-question .exam-input');
        // The full walk in Arabic, the right-to-left one; the first two steps in the others.
        const steps = language === "ar" ? deriveSteps : deriveSteps.slice(0, 2);
        for (const [id, values] of steps) {
          if (values) await answerStep(page, language, id, values);
          else await putInOrder(page, language);
        }
        if (language === "ar") {
          assert.equal(await page.locator("#derive-status").getAttribute("data-done"), "6");
          const whole = page.locator("#derive-whole");
          assert.ok(await whole.isVisible());
          const wholeText = await whole.textContent();
          for (const title of [
            "1. Why simple encodings fail",
            "4. Mₖ, independent of pos",
            "6. The dot product depends only on the offset",
          ]) {
            const local = plainMessage(language, "exam", title);
            assert.ok(wholeText.includes(local), local);
          }
        }
        assert.deepEqual(problems, []);
      },
    );

    // Every kind in one language only, to keep the file fast: Spanish, the one in the Latin
    // script, where English left over reads most like the language's own text.
    if (language !== "es") return;
    test("every kind: a wrong answer that is no known mistake is wrong, said in Spanish", async () => {
      const { page, problems } = opened;
      const notQuite = messagePattern(
        language,
        "exam",
        "Not quite: {value} is outside the tolerance.",
      );
      const notThisOne = plainMessage(language, "exam", "Not this one.");
      for (const { kind, type } of examKinds) {
        const q = await chooseKind(page, kind);
        let wrong;
        let right;
        if (type === "choice") {
          // The oracle reads the English options; their order comes from the seed alone, so the
          // English question of the same kind and seed says which option is right.
          const inEnglish = nodeExam.generate({ kinds: [kind], count: 1, seed: q.seed })[0];
          assert.equal(q.options.length, inEnglish.options.length, kind);
          const index = oracle[kind].answer(inEnglish.params, inEnglish.options);
          right = { option: index };
          wrong = { option: (index + 1) % q.options.length };
        } else {
          right = typedAnswer(language, rightAnswer(q));
          wrong = typedAnswer(language, wrongAnswer(q));
        }
        const result = await answered(q, wrong);
        assert.equal(result.verdict, "wrong", `${kind}: ${result.text}`);
        if (type === "choice")
          assert.ok(result.text.includes(notThisOne), `${kind}: ${result.text}`);
        else assert.match(result.text, notQuite, kind);
        assertNoEnglish(result.text, `${kind}: the feedback`);
        assert.equal((await answered(q, right)).verdict, "correct", `${kind}: the right answer`);
      }
      assert.deepEqual(problems, []);
    });
  });
}

// ---- a Spanish quiz link -----------------------------------------------------------------------

describe("a Spanish quiz link", () => {
  // A short quiz: count is 1 to 50 (docs/url-parameters.md).
  const query = "kinds=value,shift&count=5&seed=11&lock=1&lang=es";
  test("lands on embed.es.html, shows generate's questions, reads a decimal comma, scores in es", async () => {
    const {
      page,
      problems,
      violations,
      close: done,
    } = await shared.open("", {
      url: course.courseUrl(query),
    });
    const frame = await frameIn(page, "#quiz");
    await frame.waitForSelector("#exam .exam-mock-question .exam-question", { timeout: 15000 });
    const { pathname, searchParams } = new URL(frame.url());
    assert.equal(pathname, "/embed.es.html");
    assert.equal(searchParams.get("lang"), "es");
    assert.equal(searchParams.get("count"), "5", "the link's count kept");
    assert.deepEqual(
      await frame.evaluate(() => [document.documentElement.lang, document.documentElement.dir]),
      ["es", "ltr"],
    );
    assert.equal((await frame.locator("#notices").textContent()).trim(), "", "no notice");
    const expected = nodeExam
      .generate({ kinds: ["value", "shift"], count: 5, seed: 11 })
      .map((q) => q.id);
    // The first question, answered with decimal commas (and a minus where an entry is negative).
    const q = await readQuestion(frame, "#exam .exam-mock-question");
    assert.equal(q.id, expected[0]);
    const right = typedAnswer("es", rightAnswer(q));
    assert.ok(
      right.texts.every((text) => text.includes(",")),
      right.texts.join(" "),
    );
    const result = await answered(q, right);
    assert.equal(result.verdict, "correct", result.text);
    assertNoEnglish(result.text, "the feedback");
    if (q.type === "matrix" || right.texts.length > 1) {
      // The exact entries, each with a decimal comma, separated by "; ".
      const found = result.text.match(
        messagePattern(
          "es",
          "exam",
          "Correct: all {count} entries are within the tolerance (exact: {exact}).",
          { count: String(right.texts.length) },
          { exact: numbersGroup },
        ),
      );
      assert.ok(found, result.text);
      const entries = found.groups.exact.split("; ");
      const values = [].concat(oracle[q.kind].answer(q.params));
      assert.equal(entries.length, values.length, found.groups.exact);
      entries.forEach((entry, n) =>
        assertCloseTo(shownNumber("es", entry), values[n], `entry ${n + 1}`),
      );
    }
    const shown = [q.id];
    for (let r = 1; r < 5; r += 1) {
      await frame.click("#exam-mock-next");
      await frame.waitForSelector(`#exam .exam-mock-question[data-index="${r}"]`);
      shown.push((await readQuestion(frame, "#exam .exam-mock-question")).id);
    }
    assert.deepEqual(shown, expected);
    assert.deepEqual(
      await frame.evaluate(() =>
        window.peExam.generate({ kinds: ["value", "shift"], count: 5, seed: 11 }).map((q) => q.id),
      ),
      expected,
    );
    await frame.click("#exam-mock-finish");
    await page.waitForFunction(() => window.scores.length === 2);
    const base = { type: "pe-explorer:score", section: "exam", max: 5, lang: "es" };
    // An answer's message also names the question and the answer (their values are checked in
    // classroom-quiz.test.mjs).
    const [firstScore, finalScore] = await page.evaluate(() => window.scores);
    const {
      index,
      id,
      seed,
      questionType,
      response,
      answer: correctAnswer,
      latency,
      ...counted
    } = firstScore;
    assert.deepEqual([index, id, seed], [0, q.id, q.seed]);
    assert.ok([questionType, response, correctAnswer, latency].every((v) => v !== undefined));
    assert.deepEqual(
      [counted, finalScore],
      [
        { ...base, kind: q.kind, correct: true, score: 1, final: false },
        { ...base, kind: "total", correct: null, score: 1, final: true },
      ],
    );
    assert.deepEqual(await violations(), []);
    assert.deepEqual(problems, []);
    await done();
  });
});

// ---- a Chinese worksheet -----------------------------------------------------------------------

// The PDF's text, with no white space at all: pdftotext breaks Chinese lines anywhere.
function pdfText(pdf, name) {
  const path = join(folder, `${name}.pdf`);
  writeFileSync(path, pdf);
  const result = spawnSync("pdftotext", ["-enc", "UTF-8", path, "-"], { encoding: "utf8" });
  assert.equal(result.status, 0, result.stderr);
  return result.stdout;
}
const squash = (text) => text.replace(/\s+/g, "");

describe("a Chinese worksheet", () => {
  test("print=worksheet&lang=zh-CN: the questions in Chinese, the sheet's title and name line, no English", async () => {
    const kinds = ["value", "shift", "order", "wavelength"];
    // The questions as node makes them in Chinese.
    let questions;
    setLanguage("zh-CN");
    globalThis.peMessages = packs["zh-CN"];
    try {
      questions = nodeExam.generate({ kinds, count: 6, seed: 11 });
    } finally {
      setLanguage("en");
      delete globalThis.peMessages;
    }
    const {
      page,
      problems,
      close: done,
    } = await shared.open("", {
      url: `${shared.httpBase}embed.html?section=exam&kinds=${kinds.join(",")}&count=6&seed=11&print=worksheet&lang=zh-CN`,
      waitFor: [".exam-worksheet"],
    });
    assert.equal(new URL(page.url()).pathname, "/embed.zh-CN.html");
    assert.equal(await page.evaluate(() => document.documentElement.lang), "zh-CN");
    assert.deepEqual(
      await page
        .locator(".worksheet-question")
        .evaluateAll((items) => items.map((li) => li.dataset.id)),
      questions.map((q) => q.id),
    );
    const raw = pdfText(await page.pdf({ format: "A4" }), "worksheet-zh-CN");
    const text = squash(raw);
    let at = 0;
    for (const q of questions) {
      assert.match(q.prompt, /\p{Script=Han}/u, `${q.id}: a Chinese prompt`);
      const found = text.indexOf(squash(q.prompt), at);
      assert.ok(found >= 0, `the PDF holds question ${q.id} after the one before: ${q.prompt}`);
      at = found;
      for (const option of q.options ?? []) assert.ok(text.includes(squash(option)), option);
    }
    const title = plainMessage("zh-CN", "exam", "Positional encoding");
    const sheetTitle = String(
      new IntlMessageFormat(
        messageIn(
          "zh-CN",
          "exam",
          keyOf("exam", "{title}: {key, select, yes {answer key} other {worksheet}}"),
        ),
        "zh-CN",
      ).format({ title, key: "no" }),
    );
    assert.ok(text.includes(squash(sheetTitle)), `the title ${sheetTitle}`);
    assert.ok(text.includes(squash(plainMessage("zh-CN", "exam", "Name: "))), "the name line");
    assertNoEnglish(raw, "the worksheet");
    assert.deepEqual(problems, []);
    await done();
  });
});

// ---- an Arabic quiz in a sandboxed frame under a strict CSP ------------------------------------

describe("an Arabic embed on a strict course page", () => {
  test("the frame moves to embed.ar.html (lang=ar dir=rtl), no CSP violation, Arabic-Indic digits read", async () => {
    const {
      page,
      problems,
      violations,
      close: done,
    } = await shared.open("", {
      url: course.courseUrl("mode=mock&count=5&seed=5&lang=ar"),
    });
    const frame = await frameIn(page, "#quiz");
    await frame.waitForSelector("#exam .exam-mock-question .exam-question", { timeout: 15000 });
    assert.equal(new URL(frame.url()).pathname, "/embed.ar.html");
    assert.deepEqual(
      await frame.evaluate(() => [document.documentElement.lang, document.documentElement.dir]),
      ["ar", "rtl"],
    );
    // The mock exam is generate's; its first question that asks for a number is answered.
    const expected = nodeExam.generate({ count: 5, seed: 5 });
    let q;
    for (let r = 0; r < expected.length; r += 1) {
      await frame.waitForSelector(`#exam .exam-mock-question[data-index="${r}"]`);
      q = await readQuestion(frame, "#exam .exam-mock-question");
      assert.equal(q.id, expected[r].id);
      if (expected[r].type !== "choice") break;
      await frame.click("#exam-mock-next");
    }
    assert.equal(q.options.length, 0, `${q.id}: a question that asks for a number`);
    const right = typedAnswer("ar", rightAnswer(q));
    assert.ok(
      right.texts.every((text) => /^-?[\u0660-\u0669]+\u066B[\u0660-\u0669]+$/.test(text)),
      right.texts.join(" "),
    );
    const result = await answered(q, right);
    assert.equal(result.verdict, "correct", result.text);
    if (right.texts.length === 1) {
      const found = result.text.match(
        messagePattern(
          "ar",
          "exam",
          "Correct. The exact value is {exact}.",
          {},
          {
            exact: numbersGroup,
          },
        ),
      );
      assert.ok(found, result.text);
      assertCloseTo(
        shownNumber("ar", found.groups.exact),
        oracle[q.kind].answer(q.params),
        "exact",
      );
    }
    assertNoEnglish(result.text, "the feedback");
    await page.waitForFunction(() => window.scores.length === 1);
    assert.equal((await page.evaluate(() => window.scores))[0].lang, "ar");
    assert.deepEqual(await violations(), [], "no CSP violation on the course page or in the frame");
    assert.deepEqual(problems, []);
    await done();
  });
});
