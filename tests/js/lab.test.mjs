// The training lab's API (labCreate, labTrain, labEvaluate, labPredict, labWeights, labFree) for
// every built lab module: the independent float64 oracle of tests/oracle/lab-oracle.mjs (written
// from cpp/include/pe/lab/model.hpp, task.hpp and lab.hpp) draws the initial weights, rebuilds
// the batch of any step and any test set of both tasks, and recomputes the loss, the attention of
// every head and the probabilities from labWeights, for every kind (ALiBi included), with and
// without the causal mask, for 1 to 8 heads, and with a stretched RoPE (PI, NTK, YaRN, Llama 3).
// Refusals name their limits, and models leave nothing behind.
import assert from "node:assert/strict";
import { after, describe, it } from "node:test";

import {
  LABS,
  assertArrayClose,
  assertClose,
  assertCopiedArray,
  assertOk,
  assertRefusal,
  assertRefused,
  loadLab,
  useModule,
} from "./cores.mjs";
import * as lab from "../oracle/lab-oracle.mjs";

const KINDS = ["none", "sinusoidal", "learned", "rope", "alibi"];
const SCALINGS = ["none", "pi", "ntk", "yarn", "llama3"];
const D = 32;
const range = (name, value, min, max) => ({ name, value, min, max });

// The configurations each kind is checked in: both tasks, with and without the mask, one head and
// the default four (the option left out).
const CONFIGS = [
  { task: "local", causal: false },
  { task: "local", causal: true, heads: 1 },
  { task: "far", causal: false, heads: 1 },
  { task: "far", causal: true },
];
const describeConfig = ({ task, causal, heads }) =>
  `${task}, causal ${causal}, heads ${heads ?? "default 4"}`;

// A float32 loss against the oracle's float64 one.
const lossTolerance = (loss) => 1e-5 * (1 + loss);

// The core's training step (loss and accuracy) against the oracle's batch at the same weights;
// accuracy exactly, but for sentences whose two best logits the oracle calls a near tie.
function assertStep(trained, expected, batch, what) {
  assertClose(trained.loss[0], expected.loss, lossTolerance(expected.loss), `${what}: loss`);
  const diff = Math.abs(trained.accuracy[0] - expected.accuracy) * batch;
  assert.ok(
    diff <= expected.ties + 1e-9,
    `${what}: accuracy ${trained.accuracy[0]}, oracle ${expected.accuracy} (${expected.ties} ties)`,
  );
}

for (const core of LABS) {
  describe(`training lab API (${core.name})`, () => {
    const m = useModule(core, loadLab);
    const live = new Set();
    const create = (...args) => {
      const r = m.labCreate(...args);
      if (r.ok) live.add(r.id);
      return r;
    };
    const free = (id) => {
      live.delete(id);
      return m.labFree(id);
    };
    after(() => {
      for (const id of live) m.labFree(id);
    });

    it("labCreate returns an id, maxLen and the 26 typeable words in token order", () => {
      for (const kind of KINDS) {
        for (const task of lab.TASKS) {
          const r = create(kind, 1, { task });
          assertOk(r, ["id", "maxLen", "vocabulary"], `labCreate ${kind} ${task}`);
          assert.equal(r.maxLen, kind === "learned" ? 16 : 64);
          assert.deepEqual(r.vocabulary, lab.WORDS);
          assert.equal(r.vocabulary.length, 26);
          assert.equal(r.vocabulary.includes("who"), false, "the query is not typed");
          free(r.id);
        }
      }
    });

    it("labWeights: the documented fields and shapes; the initial weights are the oracle's draw", () => {
      const initial = lab.initialWeights(20);
      for (const kind of KINDS) {
        for (const [task, heads] of [
          ["local", undefined],
          ["far", 1],
          ["local", 2],
          ["far", 8],
        ]) {
          const { id } = create(kind, 20, { task, heads });
          const w = m.labWeights(id);
          const what = `${kind}, ${task}, heads ${heads}`;
          assertOk(w, ["kind", "task", "causal", "heads", "alibiSlopes", "step", "dModel"], what);
          assert.equal(w.kind, kind);
          assert.equal(w.task, task);
          assert.equal(w.causal, false);
          assert.equal(w.heads, heads ?? 4, `${what}: 4 heads by default`);
          assert.equal(w.step, 0);
          assert.equal(w.dModel, D);
          // The same initial weights for every kind, task and head count: the seed's draw.
          for (const [name, rows, cols] of lab.TENSORS.concat([["readoutBias", 1, 8]])) {
            if (name === "positions" && kind !== "learned") {
              assertCopiedArray(w.positions, Float32Array, 0, `${what}: no positions`);
              continue;
            }
            assertCopiedArray(w[name], Float32Array, rows * cols, `${what}: ${name}`);
            assertArrayClose(w[name], initial[name], 1e-6, `${what}: initial ${name}`);
          }
          if (kind === "alibi") {
            assertCopiedArray(w.alibiSlopes, Float64Array, w.heads, `${what}: alibiSlopes`);
            assert.deepEqual(Array.from(w.alibiSlopes), lab.alibiSlopes(w.heads), what);
          } else {
            assert.equal(w.alibiSlopes.length, 0, `${what}: slopes for alibi only`);
          }
          free(id);
        }
      }
    });

    for (const kind of KINDS) {
      for (const config of CONFIGS) {
        it(`the oracle recomputes loss, attention and probabilities (${kind}, ${describeConfig(config)})`, () => {
          const seed = 20;
          const { id } = create(kind, seed, config);
          for (const step of [0, 1, 40]) {
            if (step === 40) m.labTrain(id, 38); // now at step 40
            const weights = m.labWeights(id);
            assertOk(weights, ["embeddings", "wQ", "readoutBias"], "labWeights");
            assert.equal(weights.step, step);
            assert.equal(weights.causal, config.causal);
            assert.equal(weights.task, config.task);
            // The loss labTrain reports for a step is its batch's, at the weights before the update.
            const batch = lab.trainingBatch(seed, step, 16, config.task);
            const expected = lab.batchLoss(weights, batch);
            assertStep(m.labTrain(id, 1), expected, 16, `step ${step}`);
          }
          // labPredict on the oracle's own sentences (lengths within the learned table); the far
          // task's sentence of n tokens is n - 1 typed words and the query.
          const weights = m.labWeights(id);
          const rng = new lab.SplitMix64(99);
          const far = config.task === "far";
          for (const n of far ? [6, 10, 16] : [5, 9, 16]) {
            const sentence = lab.drawTaskSentence(rng, n, config.task);
            const expected = lab.forward(weights, sentence);
            const p = m.labPredict(id, lab.sentenceText(sentence));
            const what = `labPredict, n = ${n}`;
            assertOk(
              p,
              ["tokens", "agent", "nouns", "probabilities", "attention", "heads", "headAttention"],
              what,
            );
            assert.deepEqual(
              p.tokens,
              sentence.tokens.map((t) => lab.VOCABULARY[t]),
            );
            assert.equal(p.tokens.at(-1) === "who", far, `${what}: the query`);
            assert.equal(p.verb, sentence.verb);
            assert.equal(p.reader, far ? n - 1 : sentence.verb, `${what}: reader`);
            assert.equal(p.heads, weights.heads);
            assertCopiedArray(p.probabilities, Float32Array, 8, `${what}: probabilities`);
            assertArrayClose(
              p.probabilities,
              expected.probabilities,
              1e-5,
              `${what}: probabilities`,
            );
            assertCopiedArray(p.attention, Float32Array, n, `${what}: attention`);
            assertArrayClose(p.attention, expected.attention, 1e-5, `${what}: attention`);
            assertCopiedArray(p.headAttention, Float32Array, weights.heads * n, `${what}: heads`);
            assertArrayClose(p.headAttention, expected.headAttention, 1e-5, `${what}: heads`);
            if (config.causal) {
              for (let h = 0; h < weights.heads; h++) {
                for (let j = p.reader + 1; j < n; j++) {
                  assert.equal(p.headAttention[h * n + j], 0, `${what}: masked key ${j}`);
                }
              }
            }
            if (expected.margin >= lab.TIE_MARGIN) {
              const best = expected.probabilities.indexOf(Math.max(...expected.probabilities));
              assert.equal(p.agent, lab.NOUNS[best]);
            }
          }
          free(id);
        });
      }
    }

    it("2 and 8 heads: ALiBi's slopes and RoPE's per-head rotation in the oracle's forward pass", () => {
      for (const kind of ["rope", "alibi"]) {
        for (const heads of [2, 8]) {
          const seed = 5;
          const { id } = create(kind, seed, { heads, task: heads === 2 ? "far" : "local" });
          m.labTrain(id, 40);
          const weights = m.labWeights(id);
          const batch = lab.trainingBatch(seed, 40, 16, weights.task);
          assertStep(m.labTrain(id, 1), lab.batchLoss(weights, batch), 16, `${kind}, ${heads}`);
          const sentence = lab.drawTaskSentence(new lab.SplitMix64(3), 14, weights.task);
          const after = m.labWeights(id);
          const expected = lab.forward(after, sentence);
          const p = m.labPredict(id, lab.sentenceText(sentence));
          assertArrayClose(p.headAttention, expected.headAttention, 1e-5, `${kind}, ${heads}`);
          assertArrayClose(p.probabilities, expected.probabilities, 1e-5, `${kind}, ${heads}`);
          free(id);
        }
      }
    });

    it("training lengths: each batch draws its lengths from lo..hi, for every kind and task", () => {
      for (const [kind, task, lengths] of [
        ["alibi", "far", [40, 64]],
        ["sinusoidal", "local", [5, 5]],
        ["learned", "far", [6, 16]],
        ["none", "local", [17, 32]],
      ]) {
        const seed = 11;
        const { id } = create(kind, seed, { task });
        m.labTrain(id, 3);
        const weights = m.labWeights(id);
        const batch = lab.trainingBatch(seed, 3, 16, task, lengths);
        for (const s of batch)
          assert.ok(s.tokens.length >= lengths[0] && s.tokens.length <= lengths[1]);
        const trained = m.labTrain(id, 1, { lengths });
        assertStep(trained, lab.batchLoss(weights, batch), 16, `${kind}, ${task}, ${lengths}`);
        // The next call without lengths is back to the task's default 5..16 or 6..16.
        const next = m.labWeights(id);
        const defaults = lab.trainingBatch(seed, 4, 16, task);
        assertStep(m.labTrain(id, 1), lab.batchLoss(next, defaults), 16, `${kind}: defaults`);
        free(id);
      }
    });

    it("a stretched RoPE in training: the loss of 2 steps at lengths 17..32 under PI is the oracle's", () => {
      const seed = 4;
      const config = { task: "far" };
      const { id } = create("rope", seed, config);
      const twin = create("rope", seed, config).id;
      m.labTrain(id, 100);
      m.labTrain(twin, 100);
      const options = { lengths: [17, 32], scaling: "pi" };
      // PI's factor defaults to the longest training length over 16: 32 / 16 = 2.
      const pi = { kind: "pi", factor: 2 };
      const losses = [];
      for (const step of [100, 101]) {
        const weights = m.labWeights(id);
        const batch = lab.trainingBatch(seed, step, 16, "far", [17, 32]);
        const trained = m.labTrain(id, 1, options);
        assertOk(trained, ["loss"], `step ${step}`);
        assertStep(trained, lab.batchLoss(weights, batch, { scaling: pi }), 16, `PI, step ${step}`);
        // The loss is PI's, not the model's own rotation's.
        const own = lab.batchLoss(weights, batch);
        assert.ok(Math.abs(own.loss - trained.loss[0]) > 1e-3, `step ${step}: PI changes the loss`);
        losses.push(trained.loss[0]);
      }
      // One call of 2 steps is the two calls of one.
      assert.deepEqual(Array.from(m.labTrain(twin, 2, options).loss), losses);
      // The model keeps its own rotation: a step without scaling is the unstretched oracle's.
      const weights = m.labWeights(id);
      const batch = lab.trainingBatch(seed, 102, 16, "far");
      assertStep(m.labTrain(id, 1), lab.batchLoss(weights, batch), 16, "after PI, unstretched");
      free(id);
      free(twin);
    });

    it("every scaling, in training and in labEvaluate, for 1, 4 and 8 heads", () => {
      for (const heads of [1, 4, 8]) {
        const seed = 6;
        const task = heads === 4 ? "far" : "local";
        const { id } = create("rope", seed, { heads, task });
        m.labTrain(id, 40);
        let step = 40;
        for (const kind of SCALINGS) {
          const what = `${heads} heads, ${task}, ${kind}`;
          // Training: an explicit factor.
          const weights = m.labWeights(id);
          const lengths = [20, 40];
          const batch = lab.trainingBatch(seed, step, 16, task, lengths);
          const scaling = { kind, factor: 3 };
          const trained = m.labTrain(id, 1, { lengths, scaling: kind, factor: 3 });
          assertStep(trained, lab.batchLoss(weights, batch, { scaling }), 16, `${what}, train`);
          step += 1;
          // Evaluation: the default factor, 48 / 16 = 3 (none: 1), and an explicit 2.5.
          const now = m.labWeights(id);
          for (const [options, factor] of [
            [{ scaling: kind }, 3],
            [{ scaling: kind, factor: 2.5 }, 2.5],
          ]) {
            const e = m.labEvaluate(id, 48, 64, options);
            assertOk(e, ["accuracy", "chance", "count", "factor"], `${what}: labEvaluate`);
            assert.equal(e.factor, kind === "none" ? 1 : factor, `${what}: factor`);
            assert.equal(e.count, 64);
            const expected = lab.batchLoss(now, lab.testSet(48, 64, task), {
              scaling: { kind, factor },
            });
            assert.ok(
              Math.abs(e.accuracy - expected.accuracy) * 64 <= expected.ties + 1e-9,
              `${what}, factor ${factor}: accuracy ${e.accuracy}, oracle ${expected.accuracy}`,
            );
          }
        }
        // Within the training length the default factor is 1: the model's own rotation.
        for (const kind of SCALINGS) {
          assert.equal(m.labEvaluate(id, 16, 8, { scaling: kind }).factor, 1, `${kind} at 16`);
        }
        free(id);
      }
    });

    it("labTrain returns copied Float32Arrays of exactly steps entries", () => {
      const { id } = create("rope", 2);
      for (const steps of [1, 7, 1000]) {
        const r = m.labTrain(id, steps);
        assertOk(r, ["step", "loss", "accuracy"], `labTrain ${steps}`);
        assertCopiedArray(r.loss, Float32Array, steps, "loss");
        assertCopiedArray(r.accuracy, Float32Array, steps, "accuracy");
        for (const a of r.accuracy) assert.ok(a >= 0 && a <= 1 && Number.isInteger(a * 16));
      }
      assert.equal(m.labWeights(id).step, 1008);
      for (const name of ["embeddings", "wQ", "wK", "wV", "wO", "readout", "readoutBias"]) {
        assert.ok(m.labWeights(id)[name] instanceof Float32Array, name);
      }
      assert.equal(m.labWeights(id).positions.length, 0, "no position parameters for rope");
      free(id);
    });

    it("the same seed gives the same loss curve; another seed another", () => {
      const curve = (seed) => {
        const { id } = create("sinusoidal", seed);
        const loss = Array.from(m.labTrain(id, 30).loss);
        free(id);
        return loss;
      };
      assert.deepEqual(curve(8), curve(8));
      assert.notDeepEqual(curve(8), curve(9));
    });

    it("labEvaluate reports accuracy, the computed chance, the count and the factor", () => {
      for (const task of lab.TASKS) {
        const { id } = create("none", 3, { task });
        const e = m.labEvaluate(id, 24, 100);
        assertOk(e, ["accuracy", "chance", "count", "factor"], `labEvaluate ${task}`);
        assert.equal(e.chance, 0.5);
        assert.equal(e.chance, lab.blindCeiling(24, 100, task));
        assert.equal(e.count, 100);
        assert.equal(e.factor, 1);
        assert.ok(Number.isInteger(e.accuracy * 100));
        assert.deepEqual(m.labEvaluate(id, 24, 100), e, "test sets do not change between calls");
        // The oracle's accuracy on its own test set.
        const expected = lab.batchLoss(m.labWeights(id), lab.testSet(24, 100, task));
        assert.ok(Math.abs(e.accuracy - expected.accuracy) * 100 <= expected.ties + 1e-9, task);
        free(id);
      }
    });

    it("the oracle's test sets are the core's, both tasks: labPredict on them scores labEvaluate", () => {
      for (const task of lab.TASKS) {
        const { id } = create("sinusoidal", 2, { task });
        m.labTrain(id, 150);
        for (const length of [24, 64]) {
          const sentences = lab.testSet(length, 100, task);
          let right = 0;
          for (const sentence of sentences) {
            const p = m.labPredict(id, lab.sentenceText(sentence));
            assert.equal(p.ok, true, p.error);
            assert.equal(p.tokens.length, length);
            if (p.nouns.indexOf(p.agent) === sentence.agent) right += 1;
          }
          const e = m.labEvaluate(id, length, 100);
          // Not a trivial score: the model is neither right nor wrong everywhere.
          assert.ok(e.accuracy > 0.1 && e.accuracy < 0.99, `${task}, ${length}: ${e.accuracy}`);
          assert.equal(right / 100, e.accuracy, `${task}, length ${length}`);
        }
        free(id);
      }
    });

    it("refuses wrong argument types, missing arguments and bad options with a message", () => {
      assertRefused(m.labCreate(), ["kind"], undefined, "no arguments");
      assertRefused(m.labCreate("none"), ["seed"], undefined, "no seed");
      assertRefused(m.labCreate(5, 1), ["kind"], undefined, "kind a number");
      assertRefused(m.labCreate("none", "1"), ["seed"], undefined, "seed a string");
      assertRefused(m.labCreate("ALiBi", 1), ["kind"], '"ALiBi"', "unknown kind");
      assertRefused(m.labCreate("none", -1), ["seed"], "-1", "seed -1");
      assertRefused(m.labCreate("none", 2 ** 32), ["seed"], "4294967296", "seed 2^32");
      assertRefused(m.labCreate("none", 1, { causal: "yes" }), ["causal"], undefined, "causal");
      assertRefused(m.labCreate("none", 1, { lr: "0.1" }), ["lr"], undefined, "lr a string");
      assertRefused(m.labCreate("none", 1, { lr: 0 }), ["lr"], "0", "lr 0");
      assertRefused(m.labCreate("none", 1, { lr: 1.5 }), ["lr"], "1.5", "lr 1.5");
      assertRefused(m.labCreate("none", 1, { batch: 257 }), ["batch"], "257", "batch 257");
      assertRefused(m.labCreate("none", 1, { batch: 0 }), ["batch"], "0", "batch 0");
      assertRefused(m.labCreate("none", 1, { epochs: 3 }), ["epochs"], undefined, "unknown key");
      assertRefused(m.labCreate("none", 1, 7), ["options"], undefined, "options a number");
      assertRefused(m.labCreate("none", 1, [1]), ["options"], undefined, "options an array");
      assertRefused(m.labCreate("none", 1, { task: "near" }), ["options.task"], '"near"', "task");
      assertRefused(m.labCreate("none", 1, { heads: 3 }), ["options.heads"], "3", "heads 3");
      for (const options of [
        undefined,
        null,
        {},
        { lr: undefined },
        { causal: false, lr: 1, batch: 256 },
        { task: "far", heads: 8, causal: true },
        { task: undefined, heads: undefined },
      ]) {
        const r = create("none", 1, options);
        assertOk(r, ["id"], `options ${JSON.stringify(options)}`);
        free(r.id);
      }
      const { id } = create("learned", 1, { batch: 1 });
      assertRefused(m.labTrain(id), ["steps"], undefined, "no steps");
      assertRefused(m.labTrain(id, 0), ["steps"], "0", "steps 0");
      assertRefused(m.labTrain(id, 1001), ["steps"], "1001", "steps 1001");
      assertRefused(m.labTrain("1", 1), ["id"], undefined, "id a string");
      assertRefused(m.labEvaluate(id, 4, 10), ["length"], "4", "length 4");
      assertRefused(m.labEvaluate(id, 65, 10), ["length"], "65", "length 65");
      assertRefused(m.labEvaluate(id, 16, 0), ["count"], "0", "count 0");
      assertRefused(m.labEvaluate(id, 16, 4097), ["count"], "4097", "count 4097");
      assert.deepEqual(m.labEvaluate(id, 17, 10), {
        ok: false,
        code: "learned_no_row",
        args: { pos: 16, maxLen: 16 },
        error: "no learned row for position 16 (max_len 16)",
      });
      const words17 = "the dog bites a man" + " today".repeat(12);
      assert.deepEqual(m.labPredict(id, words17), {
        ok: false,
        code: "learned_no_row",
        args: { pos: 16, maxLen: 16 },
        error: "no learned row for position 16 (max_len 16)",
      });
      assertRefused(m.labPredict(id), ["sentence"], undefined, "no sentence");
      const unknown = m.labPredict(id, "the unicorn bites a man");
      assertRefused(unknown, ["unknown", "word"], undefined, "unknown word");
      for (const word of lab.WORDS) assert.match(unknown.error, new RegExp(`\\b${word}\\b`));
      assertRefused(m.labPredict(id, "the dog a man"), ["verb"], undefined, "no verb");
      // The query is the core's to append, not a word to type.
      assertRefused(m.labPredict(id, "the dog bites a man who"), ["who"], undefined, "who typed");
      free(id);
      assertRefused(m.labTrain(id, 1), ["id", "freed"], String(id), "freed id");
      assertRefused(m.labFree(id), ["id", "freed"], String(id), "freed twice");
      assertRefused(m.labWeights(123456), ["id"], "123456", "never issued");
    });

    it("refuses an unknown kind, task, head count or scaling, naming the choices", () => {
      const choice = (name, value, choices) => ({ name, value, choices });
      const kinds = '"none", "sinusoidal", "learned", "rope", "alibi"';
      for (const kind of ["ALiBi", "", "absolute"]) {
        const r = m.labCreate(kind, 1);
        assertRefusal(r, "unknown_choice", choice("kind", kind, kinds), `kind ${kind}`);
        assertRefused(r, ["kind", "none", "alibi"], undefined, `kind ${kind}`);
      }
      assertRefusal(
        m.labCreate("rope", 1, { task: "near" }),
        "unknown_choice",
        choice("options.task", "near", '"local", "far"'),
        "task near",
      );
      for (const heads of [0, 3, 16, 2.5, NaN]) {
        const r = m.labCreate("rope", 1, { heads });
        assertRefusal(
          r,
          "unknown_choice",
          choice("options.heads", String(heads), "1, 2, 4, 8"),
          `heads ${heads}`,
        );
        assertRefused(r, ["options.heads"], undefined, `heads ${heads}`);
      }
      assertRefusal(
        m.labCreate("rope", 1, { heads: "4" }),
        "wrong_type",
        { name: "options.heads", expected: "number", got: "string" },
        'heads "4"',
      );
      assertRefusal(
        m.labCreate("rope", 1, { task: 1 }),
        "wrong_type",
        { name: "options.task", expected: "string", got: "number" },
        "task 1",
      );
      const rope = create("rope", 1).id;
      const scalings = '"none", "pi", "ntk", "yarn", "llama3"';
      for (const call of [
        (options) => m.labTrain(rope, 1, options),
        (options) => m.labEvaluate(rope, 32, 8, options),
      ]) {
        for (const kind of ["linear", "PI", "alibi"]) {
          const r = call({ scaling: kind });
          assertRefusal(r, "unknown_choice", choice("options.scaling", kind, scalings), kind);
          assertRefused(r, ["options.scaling", "yarn"], `"${kind}"`, kind);
        }
        assertRefusal(
          call({ scaling: 2 }),
          "wrong_type",
          { name: "options.scaling", expected: "string", got: "number" },
          "scaling 2",
        );
      }
      assert.equal(m.labWeights(rope).step, 0, "nothing trained by a refused call");
      free(rope);
    });

    it("refuses a stretched RoPE for a model without RoPE; scaling none is every model's", () => {
      for (const kind of ["none", "sinusoidal", "learned", "alibi"]) {
        const { id } = create(kind, 1, { task: "far" });
        for (const scaling of ["pi", "ntk", "yarn", "llama3"]) {
          const what = `${kind}, ${scaling}`;
          const expected = { name: "options.scaling", kind };
          const t = m.labTrain(id, 1, { scaling });
          assertRefusal(t, "lab_scaling_needs_rope", expected, `labTrain ${what}`);
          assertRefused(t, ["options.scaling", kind], undefined, `labTrain ${what}`);
          const e = m.labEvaluate(id, 16, 8, { scaling, factor: 2 });
          assertRefusal(e, "lab_scaling_needs_rope", expected, `labEvaluate ${what}`);
        }
        assertOk(m.labTrain(id, 1, { scaling: "none" }), ["loss"], `${kind}: none`);
        const e = m.labEvaluate(id, 16, 8, { scaling: "none", factor: 4 });
        assertOk(e, ["factor"], `${kind}: none`);
        assert.equal(e.factor, 1, "none stretches nothing, whatever its factor");
        free(id);
      }
    });

    it("refuses training lengths out of range or malformed, and a factor out of 1..1e6", () => {
      const local = create("rope", 1).id;
      const far = create("rope", 1, { task: "far" }).id;
      const learned = create("learned", 1, { task: "far" }).id;
      const lengthsRefusals = [
        [local, [4, 16], range("options.lengths[0]", 4, 5, 64)],
        [far, [5, 16], range("options.lengths[0]", 5, 6, 64)],
        [local, [65, 65], range("options.lengths[0]", 65, 5, 64)],
        [local, [5.5, 10], range("options.lengths[0]", 5.5, 5, 64)],
        [local, [10, 9], range("options.lengths[1]", 9, 10, 64)],
        [local, [5, 65], range("options.lengths[1]", 65, 5, 64)],
        [local, [5, NaN], range("options.lengths[1]", NaN, 5, 64)],
        [far, [6, Infinity], range("options.lengths[1]", Infinity, 6, 64)],
        [learned, [6, 17], range("options.lengths[1]", 17, 6, 16)],
        [learned, [17, 17], range("options.lengths[0]", 17, 6, 16)],
      ];
      for (const [id, lengths, args] of lengthsRefusals) {
        const r = m.labTrain(id, 1, { lengths });
        assertRefusal(r, "integer_out_of_range", args, `lengths ${lengths}`);
        assertRefused(r, ["options.lengths"], undefined, `lengths ${lengths}`);
        assert.ok(r.error.startsWith(`${args.name} `), `${lengths}: names ${args.name}`);
        assert.match(
          r.error,
          new RegExp(`\\b${args.min}\\.\\.${args.max}\\b`),
          `${lengths}: limits`,
        );
      }
      for (const lengths of [[5], [5, 6, 7], "5..16", [5, "16"], { 0: 5, 1: 16 }, null, 16]) {
        const r = m.labTrain(local, 1, { lengths });
        assert.equal(r.code, "wrong_type", `lengths ${JSON.stringify(lengths)}`);
        assert.equal(r.args.name, "options.lengths");
        assert.equal(r.args.expected, "pair");
        assert.equal(r.args.got, typeof lengths, `lengths ${JSON.stringify(lengths)}: got`);
        assertRefused(r, ["options.lengths"], undefined, `lengths ${JSON.stringify(lengths)}`);
      }
      for (const factor of [0.5, 0, -2, 1e6 + 1, NaN, Infinity]) {
        for (const r of [
          m.labTrain(local, 1, { scaling: "pi", factor }),
          m.labEvaluate(local, 32, 8, { scaling: "yarn", factor }),
        ]) {
          assertRefusal(
            r,
            "number_out_of_range",
            range("options.factor", factor, 1, 1e6),
            `factor ${factor}`,
          );
          assertRefused(r, ["options.factor"], undefined, `factor ${factor}`);
        }
      }
      assertRefusal(
        m.labEvaluate(local, 32, 8, { scaling: "pi", factor: "2" }),
        "wrong_type",
        { name: "options.factor", expected: "number", got: "string" },
        'factor "2"',
      );
      assertRefusal(m.labEvaluate(local, 32, 8, { lengths: [5, 6] }), "unknown_option", {
        key: "lengths",
      });
      assertRefusal(m.labTrain(local, 1, { warmup: 2 }), "unknown_option", { key: "warmup" });
      assertRefusal(m.labTrain(local, 1, 7), "options_not_object", { got: "number" });
      assertRefusal(m.labEvaluate(local, 32, 8, [1]), "options_not_object", { got: "array" });
      for (const id of [local, far, learned]) assert.equal(m.labWeights(id).step, 0);
      // At the limits: accepted.
      assertOk(m.labTrain(local, 1, { lengths: [5, 64], scaling: "pi", factor: 1e6 }), [], "max");
      assertOk(m.labTrain(far, 1, { lengths: [64, 64] }), [], "64..64");
      assertOk(m.labTrain(learned, 1, { lengths: [6, 16] }), [], "learned 6..16");
      assertOk(m.labEvaluate(local, 64, 8, { scaling: "llama3", factor: 1 }), [], "factor 1");
      for (const id of [local, far, learned]) free(id);
    });

    it("the far task: lengths from 6, sentences up to 63 words (a learned model 15)", () => {
      const far = create("alibi", 1, { task: "far" }).id;
      const learned = create("learned", 1, { task: "far" }).id;
      assertRefusal(m.labEvaluate(far, 5, 8), "integer_out_of_range", range("length", 5, 6, 64));
      assertOk(m.labEvaluate(far, 6, 8), ["accuracy"], "length 6");
      const words = (n) => "the dog bites a man" + " today".repeat(n - 5);
      assertRefusal(m.labPredict(far, words(64)), "sentence_too_many_words", {
        max: 63,
        words: 64,
      });
      const p = m.labPredict(far, words(63));
      assertOk(p, ["reader"], "63 words");
      assert.equal(p.tokens.length, 64);
      assert.equal(p.reader, 63);
      assertRefusal(m.labPredict(learned, words(16)), "learned_no_row", { pos: 16, maxLen: 16 });
      assertOk(m.labPredict(learned, words(15)), [], "15 words");
      // A sentence with the verb first has no agent, and is still read at the query.
      const q = m.labPredict(far, "bites the dog");
      assertOk(q, ["reader"], "no agent");
      assert.deepEqual(q.tokens, ["bites", "the", "dog", "who"]);
      assert.equal(q.reader, 3);
      free(far);
      free(learned);
    });

    it("at most 16 models are alive at once", () => {
      const ids = [];
      for (let j = 0; j < 16; j++) {
        const r = create("none", j);
        assertOk(r, ["id"], `model ${j + 1}`);
        ids.push(r.id);
      }
      assert.deepEqual(m.labCreate("none", 1), {
        ok: false,
        code: "lab_too_many_models",
        args: { max: 16 },
        error: "at most 16 lab models can be alive at once; free one with labFree",
      });
      for (const id of ids) assertOk(free(id), [], "labFree");
    });

    it("50 create/train/free cycles keep the wasm heap and the Embind handles flat", () => {
      const cycle = (j) => {
        const kind = KINDS[j % KINDS.length];
        const { id } = m.labCreate(kind, j, {
          batch: 16 + (j % 3),
          task: lab.TASKS[j % 2],
          heads: [1, 2, 4, 8][j % 4],
        });
        const rope = kind === "rope" ? { scaling: SCALINGS[j % 5] } : {};
        m.labTrain(id, 4, { lengths: kind === "learned" ? [6, 16] : [6, 24], ...rope });
        m.labEvaluate(id, 16, 64, rope);
        m.labPredict(id, "the big dog bites a man");
        m.labWeights(id);
        m.labFree(id);
      };
      for (let j = 0; j < 10; j++) cycle(j);
      const heap = m.HEAPU8.buffer.byteLength;
      const handles = m.count_emval_handles();
      for (let j = 0; j < 50; j++) cycle(j);
      assert.equal(m.HEAPU8.buffer.byteLength, heap, "heap grew");
      assert.equal(m.count_emval_handles(), handles, "Embind handles left behind");
    });
  });
}
