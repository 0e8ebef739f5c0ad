// The exam's lab questions (web/js/exam/kindsLab.js, labResults.js): their numbers are the lab
// module's, trained once per lab seed in small calls with the main thread handed back between
// them (timeSlices.js), every model freed; before exam.ready() a lab question is a placeholder,
// after it the same seed always gives the same question. The numbers in params are checked
// against the lab module called directly (one labTrain of 500 steps, not the exam's slices), and
// the oracle's test sets (lab-oracle.mjs) against the core's.
import assert from "node:assert/strict";
import { before, describe, it } from "node:test";

import { buildQuestion, createExam } from "../../web/js/exam/generate.js";
import { createLabResults, farPlan, labPlan, labSeeds } from "../../web/js/exam/labResults.js";
import { runWorkInSlices } from "../../web/js/timeSlices.js";
import { CORES, loadCore, loadLab } from "./cores.mjs";
import { labFor } from "./exam-fixture.mjs";
import { blindCeiling, sentenceText, testSet } from "../oracle/lab-oracle.mjs";
import { oracle } from "../oracle/exam-oracle.mjs";

const immediate = { pause: async () => {} };

// Every model ready() trains (the local task's on every lab seed, the far task's on the first
// three), and their evaluations (a far rope model's twice: plain and under PI).
const modelsTotal =
  labSeeds.length * labPlan.models.length + farPlan.seeds.length * farPlan.models.length;
const evaluationsTotal =
  labSeeds.length * labPlan.models.length * labPlan.lengths.length +
  farPlan.seeds.length *
    farPlan.models.reduce((sum, m) => sum + farPlan.lengths.length * (m.stretched ? 2 : 1), 0);

// The lab module with its calls counted: models made and freed, and the steps of each labTrain.
function spied(lab) {
  const calls = { created: [], freed: [], trainSteps: [], evaluations: 0, log: [] };
  const module = Object.create(lab);
  module.labCreate = (...args) => {
    const result = lab.labCreate(...args);
    if (result.ok) calls.created.push(result.id);
    calls.log.push("create");
    return result;
  };
  module.labTrain = (id, steps) => {
    calls.trainSteps.push(steps);
    calls.log.push("train");
    return lab.labTrain(id, steps);
  };
  module.labEvaluate = (...args) => {
    calls.evaluations += 1;
    calls.log.push("evaluate");
    return lab.labEvaluate(...args);
  };
  module.labFree = (id) => {
    calls.freed.push(id);
    calls.log.push("free");
    return lab.labFree(id);
  };
  return { module, calls };
}

describe("runWorkInSlices (timeSlices.js)", () => {
  it("runs the work to its end, handing the thread back once a slice has run its time", async () => {
    let steps = 0;
    let pauses = 0;
    function* work() {
      for (let n = 0; n < 10; n += 1) {
        steps += 1;
        yield;
      }
    }
    await runWorkInSlices(work(), { budgetMs: 0, pause: async () => (pauses += 1) });
    assert.equal(steps, 10);
    // budgetMs 0: every call is a slice of its own, the thread handed back after each.
    assert.equal(pauses, 10);
    steps = 0;
    pauses = 0;
    await runWorkInSlices(work(), { budgetMs: 60_000, pause: async () => (pauses += 1) });
    assert.equal(steps, 10);
    assert.equal(pauses, 0, "a long slice runs everything at once");
  });

  it("a failure rejects, and the work's finally still runs (what it holds is freed)", async () => {
    let freed = false;
    function* work() {
      try {
        yield;
        throw new Error("refused");
      } finally {
        freed = true;
      }
    }
    await assert.rejects(runWorkInSlices(work(), immediate), /refused/);
    assert.equal(freed, true);
    // A pause that rejects (the page going away, say) closes the work too.
    freed = false;
    function* endless() {
      try {
        for (;;) yield;
      } finally {
        freed = true;
      }
    }
    const failingPause = async () => {
      throw new Error("no more time");
    };
    await assert.rejects(
      runWorkInSlices(endless(), { budgetMs: 0, pause: failingPause }),
      /no more time/,
    );
    assert.equal(freed, true);
  });
});

for (const coreSpec of CORES) {
  const labSpec = labFor(coreSpec);
  describe(`the exam's lab questions with ${coreSpec.name} and ${labSpec.name}`, () => {
    let core;
    let lab;
    before(async () => {
      core = await loadCore(coreSpec);
      lab = await loadLab(labSpec);
    });

    it("before ready() a lab question is a placeholder; after it, a question, the same every time", async () => {
      let loads = 0;
      const exam = createExam(core, {
        loadLab: async () => {
          loads += 1;
          return lab;
        },
        slicing: immediate,
      });
      const [early] = exam.generate({ kinds: ["lab"], count: 1, seed: 9 });
      assert.deepEqual(Object.keys(early).sort(), [
        "error",
        "id",
        "kind",
        "pending",
        "section",
        "seed",
        "title",
        "type",
      ]);
      assert.equal(early.pending, true);
      assert.equal(early.section, "lab");
      assert.match(early.error, /await peExam\.ready\(\)/);
      assert.equal(loads, 0, "generate itself loads nothing: it stays synchronous");
      assert.deepEqual(exam.check(early, 0), {
        correct: false,
        value: null,
        diagnosis: "",
        error:
          "This question is waiting for the lab's results: await peExam.ready(), then generate it again.",
      });
      // The other kinds do not wait.
      assert.equal(exam.generate({ kinds: ["value"], count: 1, seed: 9 })[0].pending, undefined);

      const progress = [];
      const first = exam.ready({ onProgress: (done, total) => progress.push([done, total]) });
      const second = exam.ready();
      await Promise.all([first, second]);
      assert.equal(loads, 1, "two calls of ready() train once");
      const total = modelsTotal;
      assert.deepEqual(
        progress,
        Array.from({ length: total }, (_, n) => [n + 1, total]),
      );
      await exam.ready();
      assert.equal(loads, 1, "once ready, ready() does nothing");

      for (const kind of ["lab", "ceiling", "fartable"]) {
        const a = exam.generate({ kinds: [kind], count: 50, seed: 9 });
        assert.ok(a.every((q) => !q.pending && q.error === undefined && q.prompt.length > 50));
        assert.deepEqual(a, exam.generate({ kinds: [kind], count: 50, seed: 9 }));
        // What one caller does to a question's params does not reach the next question.
        const name = kind === "fartable" ? "rope" : "none";
        a[0].params.models[name].accuracy[0] = 7;
        assert.notEqual(
          exam.generate({ kinds: [kind], count: 1, seed: 9 })[0].params.models[name].accuracy[0],
          7,
        );
      }
      const sections = new Set(exam.generate({ count: 20, seed: 9 }).map((q) => q.section));
      assert.ok(sections.has("lab"), "a mock exam of 20 has a lab question");
    });

    it("an exam made without the lab module says so for its lab questions", () => {
      const exam = createExam(core);
      const [q] = exam.generate({ kinds: ["ceiling"], count: 1, seed: 1 });
      assert.match(q.error, /without the lab's module \(createExam's loadLab\)/);
      assert.equal(q.pending, undefined);
    });

    it("trains in calls of at most unitSteps (10) steps, the thread handed back between them, each model freed", async () => {
      const { module, calls } = spied(lab);
      let pauses = 0;
      const results = createLabResults(async () => module, {
        budgetMs: 0,
        pause: async () => (pauses += 1),
      });
      await results.ready();
      const models = modelsTotal;
      assert.equal(calls.created.length, models);
      assert.deepEqual(calls.freed, calls.created, "every model freed, in the order made");
      assert.ok(calls.trainSteps.every((steps) => steps >= 1 && steps <= labPlan.unitSteps));
      assert.equal(
        calls.trainSteps.reduce((a, b) => a + b, 0),
        models * labPlan.steps,
      );
      assert.equal(calls.evaluations, evaluationsTotal);
      // One model at a time: each is freed before the next is made.
      let alive = 0;
      for (const entry of calls.log) {
        if (entry === "create") alive += 1;
        if (entry === "free") alive -= 1;
        assert.ok(alive <= 1, "at most one of the lab's models is held");
      }
      // budgetMs 0: the thread is handed back after every training call and every evaluation.
      assert.ok(
        pauses >= calls.trainSteps.length + calls.evaluations,
        `${pauses} pauses for ${calls.trainSteps.length + calls.evaluations} calls`,
      );
      // Nothing leaked: the lab still makes its 16 models.
      const ids = Array.from({ length: 16 }, () => lab.labCreate("none", 1).id);
      assert.ok(ids.every(Number.isInteger));
      for (const id of ids) assert.equal(lab.labFree(id).ok, true);
    });

    it("a failure rejects ready(), frees the model it held, and the next ready() tries again", async () => {
      const { module, calls } = spied(lab);
      // The failure comes in the second model (the first is 50 calls of 10 steps).
      let failing = true;
      const trainOk = module.labTrain;
      module.labTrain = (id, steps) =>
        failing && calls.trainSteps.length > 60
          ? { ok: false, error: "the lab was asked to fail" }
          : trainOk(id, steps);
      const exam = createExam(core, { loadLab: async () => module, slicing: immediate });
      await assert.rejects(exam.ready(), /the lab was asked to fail/);
      assert.deepEqual(calls.freed, calls.created);
      assert.equal(exam.generate({ kinds: ["lab"], count: 1, seed: 1 })[0].pending, true);
      failing = false;
      const progress = [];
      await exam.ready({ onProgress: (done, total) => progress.push([done, total]) });
      const total = modelsTotal;
      assert.deepEqual(progress.at(-1), [total, total], "the progress ends at the total");
      assert.ok(progress.every(([done], n) => n === 0 || done === progress[n - 1][0] + 1));
      assert.deepEqual(calls.freed, calls.created);
      assert.equal(exam.generate({ kinds: ["lab"], count: 1, seed: 1 })[0].pending, undefined);
    });

    it("params are the lab's numbers: the same as one labTrain of 500 steps and labEvaluate", async () => {
      const exam = createExam(core, { loadLab: async () => lab, slicing: immediate });
      await exam.ready();
      // A question for every lab seed of each kind, found by walking seeds.
      const bySeed = new Map();
      for (const q of exam.generate({ kinds: ["lab", "ceiling"], count: 400, seed: 5 })) {
        bySeed.set(`${q.kind}:${q.params.labSeed}`, q);
      }
      for (const seed of coreSpec.kernelPath === "simd" ? labSeeds : labSeeds.slice(0, 1)) {
        const measured = {};
        for (const { name, kind, causal } of labPlan.models) {
          const { id } = lab.labCreate(kind, seed, { causal });
          const trained = lab.labTrain(id, labPlan.steps);
          const last = [...trained.accuracy].slice(-labPlan.trainingWindow);
          measured[name] = {
            training: last.reduce((a, b) => a + b, 0) / last.length,
            accuracy: labPlan.lengths.map((length) => {
              const e = lab.labEvaluate(id, length, labPlan.count);
              return e.ok ? e.accuracy : null;
            }),
          };
          lab.labFree(id);
        }
        const q = bySeed.get(`lab:${seed}`);
        assert.ok(q, `a lab question reads lab seed ${seed}`);
        for (const name of ["none", "sinusoidal", "learned", "rope"]) {
          assert.deepEqual(q.params.models[name], measured[name], `seed ${seed}: ${name}`);
        }
        const c = bySeed.get(`ceiling:${seed}`);
        assert.ok(c, `a ceiling question reads lab seed ${seed}`);
        for (const name of ["none", "noneCausal"]) {
          assert.deepEqual(c.params.models[name], measured[name], `seed ${seed}: ${name}`);
        }
        // The learned model has no answer past its 16 rows; the others answer at 64.
        assert.deepEqual(measured.learned.accuracy.slice(1), [null, null, null]);
        assert.ok(measured.rope.accuracy.every((a) => a !== null));
      }
    });

    it("the far table's numbers are the lab's: one labTrain of 500 far steps, labEvaluate plain and under PI", async () => {
      const exam = createExam(core, { loadLab: async () => lab, slicing: immediate });
      await exam.ready();
      const bySeed = new Map();
      for (const q of exam.generate({ kinds: ["fartable"], count: 200, seed: 5 })) {
        bySeed.set(q.params.labSeed, q);
      }
      assert.deepEqual(farPlan.seeds, [1, 2, 3]);
      assert.deepEqual([...bySeed.keys()].sort(), farPlan.seeds, "only the far seeds are read");
      for (const seed of coreSpec.kernelPath === "simd"
        ? farPlan.seeds
        : farPlan.seeds.slice(0, 1)) {
        const q = bySeed.get(seed);
        assert.ok(q, `a far-table question reads lab seed ${seed}`);
        assert.deepEqual(
          { steps: q.params.steps, count: q.params.count, lengths: q.params.lengths },
          { steps: labPlan.steps, count: labPlan.count, lengths: farPlan.lengths },
        );
        const measured = {};
        for (const { name, kind, stretched } of farPlan.models) {
          const { id } = lab.labCreate(kind, seed, { task: "far" });
          assert.equal(lab.labTrain(id, labPlan.steps).ok, true);
          const runs = farPlan.lengths.map((length) => lab.labEvaluate(id, length, labPlan.count));
          measured[name] = { accuracy: runs.map((e) => e.accuracy) };
          if (stretched) {
            const pi = farPlan.lengths.map((length) =>
              lab.labEvaluate(id, length, labPlan.count, { scaling: "pi" }),
            );
            measured.ropePi = {
              accuracy: pi.map((e) => e.accuracy),
              factor: pi.map((e) => e.factor),
            };
          }
          lab.labFree(id);
        }
        assert.deepEqual(q.params.models, measured, `seed ${seed}`);
        // PI's factor is labEvaluate's default, max(1, L / 16): 1 at 16, where PI changes nothing.
        assert.deepEqual(measured.ropePi.factor, [1, 4]);
        assert.equal(measured.ropePi.accuracy[0], measured.rope.accuracy[0]);
        // The chance level shown is the ceiling the oracle computes on the far test sets.
        q.params.chance.forEach((chance, k) =>
          assert.ok(
            Math.abs(chance - blindCeiling(farPlan.lengths[k], labPlan.count, "far")) < 1e-12,
            `seed ${seed}: chance at ${farPlan.lengths[k]}`,
          ),
        );
      }
    });

    it("a far-table question's answer follows from the numbers its table shows", async () => {
      const exam = createExam(core, { loadLab: async () => lab, slicing: immediate });
      await exam.ready();
      const rights = new Set();
      for (const q of exam.generate({ kinds: ["fartable"], count: 300, seed: 11 })) {
        const what = `${q.id} (${q.params.ask})`;
        const table = q.rich.prompt.find((part) => typeof part === "object" && part.table)?.table;
        assert.ok(table, `${what}: a table`);
        assert.equal(table.head.length, 5, what);
        assert.equal(table.rows.length, q.params.lengths.length, what);
        // The cells, read back as numbers: three decimals of the lab's accuracies.
        const shown = { sinusoidal: [], rope: [], alibi: [], ropePi: [] };
        table.rows.forEach((row, k) => {
          assert.equal(row[0], String(q.params.lengths[k]), what);
          ["sinusoidal", "rope", "alibi", "ropePi"].forEach((name, c) => {
            const value = Number(row[c + 1]);
            assert.ok(
              Math.abs(value - q.params.models[name].accuracy[k]) <= 5e-4,
              `${what}: ${name}`,
            );
            shown[name].push(value);
          });
        });
        assert.ok(q.prompt.includes(`no more than ${q.params.chance.at(-1)}`), `${what}: chance`);
        const models = Object.fromEntries(
          Object.entries(shown).map(([name, accuracy]) => [name, { accuracy }]),
        );
        const fromTable = { ...q.params, models };
        assert.equal(oracle.fartable.answer(fromTable, q.options), q.answer, what);
        rights.add(`${q.params.ask}:${q.options[q.answer].split(":")[0]}`);
      }
      // Each of the three questions is asked, on these tables, with the answers they give.
      for (const right of ["best:ALiBi", "drop:RoPE", "pi:Yes"]) {
        assert.ok(rights.has(right), `${right} among ${[...rights]}`);
      }
    });

    it("a far table too close to call asks another question, and the answer turns with the numbers", () => {
      // Made-up tables in the shape of labResults.js, the same for every lab seed.
      const fakeLab = (numbers) => {
        const model = (kind, accuracy, pi = null) => ({ kind, accuracy, chance: [0.5, 0.5], pi });
        const far = {
          steps: 500,
          count: 500,
          lengths: [16, 64],
          models: {
            sinusoidal: model("sinusoidal", numbers.sinusoidal),
            rope: model("rope", numbers.rope, { accuracy: numbers.ropePi, factor: [1, 4] }),
            alibi: model("alibi", numbers.alibi),
          },
        };
        return { get: (seed) => ({ seed, far }), complete: true, ready: async () => {} };
      };
      const asked = (numbers) => {
        const found = new Map();
        for (let seed = 1; seed <= 120; seed += 1) {
          const q = buildQuestion("fartable", seed, core, fakeLab(numbers));
          if (q.error) return q.error;
          assert.equal(oracle.fartable.answer(q.params, q.options), q.answer, `seed ${seed}`);
          found.set(q.params.ask, q.options[q.answer].split(":")[0]);
        }
        return Object.fromEntries([...found].sort());
      };
      const clear = { sinusoidal: [1, 0.3], rope: [1, 0.2], alibi: [1, 0.8], ropePi: [1, 0.9] };
      assert.deepEqual(asked(clear), { best: "ALiBi", drop: "RoPE", pi: "Yes" });
      // ALiBi and sinusoidal 0.01 apart at 64: "best" is not asked; "drop" and "pi" still are.
      assert.deepEqual(asked({ ...clear, sinusoidal: [1, 0.79] }), { drop: "RoPE", pi: "Yes" });
      // Everything near chance at 64: "none of them" does best; PI that lowers the score: "No".
      assert.deepEqual(
        asked({ sinusoidal: [1, 0.5], rope: [1, 0.2], alibi: [0.95, 0.52], ropePi: [1, 0.1] }),
        { best: "None of them", drop: "RoPE", pi: "No" },
      );
      // Nothing decidable: the question says so instead of guessing.
      const close = { sinusoidal: [1, 0.55], rope: [1, 0.55], alibi: [1, 0.55], ropePi: [1, 0.56] };
      assert.match(asked(close), /too close to call/);
    });

    it("the oracle's far test sets are the core's: labPredict on them scores what labEvaluate says", () => {
      const { id } = lab.labCreate("rope", 3, { task: "far" });
      lab.labTrain(id, labPlan.steps);
      try {
        const length = farPlan.lengths.at(-1);
        const sentences = testSet(length, labPlan.count, "far");
        let right = 0;
        for (const sentence of sentences) {
          // The reader types the words; the core appends the query "who" and reads the answer there.
          const p = lab.labPredict(id, sentenceText(sentence));
          assert.equal(p.ok, true, p.error);
          assert.equal(p.reader, length - 1);
          if (p.nouns.indexOf(p.agent) === sentence.agent) right += 1;
        }
        const e = lab.labEvaluate(id, length, labPlan.count);
        assert.ok(e.accuracy > 0.05 && e.accuracy < 0.95, `${length}: ${e.accuracy}`);
        assert.equal(right / sentences.length, e.accuracy);
      } finally {
        lab.labFree(id);
      }
    });

    it("the oracle's test sets are the core's: labPredict on them scores what labEvaluate says", () => {
      const { id } = lab.labCreate("sinusoidal", 2);
      lab.labTrain(id, labPlan.steps);
      try {
        for (const length of [24, 64]) {
          const sentences = testSet(length, labPlan.count);
          let right = 0;
          for (const sentence of sentences) {
            const p = lab.labPredict(id, sentenceText(sentence));
            assert.equal(p.ok, true, p.error);
            if (p.nouns.indexOf(p.agent) === sentence.agent) right += 1;
          }
          const e = lab.labEvaluate(id, length, labPlan.count);
          // Not a trivial score: the sinusoidal model is neither right nor wrong everywhere.
          assert.ok(e.accuracy > 0.1 && e.accuracy < 0.99, `${length}: ${e.accuracy}`);
          assert.equal(right / sentences.length, e.accuracy, `length ${length}`);
        }
      } finally {
        lab.labFree(id);
      }
    });
  });
}
