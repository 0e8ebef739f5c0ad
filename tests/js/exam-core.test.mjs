// The core functions the exam added, through both built modules: examMistakes (each common
// mistake worked out) and attentionScore (Q_s·K_t / √d_model step by step), against float64
// formulas written here and the toy oracle (toy-oracle.mjs). Refusals name the limit and value.
import assert from "node:assert/strict";
import { before, describe, it } from "node:test";

import {
  assertArrayClose,
  assertClose,
  assertOk,
  assertRefused,
  CORES,
  loadCore,
} from "./cores.mjs";
import { omegaOf } from "../oracle/oracle.mjs";
import { attentionToy } from "../oracle/toy-oracle.mjs";

const rad = Math.PI / 180;
// M_k's block for the angle a, row-major, acting on (sin, cos).
const rotation = (a) => [Math.cos(a), Math.sin(a), -Math.sin(a), Math.cos(a)];

for (const spec of CORES) {
  describe(`examMistakes and attentionScore in ${spec.name}`, () => {
    let m;
    before(async () => {
      m = await loadCore(spec);
    });

    it("examMistakes: each slip is the formula with that one change", () => {
      for (const [pos, dim, k, d, base] of [
        [10, 3, 5, 4, 10000],
        [0, 0, 1, 8, 10000],
        [29, 6, -7, 8, 100],
        [1000, 13, 300, 16, 1e6],
      ]) {
        const r = m.examMistakes(pos, dim, k, d, base);
        assertOk(r, ["value", "degrees", "block", "relativeDot"], `examMistakes(${pos}, ${dim})`);
        const i = Math.floor(dim / 2);
        const fn = dim % 2 === 0 ? Math.sin : Math.cos;
        const other = dim % 2 === 0 ? Math.cos : Math.sin;
        const w = omegaOf(i, d, base);
        const close = (got, want, what) =>
          assertClose(got, want, 1e-12 * Math.max(1, Math.abs(want)), what);
        close(r.value, fn(pos * w), "value");
        close(r.degrees, fn(pos * w * rad), "degrees");
        close(r.dimensionAsPair, fn(pos * omegaOf(dim, d, base)), "dimensionAsPair");
        close(r.twoDropped, fn(pos / base ** (i / d)), "twoDropped");
        close(r.swapped, other(pos * w), "swapped");
        close(r.halfDModel, fn(pos / base ** ((4 * i) / d)), "halfDModel");
        close(r.posMinusOne, fn((pos - 1) * w), "posMinusOne");
        close(r.posPlusOne, fn((pos + 1) * w), "posPlusOne");
        close(r.wavelength, (2 * Math.PI) / w, "wavelength");
        close(r.wavelengthHalfDModel, 2 * Math.PI * base ** ((4 * i) / d), "wavelengthHalfDModel");
        close(r.wavelengthTwoDropped, 2 * Math.PI * base ** (i / d), "wavelengthTwoDropped");
        close(r.wavelengthDegrees, 360 / w, "wavelengthDegrees");
        close(r.divisor, 1 / w, "divisor");
        close(r.omega, w, "omega");
        close(r.ratio, base ** (2 / d), "ratio");
        close(r.ratioHalfDModel, base ** (4 / d), "ratioHalfDModel");
        close(r.ratioTwoDropped, base ** (1 / d), "ratioTwoDropped");
        const a = w * k;
        assertArrayClose(r.block, rotation(a), 1e-12, "block");
        assertArrayClose(r.blockSignFlipped, rotation(-a), 1e-12, "blockSignFlipped");
        assertArrayClose(
          r.blockSwapped,
          [Math.sin(a), Math.cos(a), -Math.cos(a), Math.sin(a)],
          1e-12,
          "blockSwapped",
        );
        const b = a * rad;
        assertArrayClose(r.blockDegrees, rotation(b), 1e-12, "blockDegrees");
        let dot = 0;
        let degrees = 0;
        let sines = 0;
        let half = 0;
        for (let p = 0; p < d / 2; p += 1) {
          const angle = k * omegaOf(p, d, base);
          dot += Math.cos(angle);
          degrees += Math.cos(angle * rad);
          sines += Math.sin(angle);
          half += Math.cos(k / base ** ((4 * p) / d));
        }
        close(r.relativeDot, dot, "relativeDot");
        close(r.relativeDotDegrees, degrees, "relativeDotDegrees");
        close(r.relativeDotSin, sines, "relativeDotSin");
        close(r.relativeDotHalfDModel, half, "relativeDotHalfDModel");
      }
    });

    it("examMistakes refuses bad input, naming the limit and the value", () => {
      assertRefused(m.examMistakes(1, 8, 0, 8, 10000), "dim", "8", "dim past d_model − 1");
      assertRefused(m.examMistakes(-1, 0, 0, 8, 10000), "pos", "-1", "negative pos");
      assertRefused(m.examMistakes(1, 0, 2000000, 8, 10000), "k", "2000000", "k too large");
      assertRefused(m.examMistakes(1, 0, 0, 7, 10000), "dModel", "7", "odd d_model");
      assertRefused(m.examMistakes("1", 0, 0, 8, 10000), "pos", undefined, "a string");
    });

    it("attentionScore equals the toy oracle's Q_s·K_t / √d_model", () => {
      for (const [sentence, kind, d] of [
        ["dog bites man", "sinusoidal", 8],
        ["the cat sees a bird", "none", 4],
        ["man bites dog", "rope", 16],
        ["dog bites man", "learned", 8],
      ]) {
        const toy = attentionToy(sentence, kind, d);
        for (let s = 0; s < toy.n; s += 1) {
          for (let t = 0; t < toy.n; t += 1) {
            const r = m.attentionScore(sentence, kind, d, s, t);
            assertOk(r, ["dot", "scale", "score", "query", "key"], `${sentence} ${s},${t}`);
            let dot = 0;
            for (let j = 0; j < d; j += 1) dot += toy.queries[s * d + j] * toy.keys[t * d + j];
            assertClose(r.dot, dot, 1e-5, "dot");
            assertClose(r.scale, Math.sqrt(d), 1e-15, "scale");
            assertClose(r.score, r.dot / Math.sqrt(d), 1e-15, "score = dot / scale");
            assertClose(r.score, toy.scores[s * toy.n + t], 1e-5, "score against the oracle's");
            assertClose(r.overDModel, r.dot / d, 1e-15, "overDModel");
            assertClose(r.toyScore, r.score, 1e-5, "the toy's own score");
            assert.deepEqual(r.tokens, toy.tokens);
          }
        }
      }
    });

    it("attentionScore refuses tokens past the sentence", () => {
      assertRefused(m.attentionScore("dog bites man", "none", 8, 3, 0), "s", "3", "s = n");
      assertRefused(m.attentionScore("dog bites man", "none", 8, 0, -1), "t", "-1", "t < 0");
      assert.equal(m.attentionScore("dog bites man", "magic", 8, 0, 0).ok, false);
    });
  });
}
