// The lab section's logic without a browser (web/js/lab/): runs, the time-sliced trainer and the
// sentences read from a results table, against the built SIMD lab module (dist/pe-lab.js).
//   run.js      every kind trained in lock step from one seed, on either task; the curves equal
//               labTrain's on fresh models; the tests equal labEvaluate (the stretched rows: the
//               rope model's, with the row's scaling); "no row" for learned past max_len;
//   trainer.js  driven by a fake frame clock in which every training step costs a fixed time:
//               each slice does at most its budget of work (plus one round), the first measures
//               with one round; the 5-seed job keeps at most two runs' models alive and frees
//               every one; reset and destroy free the models (labFree then reports them freed);
//   fineTune.js the rope model made again, fine-tuned under PI and tested under PI: labTrain's and
//               labEvaluate's numbers;
//   report.js   the claims of describeResults on tables built here, at the edges of their bands.
import assert from "node:assert/strict";
import { before, describe, it } from "node:test";

import { fineTuneLengths, fineTuneSteps, startFineTune } from "../../web/js/lab/fineTune.js";
import { chanceBand, describeResults, highAccuracy, reportTable } from "../../web/js/lab/report.js";
import {
  createLabRun,
  labKinds,
  labRows,
  stretchedRows,
  testCount,
  testLengths,
} from "../../web/js/lab/run.js";
import { createLabTrainer, seedCount } from "../../web/js/lab/trainer.js";
import { LABS, loadLab } from "./cores.mjs";

/** @type {any} */
let m;
before(async () => {
  m = await loadLab(LABS[0]);
});

// The lab module with a fake clock: every training step of one model costs `msPerStep`, every
// test sentence token `msPerToken`; it also counts the models alive.
// A round (one step of every kind) then costs labKinds.length * msPerStep: ROUND_STEP makes it
// 1 ms, whatever the number of kinds.
const ROUND_STEP = 1 / labKinds.length;
function timedLab(clock, { msPerStep = 0.25, msPerToken = 0.0002 } = {}) {
  const alive = new Set();
  let mostAlive = 0;
  return {
    alive,
    get mostAlive() {
      return mostAlive;
    },
    lab: {
      ...m,
      labCreate(...args) {
        const made = m.labCreate(...args);
        if (made.ok) alive.add(made.id);
        mostAlive = Math.max(mostAlive, alive.size);
        return made;
      },
      labFree(id) {
        alive.delete(id);
        return m.labFree(id);
      },
      labTrain(id, steps, options) {
        clock.now += steps * msPerStep;
        return m.labTrain(id, steps, options);
      },
      labEvaluate(id, length, count, options) {
        const result = m.labEvaluate(id, length, count, options);
        if (result.ok) clock.now += length * count * msPerToken;
        return result;
      },
    },
  };
}

// Frames on demand: frame() queues the callback, runFrames() calls them one at a time and records
// how much of the fake clock each used.
function fakeFrames(clock) {
  const queue = [];
  const spent = [];
  return {
    spent,
    frame: (callback) => queue.push(callback),
    cancelFrame: () => queue.splice(0),
    runFrames(limit = 10000) {
      let frames = 0;
      while (queue.length && frames < limit) {
        const callback = queue.shift();
        const start = clock.now;
        callback(clock.now);
        spent.push(clock.now - start);
        clock.now += 16;
        frames += 1;
      }
      return frames;
    },
  };
}

// A trainer on the timed lab and fake frames, with its clock, lab and frames.
function fakeTrainer(settings, costs, extra = {}) {
  const clock = { now: 0 };
  const timed = timedLab(clock, costs);
  const frames = fakeFrames(clock);
  const trainer = createLabTrainer({
    lab: timed.lab,
    settings,
    schedule: frames.frame,
    cancel: frames.cancelFrame,
    now: () => clock.now,
    ...extra,
  });
  return { clock, timed, frames, trainer };
}

describe("lab runs (web/js/lab/run.js)", () => {
  for (const task of ["local", "far"]) {
    it(`trains every kind in lock step (${task}); the curves equal labTrain on fresh models`, () => {
      const run = createLabRun(m, { seed: 3, steps: 40, causal: false, task });
      assert.equal(run.ok, true);
      assert.deepEqual(
        run.models.map((model) => model.kind),
        labKinds,
      );
      assert.ok(labKinds.includes("alibi"), "ALiBi is one of the kinds");
      assert.equal(run.train(15), "");
      assert.equal(run.train(100), "", "more rounds than are left trains what is left");
      assert.equal(run.step, 40);
      assert.equal(run.trained, true);
      for (const model of run.models) {
        assert.equal(m.labWeights(model.id).task, task, `${model.kind}: task`);
        const fresh = m.labCreate(model.kind, 3, { causal: false, task });
        const trained = m.labTrain(fresh.id, 40);
        assert.deepEqual(Array.from(model.loss), Array.from(trained.loss), `${model.kind} loss`);
        assert.deepEqual(Array.from(model.accuracy), Array.from(trained.accuracy));
        m.labFree(fresh.id);
      }
      run.free();
    });
  }

  it("tests every kind and every stretched RoPE at every length; learned has no row past max_len", () => {
    const run = createLabRun(m, { seed: 1, steps: 30, causal: true, task: "local" });
    run.train(30);
    let calls = 0;
    while (!run.evaluated) {
      assert.equal(run.evaluateNext(), "");
      calls += 1;
    }
    assert.equal(calls, labRows.length * testLengths.length);
    assert.equal(labRows.length, labKinds.length + stretchedRows.length);
    const rope = run.models.find((model) => model.kind === "rope");
    labRows.forEach((row, k) => {
      const stretched = stretchedRows.find((s) => s.id === row);
      const model = stretched ? rope : run.models[k];
      testLengths.forEach((length, l) => {
        const cell = run.results[k][l];
        if (model.kind === "learned" && length > 16) {
          assert.deepEqual(cell, { noRow: "no learned row for position 16 (max_len 16)" });
          return;
        }
        const expected = stretched
          ? m.labEvaluate(model.id, length, testCount, { scaling: stretched.scaling })
          : m.labEvaluate(model.id, length, testCount);
        assert.equal(expected.ok, true, expected.error);
        assert.deepEqual(cell, {
          accuracy: expected.accuracy,
          chance: expected.chance,
          count: testCount,
        });
      });
    });
    const ids = run.models.map((model) => model.id);
    run.free();
    for (const id of ids) assert.match(m.labFree(id).error, /freed/);
  });
});

describe("the lab's trainer (web/js/lab/trainer.js)", () => {
  it("works in slices of about the budget; the first slice measures with one round", () => {
    const updates = [];
    const { timed, frames, trainer } = fakeTrainer(
      { seed: 1, steps: 300, causal: false, task: "local" },
      { msPerStep: ROUND_STEP },
      { budgetMs: 8, onUpdate: (update) => updates.push(update) },
    );
    assert.equal(trainer.phase, "ready");
    assert.equal(trainer.liveModels(), labKinds.length);
    trainer.play();
    assert.equal(trainer.phase, "training");
    frames.runFrames();
    assert.equal(trainer.phase, "done");
    assert.equal(trainer.main.step, 300);
    assert.equal(trainer.main.evaluated, true);
    // A round is one step of each kind, 1 ms: the first call trains 1 round, and no slice goes past
    // the budget by more than one round (training) or one test (the longest is 64 x 1000 tokens).
    const longestTest = 64 * testCount * 0.0002;
    for (const spent of frames.spent) {
      assert.ok(spent <= 8 + Math.max(1, longestTest) + 1e-9, `a slice spent ${spent} ms`);
    }
    // 300 rounds of 1 ms in slices of 8 ms: about 38 frames of training, then the tests.
    const trainingFrames = frames.spent.filter((spent) => spent >= 7).length;
    assert.ok(trainingFrames >= 37 && trainingFrames <= 45, `${trainingFrames} full slices`);
    assert.ok(updates.some((u) => u.phase) && updates.some((u) => u.trained));
    const p = trainer.progress();
    const steps = 300 * labKinds.length;
    assert.deepEqual([p.done, p.total, p.activity], [steps, steps, ""]);
    trainer.destroy();
    assert.equal(timed.alive.size, 0, "destroy frees every model");
  });

  it("pause keeps the state, stepOnce trains one step, reset frees and starts over", () => {
    const { timed, frames, trainer } = fakeTrainer({
      seed: 2,
      steps: 200,
      causal: false,
      task: "local",
    });
    trainer.play();
    frames.runFrames(3);
    trainer.pause();
    const paused = trainer.main.step;
    assert.ok(paused > 0 && paused < 200, `paused at ${paused}`);
    assert.equal(frames.runFrames(), 0, "nothing runs while paused");
    trainer.stepOnce();
    assert.equal(trainer.main.step, paused + 1);
    assert.equal(trainer.phase, "paused");
    const oldIds = trainer.main.models.map((model) => model.id);
    trainer.reset({ seed: 9, steps: 50, causal: true, task: "far" });
    assert.equal(trainer.phase, "ready");
    assert.equal(trainer.main.step, 0);
    assert.equal(trainer.main.causal, true);
    assert.equal(trainer.main.task, "far");
    for (const model of trainer.main.models) assert.equal(m.labWeights(model.id).task, "far");
    for (const id of oldIds) assert.match(m.labFree(id).error, /freed/);
    assert.equal(timed.alive.size, labKinds.length);
    trainer.destroy();
  });

  it("5 seeds: the main run and four more, at most two runs' models alive, every one freed", () => {
    const { timed, frames, trainer } = fakeTrainer(
      { seed: 4294967294, steps: 20, causal: false, task: "local" },
      { msPerStep: 2 * ROUND_STEP },
    );
    trainer.runSeeds();
    assert.equal(trainer.phase, "training");
    frames.runFrames();
    assert.equal(trainer.phase, "done");
    const { seeds, results } = trainer.seedResults;
    assert.deepEqual(seeds, [4294967294, 4294967295, 0, 1, 2], "the seeds wrap at 2^32");
    assert.equal(results.length, seedCount);
    const most = 2 * labKinds.length;
    assert.ok(timed.mostAlive <= most, `${timed.mostAlive} models alive at once`);
    assert.equal(timed.alive.size, labKinds.length, "only the main run is left");
    // Each seed's cell is what a fresh model of that seed gives, stretched rows included.
    const k = labRows.indexOf("rope");
    const pi = labRows.indexOf("ropePi");
    assert.ok(pi >= 0, "a row of RoPE under PI");
    seeds.forEach((seed, j) => {
      const fresh = m.labCreate("rope", seed);
      m.labTrain(fresh.id, 20);
      const expected = m.labEvaluate(fresh.id, 24, testCount);
      assert.equal(results[j][k][1].accuracy, expected.accuracy, `seed ${seed}`);
      const stretched = m.labEvaluate(fresh.id, 64, testCount, { scaling: "pi" });
      assert.equal(results[j][pi][3].accuracy, stretched.accuracy, `seed ${seed}, PI`);
      m.labFree(fresh.id);
    });
    trainer.destroy();
    assert.equal(timed.alive.size, 0);
  });

  it("forget drops the models of a restarted module without freeing them", () => {
    const clock = { now: 0 };
    const timed = timedLab(clock);
    const trainer = createLabTrainer({
      lab: timed.lab,
      settings: { seed: 1, steps: 10, causal: false, task: "local" },
      schedule: () => 0,
      cancel: () => {},
      now: () => clock.now,
    });
    const ids = trainer.main.models.map((model) => model.id);
    trainer.forget();
    assert.equal(trainer.main, null);
    assert.equal(trainer.liveModels(), 0);
    for (const id of ids) assert.equal(m.labFree(id).ok, true, "still alive: forget frees nothing");
  });
});

describe("fine-tuning under PI (web/js/lab/fineTune.js)", () => {
  it("makes the run's rope model again, fine-tunes and tests it under PI: the lab's numbers", async () => {
    const settings = { seed: 6, steps: 30, causal: false, task: "far" };
    const timed = timedLab({ now: 0 });
    const progress = [];
    const job = startFineTune(timed.lab, settings, {
      onProgress: (done, total) => progress.push([done, total]),
    });
    const result = await job.finished;
    assert.equal(result.ok, true, result.ok ? "" : result.error);
    assert.equal(timed.mostAlive, 1, "one model alive");
    assert.equal(timed.alive.size, 0, "freed at the end");
    assert.deepEqual(progress.at(-1), [job.total, job.total]);
    // The same by hand: 30 steps, then fineTuneSteps on 17..32 tokens under PI, tested under PI.
    assert.deepEqual(fineTuneLengths, [17, 32]);
    const { id } = m.labCreate("rope", settings.seed, { causal: false, task: "far" });
    m.labTrain(id, settings.steps);
    const tuned = m.labTrain(id, fineTuneSteps, { lengths: fineTuneLengths, scaling: "pi" });
    assert.equal(tuned.ok, true, tuned.error);
    const expected = testLengths.map(
      (length) => m.labEvaluate(id, length, testCount, { scaling: "pi" }).accuracy,
    );
    m.labFree(id);
    assert.deepEqual(result.accuracy, expected);
  });
});

describe("what the results say (web/js/lab/report.js)", () => {
  const lengths = [16, 24, 32, 64];
  const cell = (accuracy) => ({ accuracy, chance: 0.5, count: 1000 });
  const noRow = { noRow: "no learned row for position 16 (max_len 16)" };
  // [kind][length] of one run.
  const run = [
    [cell(0.5), cell(0.5 + chanceBand), cell(0.44), cell(0.3)],
    [cell(1), cell(0.75), cell(0.7), cell(0.55)],
    [cell(0.983), noRow, noRow, noRow],
    [cell(1), cell(highAccuracy), cell(0.95), cell(0.99)],
    [cell(0.97), cell(0.9), cell(0.8), cell(0.75)],
  ];
  assert.equal(run.length, labKinds.length, "a row for every kind");
  const table = reportTable(labKinds, lengths, [run]);
  const claims = Object.fromEntries(
    describeResults(table, { causal: false }).map((claim) => [claim.id, claim]),
  );

  it("near chance: within the band above chance, or below it, at every length", () => {
    assert.deepEqual(claims["near-chance"].kinds, ["none"]);
    assert.match(claims["near-chance"].text, /^Within 0.05 of chance \(0.500\)/);
    assert.match(claims["near-chance"].text, /none \(0.500, 0.550, 0.440, 0.300\)/);
    assert.match(
      claims["near-chance"].text,
      /below chance: none at length 32 \(0.440\) and none at length 64 \(0.300\);/,
    );
    const above = reportTable(labKinds, lengths, [
      [[cell(0.5), cell(0.5 + chanceBand + 0.001), cell(0.5), cell(0.5)], ...run.slice(1)],
    ]);
    const none = describeResults(above, { causal: false }).find((c) => c.id === "near-chance");
    assert.deepEqual(none.kinds, []);
    assert.match(none.text, /^No kind stays within 0.05 of chance/);
  });

  it("learned at 16, stays high, falls, no row", () => {
    assert.deepEqual(claims.learned.kinds, ["sinusoidal", "learned", "rope", "alibi"]);
    assert.match(claims.learned.text, /none \(0.500\) does not\.$/);
    assert.deepEqual(claims["stay-high"].kinds, ["rope"], "0.9 itself counts as high");
    assert.deepEqual(claims.falls.kinds, ["sinusoidal", "alibi"]);
    assert.match(
      claims.falls.text,
      /^Sinusoidal falls from 1.000 at length 16 to 0.550 at length 64, 0.450 lower:/,
    );
    assert.deepEqual(claims["no-row"].kinds, ["learned"]);
    assert.match(claims["no-row"].text, /^Learned cannot be tested past length 16 at all/);
    assert.equal(claims.causal, undefined, "no causal claim without the mask");
  });

  it("the causal claim names none only when it learned the task", () => {
    const learnedNone = reportTable(labKinds, lengths, [
      [[cell(0.99), cell(0.98), cell(0.97), cell(0.96)], ...run.slice(1)],
    ]);
    const yes = describeResults(learnedNone, { causal: true }).find((c) => c.id === "causal");
    assert.deepEqual(yes.kinds, ["none"]);
    assert.match(yes.text, /none learns the task too \(0.990 at length 16\)/);
    const no = describeResults(table, { causal: true }).find((c) => c.id === "causal");
    assert.deepEqual(no.kinds, []);
    assert.match(no.text, /none reaches 0.500 at length 16, below 0.9/);
  });

  it("over several runs: the mean, the min and the max of each cell", () => {
    const second = run.map((row) => row.map((c) => ("noRow" in c ? c : cell(c.accuracy / 2))));
    const both = reportTable(labKinds, lengths, [run, second]);
    assert.equal(both.seeds, 2);
    assert.deepEqual(both.cells[1][0], { value: 0.75, min: 0.5, max: 1, chance: 0.5 });
    assert.deepEqual(both.cells[2][1], { value: null, noRow: noRow.noRow });
    assert.equal(reportTable(labKinds, lengths, [[[null]]]), null, "a missing cell: no table yet");
  });
});
