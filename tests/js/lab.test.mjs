// The training lab's API (labCreate, labTrain, labEvaluate, labPredict, labWeights, labFree) for
// both cores: the independent float64 oracle of tests/oracle/lab-oracle.mjs recomputes the forward pass
// and the loss from labWeights on the batch it rebuilds itself, refusals name their limits, and
// models leave nothing behind.
import assert from "node:assert/strict";
import { after, describe, it } from "node:test";

import {
  LABS,
  assertArrayClose,
  assertClose,
  assertCopiedArray,
  assertOk,
  assertRefused,
  loadLab,
  useModule,
} from "./cores.mjs";
import * as lab from "../oracle/lab-oracle.mjs";

const KINDS = ["none", "sinusoidal", "learned", "rope"];

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

    it("labCreate returns an id, maxLen and the vocabulary in token order", () => {
      for (const kind of KINDS) {
        const r = create(kind, 1);
        assertOk(r, ["id", "maxLen", "vocabulary"], `labCreate ${kind}`);
        assert.equal(r.maxLen, kind === "learned" ? 16 : 64);
        assert.deepEqual(r.vocabulary, lab.VOCABULARY);
        free(r.id);
      }
    });

    for (const kind of KINDS) {
      for (const causal of [false, true]) {
        it(`the oracle recomputes loss, attention and probabilities (${kind}, causal ${causal})`, () => {
          const seed = 20;
          const { id } = create(kind, seed, { causal });
          for (const step of [0, 1, 150]) {
            if (step === 150) m.labTrain(id, 148); // now at step 150
            const weights = m.labWeights(id);
            assertOk(weights, ["embeddings", "wQ", "readoutBias"], "labWeights");
            assert.equal(weights.step, step);
            assert.equal(weights.causal, causal);
            // The loss labTrain reports for a step is its batch's, at the weights before the update.
            const batch = lab.trainingBatch(seed, step, 16);
            const expected = lab.batchLoss(weights, batch, causal);
            const trained = m.labTrain(id, 1);
            assertClose(
              trained.loss[0],
              expected.loss,
              1e-5 * (1 + expected.loss),
              `loss at step ${step}`,
            );
            assert.equal(trained.accuracy[0], expected.accuracy, `accuracy at step ${step}`);
          }
          // labPredict on the oracle's own sentences (lengths within the learned table)
          const weights = m.labWeights(id);
          const rng = new lab.SplitMix64(99);
          for (const n of [5, 9, 16]) {
            const sentence = lab.drawSentence(rng, n);
            const expected = lab.forward(weights, sentence, causal);
            const p = m.labPredict(id, lab.sentenceText(sentence));
            assertOk(p, ["tokens", "agent", "nouns", "probabilities", "attention"], "labPredict");
            assert.deepEqual(
              p.tokens,
              sentence.tokens.map((t) => lab.VOCABULARY[t]),
            );
            assert.equal(p.verb, sentence.verb);
            assertArrayClose(
              p.probabilities,
              expected.probabilities,
              1e-5,
              `probabilities, n = ${n}`,
            );
            assertArrayClose(p.attention, expected.attention, 1e-5, `attention, n = ${n}`);
            const best = expected.probabilities.indexOf(Math.max(...expected.probabilities));
            assert.equal(p.agent, lab.NOUNS[best]);
          }
          free(id);
        });
      }
    }

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

    it("labEvaluate reports accuracy, the computed chance and the count", () => {
      const { id } = create("none", 3);
      const e = m.labEvaluate(id, 24, 100);
      assertOk(e, ["accuracy", "chance", "count"], "labEvaluate");
      assert.equal(e.chance, 0.5);
      assert.equal(e.count, 100);
      assert.ok(Number.isInteger(e.accuracy * 100));
      assert.deepEqual(m.labEvaluate(id, 24, 100), e, "test sets do not change between calls");
      free(id);
    });

    it("refuses wrong argument types, missing arguments and bad options with a message", () => {
      assertRefused(m.labCreate(), ["kind"], undefined, "no arguments");
      assertRefused(m.labCreate("none"), ["seed"], undefined, "no seed");
      assertRefused(m.labCreate(5, 1), ["kind"], undefined, "kind a number");
      assertRefused(m.labCreate("none", "1"), ["seed"], undefined, "seed a string");
      assertRefused(m.labCreate("alibi", 1), ["kind"], undefined, "unknown kind");
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
      for (const options of [
        undefined,
        null,
        {},
        { lr: undefined },
        { causal: false, lr: 1, batch: 256 },
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
      for (const word of lab.VOCABULARY) assert.match(unknown.error, new RegExp(`\\b${word}\\b`));
      assertRefused(m.labPredict(id, "the dog a man"), ["verb"], undefined, "no verb");
      free(id);
      assertRefused(m.labTrain(id, 1), ["id", "freed"], String(id), "freed id");
      assertRefused(m.labFree(id), ["id", "freed"], String(id), "freed twice");
      assertRefused(m.labWeights(123456), ["id"], "123456", "never issued");
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
        const { id } = m.labCreate(KINDS[j % 4], j, { batch: 16 + (j % 3) });
        m.labTrain(id, 20);
        m.labEvaluate(id, 16, 64);
        m.labPredict(id, "the big dog bites a man");
        m.labWeights(id);
        m.labFree(id);
      };
      for (let j = 0; j < 5; j++) cycle(j);
      const heap = m.HEAPU8.buffer.byteLength;
      const handles = m.count_emval_handles();
      for (let j = 0; j < 50; j++) cycle(j);
      assert.equal(m.HEAPU8.buffer.byteLength, heap, "heap grew");
      assert.equal(m.count_emval_handles(), handles, "Embind handles left behind");
    });
  });
}
