// The core's tokenizer (tokenize, and the tokens of attentionToy) against an independent oracle:
// JavaScript's own Unicode tables, the regex properties \p{L} and \p{M} and String.prototype.
// toLowerCase applied one code point at a time (toy-oracle.mjs, tokenize). The core's tables are
// generated from python3's unicodedata (scripts/unicode-tables.py), a different source.
//
// The two sources are different Unicode versions (the core's is older than node's), so the code
// points compared are those of blocks that were complete long before either: scripts with and
// without case, combining marks, four-byte characters, and separators of every kind. Code points
// whose toLowerCase is more than one code point (U+0130) have no one-to-one mapping to compare and
// are left out; the C++ tests check that one by hand.
import assert from "node:assert/strict";
import { before, describe, it } from "node:test";

import { CORES, assertOk, assertRefused, corePath, useModule } from "./cores.mjs";
import * as toy from "../oracle/toy-oracle.mjs";

// [first, last] code points, inclusive.
const WORD_BLOCKS = [
  [0x0041, 0x005a], // Basic Latin
  [0x0061, 0x007a],
  [0x00c0, 0x024f], // Latin-1 letters, Latin Extended-A and -B
  [0x0250, 0x02af], // IPA
  [0x0300, 0x036f], // combining diacritical marks
  [0x0370, 0x03ff], // Greek and Coptic
  [0x0400, 0x052f], // Cyrillic and its supplement
  [0x0531, 0x0587], // Armenian
  [0x05d0, 0x05ea], // Hebrew letters
  [0x0620, 0x065f], // Arabic letters and marks
  [0x0900, 0x097f], // Devanagari
  [0x0e01, 0x0e3a], // Thai
  [0x10a0, 0x10ff], // Georgian
  [0x1c90, 0x1cbf], // Georgian Mtavruli
  [0x1e00, 0x1fff], // Latin Extended Additional, Greek Extended
  [0x3041, 0x3096], // Hiragana
  [0x30a1, 0x30fa], // Katakana
  [0x4e00, 0x9fa5], // CJK Unified Ideographs (Unicode 1.1)
  [0xac00, 0xd7a3], // Hangul syllables
  [0x10400, 0x1044f], // Deseret (four bytes, with case)
  [0x104b0, 0x104fb], // Osage
  [0x1d400, 0x1d6a5], // mathematical letters
  [0x1e900, 0x1e94b], // Adlam
  [0x20000, 0x2a6d6], // CJK Extension B
];
const SEPARATOR_BLOCKS = [
  [0x0020, 0x0040], // space, ASCII punctuation, digits, and the apostrophe
  [0x005b, 0x0060],
  [0x007b, 0x007e],
  [0x00a0, 0x00bf], // Latin-1 punctuation (and ª, µ, º, which are letters)
  [0x0660, 0x0669], // Arabic-Indic digits
  [0x2000, 0x205e], // general punctuation, with ’ (U+2019)
  [0x3000, 0x3003], // CJK punctuation
  [0xff01, 0xff0f], // fullwidth punctuation
  [0x1f300, 0x1f64f], // emoji
];

const oneToOne = (c) => [...c.toLowerCase()].length === 1;
const isWord = (c) => /^[\p{L}\p{M}]$/u.test(c);

function* codePoints(blocks) {
  for (const [first, last] of blocks) {
    for (let cp = first; cp <= last; cp++) yield String.fromCodePoint(cp);
  }
}

// A reproducible sentence of words and separators (SplitMix64, seed in the test's name).
function sentenceFrom(rng, words, separators) {
  const pick = (list) => list[Math.floor(((rng.uniform() + 1) / 2) * list.length)];
  const parts = [];
  const length = 1 + Math.floor(((rng.uniform() + 1) / 2) * 40);
  for (let k = 0; k < length; k++) {
    const roll = rng.uniform();
    if (roll < 0.55) parts.push(pick(words));
    else if (roll < 0.65) parts.push(pick(["'", "’"]));
    else if (roll < 0.8) parts.push(" ");
    else parts.push(pick(separators));
  }
  return parts.join("");
}

for (const core of CORES) {
  describe(`${corePath(core)}: tokenize in any script`, () => {
    const m = useModule(core);
    const wordChars = [...codePoints(WORD_BLOCKS)].filter(oneToOne);
    const separatorChars = [...codePoints(SEPARATOR_BLOCKS)].filter(oneToOne);

    it("returns the words and the number of characters", () => {
      const r = m.tokenize("Hund beißt Mann! 🐕");
      assertOk(r, ["tokens", "characters"], "tokenize");
      assert.deepEqual(r.tokens, ["hund", "beißt", "mann"]);
      assert.equal(r.characters, 18, "code points: the dog emoji counts once");
      assert.deepEqual(m.tokenize("Don’t, don't").tokens, ["don't", "don't"]);
      assertRefused(m.tokenize("42 !"), ["word"], undefined, "no word");
      assertRefused(m.tokenize(5), ["sentence"], undefined, "not a string");
      assertRefused(m.tokenize("é".repeat(257)), ["characters"], "257", "257 characters");
      assert.equal(m.tokenize("é".repeat(256)).characters, 256);
      assertRefused(m.tokenize("a\ud800"), ["Unicode"], undefined, "a lone surrogate");
    });

    it(`classifies and lowercases every code point of ${WORD_BLOCKS.length + SEPARATOR_BLOCKS.length} stable blocks as JS does`, () => {
      const mismatches = [];
      for (const c of [...wordChars, ...separatorChars]) {
        const r = m.tokenize(`${c}`);
        const expected = isWord(c) ? [toy.lowerEach(c)] : null;
        const got = r.ok ? r.tokens : null;
        if (JSON.stringify(got) !== JSON.stringify(expected)) {
          const hex = c.codePointAt(0).toString(16).toUpperCase().padStart(4, "0");
          mismatches.push(`U+${hex}: core ${JSON.stringify(got)}, JS ${JSON.stringify(expected)}`);
        }
      }
      assert.deepEqual(mismatches.slice(0, 20), [], `${mismatches.length} code points differ`);
    });

    const seed = 20261201;
    it(`tokens of 3000 generated sentences equal the JS oracle's (seed ${seed})`, () => {
      const rng = new toy.SplitMix64(seed);
      // Words of one script at a time, so that they look like words: a few characters of a block.
      const blocks = WORD_BLOCKS.map(([first, last]) =>
        wordChars.filter((c) => c.codePointAt(0) >= first && c.codePointAt(0) <= last),
      ).filter((chars) => chars.length > 0);
      for (let trial = 0; trial < 3000; trial++) {
        const block = blocks[trial % blocks.length];
        const words = Array.from({ length: 6 }, () => {
          const size = 1 + Math.floor(((rng.uniform() + 1) / 2) * 6);
          return Array.from(
            { length: size },
            () => block[Math.floor(((rng.uniform() + 1) / 2) * block.length)],
          ).join("");
        });
        const sentence = sentenceFrom(rng, words, separatorChars);
        const what = `trial ${trial}: ${JSON.stringify(sentence)}`;
        const expected = toy.tokenize(sentence);
        const r = m.tokenize(sentence);
        assert.equal(r.ok, expected.ok, `${what}: ${r.error} / ${expected.reason}`);
        if (!expected.ok) continue;
        assert.deepEqual(r.tokens, expected.tokens, what);
        assert.equal(r.characters, expected.characters, what);
        // attentionToy reads the same words.
        if (trial % 50 === 0)
          assert.deepEqual(m.attentionToy(sentence, "none", 4).tokens, r.tokens);
      }
    });
  });
}
