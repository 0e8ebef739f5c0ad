// @ts-check
// A small seeded pseudo-random generator for the exam's question parameters (which position,
// which dimension, which offset, the order of the options). It picks numbers; it computes no
// positional-encoding maths, which stays in the core.
//
//   const random = createRandom(seed);      // seed: integer 0 .. 2^32 - 1
//   random.int(1, 30); random.pick(list); random.shuffle(list); random.uint32();
//
// The generator is mulberry32 (Tommy Ettinger's 32-bit generator, public domain): one 32-bit
// state word, fast, and the same sequence in every browser, which is what lets a teacher share a
// question set as a link (?seed=...).

const golden = 0x9e3779b9;

export function mulberry32(seed) {
  let state = seed >>> 0;
  return function next() {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function createRandom(seed) {
  const next = mulberry32(seed);
  const random = {
    // A float in [0, 1).
    next,
    // An integer in [min, max], both included.
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    // An unsigned 32-bit integer.
    uint32: () => Math.floor(next() * 4294967296) >>> 0,
    pick: (list) => list[Math.floor(next() * list.length)],
    // A shuffled copy (Fisher-Yates).
    shuffle(list) {
      const out = [...list];
      for (let k = out.length - 1; k > 0; k -= 1) {
        const j = Math.floor(next() * (k + 1));
        [out[k], out[j]] = [out[j], out[k]];
      }
      return out;
    },
    // `count` different items of `list`, in random order.
    sample: (list, count) => random.shuffle(list).slice(0, count),
  };
  return random;
}

// An independent stream for each of several uses of one seed (say, one per kind of question):
// the same seed and stream number always give the same numbers.
export function streamFor(seed, stream) {
  return createRandom((seed ^ Math.imul(stream + 1, golden)) >>> 0);
}

// The seed after `seed`: where "new question" goes next. A fixed walk, so a shared seed also
// fixes every question that follows it; never the same seed twice in a row.
export function nextSeed(seed) {
  const next = createRandom((seed ^ 0x5bd1e995) >>> 0).uint32();
  return next === seed >>> 0 ? (next + 1) >>> 0 : next;
}
