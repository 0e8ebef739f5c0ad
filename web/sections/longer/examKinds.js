// @ts-check
// The exam's questions on this section (kinds "alibi", "pi", "ntk", "yarn", "highest";
// web/js/exam/kinds.js lists every kind). Each builder draws its numbers from `random` (the kind's
// own stream of the seed) and asks the core for every number it shows or expects (alibiSlopes,
// alibiBiases, ropeFrequencies, peValue); it only picks and words, with this section's messages
// (strings/en/exam.js). The results of a few slips are wrong formulas the core has no reason to
// compute (ALiBi's slope without the 8, NTK's base without its exponent): those are written here,
// each next to its sentence.
import { integerText as int, numberText, subscriptText, texNumber } from "../../js/format.js";
import { checked, paperBase } from "../../js/exam/coreCall.js";
import { tex } from "../../js/exam/rich.js";
import { toleranceWords } from "../../js/exam/examSteps.js";
import { choiceOptions } from "../../js/exam/choiceOptions.js";
import { richFrom } from "../../js/exam/richMessage.js";
import { t, nodes } from "./strings.js";

const rich = richFrom(nodes);

/** @param {number} count */
const range = (count) => Array.from({ length: count }, (_, k) => k);

// Answers within 0.1 % (the numbers run from thousandths to tens of thousands).
const relative = () => ({ tolerance: { rel: 0.001 }, toleranceText: toleranceWords("rel") });

// YaRN's ramp in turns (the paper's α and β) and Llama 3.1's (its low and high frequency
// factors): the core's defaults, passed explicitly so that the messages name the same numbers.
const yarnRamp = { alpha: 1, beta: 32 };
const llamaRamp = { lowFrequencyFactor: 1, highFrequencyFactor: 4 };

// ALiBi: the bias head h adds to the score of a query at pos and a key at pos + k, slope_h·|k|
// subtracted. (Draws pinned in tests.)
function alibiQuestion(random, core) {
  const heads = random.pick([4, 6, 8, 12, 16]);
  const head = random.int(1, heads);
  const query = random.int(8, 63);
  const key = random.int(0, query - 2);
  const distance = query - key;
  const length = query + 1;
  const slope = checked(core.alibiSlopes(heads)).slopes[head - 1];
  const biases = checked(core.alibiBiases(heads, length)).biases;
  const bias = biases[((head - 1) * length + query) * length + key];
  // The paper's rule: n, the largest power of two not above H; heads past n take the odd-numbered
  // slopes of 2n heads, the 1st, 3rd, 5th, … (indices only: the slopes themselves are the core's).
  const n = 2 ** Math.floor(Math.log2(heads));
  const powerOfTwo = n === heads;
  const extra = head > n;
  // The slope's number among the slopes of `of` heads.
  const place = extra ? 2 * (head - n) - 1 : head;
  const of = extra ? 2 * n : n;
  const headSub = subscriptText(head);
  const slips = [
    {
      mistake: "no-eight",
      answer: -(2 ** (-head / heads)) * distance,
      diagnosis: t("q.alibi.noEight", { heads: int(heads) }),
    },
    {
      mistake: "sign-flipped",
      answer: -bias,
      diagnosis: t("q.alibi.signFlipped"),
    },
    {
      mistake: "slope-only",
      answer: -slope,
      diagnosis: t("q.alibi.slopeOnly", { distance: int(distance) }),
    },
  ];
  if (!powerOfTwo) {
    slips.push({
      mistake: "power-of-two",
      answer: -(2 ** ((-8 * head) / heads)) * distance,
      diagnosis: t("q.alibi.powerOfTwo", {
        heads: int(heads),
        n: int(n),
        twoN: int(2 * n),
      }),
    });
  }
  return {
    params: { heads, head, query, key },
    prompt: rich("q.alibi.prompt", {
      heads: int(heads),
      head: int(head),
      query: int(query),
      key: int(key),
      maths: tex("-\\text{slope}_h\\cdot\\lvert k\\rvert", "−slope_h·|k|"),
    }),
    answer: bias,
    labels: [t("q.alibi.label", { head: int(head) })],
    ...relative(),
    mistakes: slips,
    hint: rich("q.alibi.hint"),
    solution: [
      powerOfTwo
        ? rich("q.alibi.rulePower", {
            heads: int(heads),
            maths: tex(`\\text{slope}_h = 2^{-8h/${heads}}`, `slope_h = 2^(−8h/${heads})`),
          })
        : rich("q.alibi.ruleMixed", {
            heads: int(heads),
            n: int(n),
            next: int(n + 1),
            extra: int(heads - n),
            twoN: int(2 * n),
          }),
      rich(extra ? "q.alibi.slopeExtra" : "q.alibi.slope", {
        head: int(head),
        number: int(head - n),
        place: int(place),
        twoN: int(2 * n),
        maths: tex(
          `\\text{slope}_{${head}} = 2^{-8\\cdot ${place}/${of}} = ${texNumber(slope)}`,
          `slope${headSub} = 2^(−8·${place}/${of}) = ${numberText(slope)}`,
        ),
      }),
      rich("q.alibi.bias", {
        query: int(query),
        key: int(key),
        distance: int(distance),
        maths: tex(
          `-\\text{slope}_{${head}}\\cdot\\lvert k\\rvert = -${texNumber(slope)} \\times ${distance} = ${texNumber(bias)}`,
          `−slope${headSub}·|k| = −${numberText(slope)} × ${distance} = ${numberText(bias)}`,
        ),
      }),
      rich("q.alibi.why"),
    ],
  };
}

// Position Interpolation: position pos read as pos/s, so pair i turns by (pos/s)·ω_i. (Draws pinned
// in tests.)
function piQuestion(random, core) {
  const d = random.pick([16, 32, 64, 128]);
  const length = random.pick([1024, 2048, 4096]);
  const factor = random.pick([2, 4, 8]);
  const pair = random.int(1, d / 2 - 1);
  // pos = s·inside past L, with inside = pos/s a position inside it.
  const inside = random.int(Math.floor(length / factor) + 1, length - 1);
  const pos = inside * factor;
  const pi = checked(
    core.ropeFrequencies(d, paperBase, { kind: "pi", factor, originalLength: length }),
  );
  const omega = pi.original[pair];
  const scaled = pi.frequencies[pair];
  const angle = scaled * pos;
  const trained = checked(core.peValue(inside, pair, d, paperBase));
  const unscaled = checked(core.peValue(pos, pair, d, paperBase));
  const multiplied = checked(core.peValue(pos * factor, pair, d, paperBase));
  const sub = subscriptText(pair);
  return {
    params: { d, base: paperBase, length, factor, pair, pos },
    prompt: rich("q.pi.prompt", {
      d: int(d),
      base: int(paperBase),
      length: int(length),
      factor: int(factor),
      stretched: int(length * factor),
      pair: int(pair),
      pos: int(pos),
    }),
    answer: angle,
    labels: [t("q.pi.label")],
    ...relative(),
    mistakes: [
      {
        mistake: "multiplied",
        answer: multiplied.angle,
        diagnosis: t("q.pi.multiplied", { pos: int(pos), factor: int(factor) }),
      },
      {
        mistake: "unscaled",
        answer: unscaled.angle,
        diagnosis: t("q.pi.unscaled", { factor: int(factor) }),
      },
    ],
    hint: rich("q.pi.hint"),
    solution: [
      rich("q.pi.theta", {
        pair: int(pair),
        maths: tex(
          `\\omega_{${pair}} = 1/${paperBase}^{2\\cdot ${pair}/${d}} = ${texNumber(omega)}`,
          `ω${sub} = 1/${paperBase}^(2·${pair}/${d}) = ${numberText(omega)}`,
        ),
      }),
      rich("q.pi.scaled", {
        factor: int(factor),
        maths: tex(
          `\\omega'_{${pair}} = \\omega_{${pair}}/${factor} = ${texNumber(scaled)}`,
          `ω′${sub} = ω${sub}/${factor} = ${numberText(scaled)}`,
        ),
      }),
      rich("q.pi.angle", {
        maths: tex(
          `\\text{pos}\\cdot\\omega'_{${pair}} = ${pos} \\times ${texNumber(scaled)} = ${texNumber(angle)}`,
          `pos·ω′${sub} = ${pos} × ${numberText(scaled)} = ${numberText(angle)}`,
        ),
      }),
      rich("q.pi.same", {
        pos: int(pos),
        factor: int(factor),
        inside: int(inside),
        trained: numberText(trained.angle),
        length: int(length),
      }),
    ],
  };
}

// NTK-aware scaling: the new base base′ = base·s^(d_model/(d_model − 2)). (Draws pinned in tests.)
function ntkQuestion(random, core) {
  const d = random.pick([16, 32, 64, 128]);
  const factor = random.pick([2, 4, 8, 16]);
  const ntk = checked(core.ropeFrequencies(d, paperBase, { kind: "ntk", factor }));
  const last = d / 2 - 1;
  const top = d - 2;
  return {
    params: { d, base: paperBase, factor },
    prompt: rich("q.ntk.prompt", {
      d: int(d),
      base: int(paperBase),
      factor: int(factor),
      maths: tex("\\text{base}'", "base′"),
    }),
    answer: ntk.base,
    labels: ["base′"],
    ...relative(),
    mistakes: [
      {
        mistake: "no-exponent",
        answer: paperBase * factor,
        diagnosis: t("q.ntk.noExponent", { d: int(d), top: int(top) }),
      },
      {
        mistake: "inverted-exponent",
        answer: paperBase * factor ** (top / d),
        diagnosis: t("q.ntk.invertedExponent", { d: int(d), top: int(top) }),
      },
    ],
    hint: rich("q.ntk.hint"),
    solution: [
      rich("q.ntk.goal", {
        last: int(last),
        maths: tex(
          `\\omega_{${last}} = 1/\\text{base}^{${top}/${d}}`,
          `ω${subscriptText(last)} = 1/base^(${top}/${d})`,
        ),
      }),
      rich("q.ntk.solve", {
        maths: tex(
          `\\frac{1}{\\text{base}'^{\\,${top}/${d}}} = \\frac{1}{s\\cdot\\text{base}^{${top}/${d}}} \\;\\Rightarrow\\; \\text{base}' = \\text{base}\\cdot s^{${d}/${top}}`,
          `1/base′^(${top}/${d}) = 1/(s·base^(${top}/${d})) ⇒ base′ = base·s^(${d}/${top})`,
        ),
      }),
      rich("q.ntk.value", {
        maths: tex(
          `\\text{base}' = ${paperBase} \\times ${factor}^{${d}/${top}} = ${texNumber(ntk.base)}`,
          `base′ = ${paperBase} × ${factor}^(${d}/${top}) = ${numberText(ntk.base)}`,
        ),
      }),
      rich("q.ntk.check", {
        first: numberText(ntk.kept[0]),
        last: int(last),
        lastKept: numberText(ntk.kept[last]),
        factor: int(factor),
      }),
    ],
  };
}

// What YaRN's ramp (in turns r_i = L/λ_i) says about a pair: γ_i 0, 1 or between.
/** @param {number} gamma */
const regimeOf = (gamma) => (gamma === 0 ? "interpolated" : gamma === 1 ? "kept" : "blended");
const regimes = ["interpolated", "blended", "kept"];

// Pairs at least a tenth of the way from the ramp's ends, so that a rounded λ cannot change the
// answer. @param {number} r turns @param {number[]} edges
const clearOf = (r, edges) => edges.every((edge) => r < edge / 1.1 || r > edge * 1.1);

// YaRN: which of its three regimes a pair falls in. (Draws pinned in tests.)
function yarnQuestion(random, core) {
  const d = random.pick([32, 64, 128]);
  const base = random.pick([paperBase, 500000]);
  const length = random.pick([2048, 4096, 8192]);
  const factor = random.pick([4, 8, 16, 32]);
  const want = random.pick(regimes);
  const { alpha, beta } = yarnRamp;
  const yarn = checked(
    core.ropeFrequencies(d, base, { kind: "yarn", factor, originalLength: length, ...yarnRamp }),
  );
  const plain = checked(core.ropeFrequencies(d, base, { kind: "none", originalLength: length }));
  const clear = range(d / 2).filter((i) => clearOf(yarn.turns[i], [alpha, beta]));
  const wanted = clear.filter((i) => regimeOf(yarn.ramp[i]) === want);
  const pair = random.pick(wanted.length > 0 ? wanted : clear);
  const regime = regimeOf(yarn.ramp[pair]);
  const turns = yarn.turns[pair];
  const lambda = plain.wavelengths[pair];
  const sub = subscriptText(pair);
  const args = {
    r: numberText(turns),
    gamma: numberText(yarn.ramp[pair]),
    alpha: int(alpha),
    beta: int(beta),
  };
  return {
    params: { d, base, length, factor, alpha, beta, pair },
    prompt: rich("q.yarn.prompt", {
      d: int(d),
      base: int(base),
      length: int(length),
      factor: int(factor),
      alpha: int(alpha),
      beta: int(beta),
      pair: int(pair),
      maths: tex(`\\lambda_{${pair}} = ${texNumber(lambda)}`, `λ${sub} = ${numberText(lambda)}`),
    }),
    legend: t("q.yarn.legend"),
    choices: choiceOptions(
      t,
      "q.yarn",
      regime,
      [...regimes.filter((other) => other !== regime), "ntk"],
      args,
    ),
    hint: rich("q.yarn.hint"),
    solution: [
      rich("q.yarn.turns", {
        maths: tex(
          `r_{${pair}} = L/\\lambda_{${pair}} = ${length}/${texNumber(lambda)} = ${texNumber(turns)}`,
          `r${sub} = L/λ${sub} = ${length}/${numberText(lambda)} = ${numberText(turns)}`,
        ),
      }),
      rich(`q.yarn.step.${regime}`, { ...args, kept: numberText(yarn.kept[pair]) }),
      rich("q.yarn.why"),
    ],
  };
}

// The stretching rules, in the order the section explains them (ropeFrequencies' kinds).
const rules = ["pi", "ntk", "yarn", "llama3"];

// Which rule changes pair 0 (PI alone), or which keeps a pair of 4 to 32 turns exactly (Llama 3.1
// alone: its ramp ends at 4 turns, YaRN's at 32). (Draws pinned in tests.)
function highestQuestion(random, core) {
  const d = random.pick([32, 64, 128]);
  const base = random.pick([paperBase, 500000]);
  const length = random.pick([2048, 4096, 8192]);
  const factor = random.pick([4, 8, 16]);
  let ask = random.pick(["changes", "keeps"]);
  const stretched = Object.fromEntries(
    rules.map((kind) => [
      kind,
      checked(
        core.ropeFrequencies(d, base, {
          kind,
          factor,
          originalLength: length,
          ...(kind === "yarn" ? yarnRamp : kind === "llama3" ? llamaRamp : {}),
        }),
      ),
    ]),
  );
  const { yarn, llama3, ntk } = stretched;
  const { highFrequencyFactor: high, lowFrequencyFactor: low } = llamaRamp;
  // "keeps": a pair Llama 3.1 keeps and YaRN does not, clear of both ramps' ends.
  const between = range(d / 2).filter(
    (i) =>
      i > 0 &&
      llama3.kept[i] === 1 &&
      yarn.kept[i] < 1 &&
      clearOf(yarn.turns[i], [high, yarnRamp.beta]),
  );
  if (between.length === 0) ask = "changes";
  const pair = ask === "changes" ? 0 : random.pick(between);
  const keeps = ask === "keeps";
  const right = rules.filter((kind) => (stretched[kind].kept[pair] === 1) === keeps);
  if (right.length !== 1) throw new Error(`highest: ${right.length} rules fit pair ${pair}`);
  const turns = yarn.turns[pair];
  const args = {
    pair: int(pair),
    r: numberText(turns),
    beta: int(yarnRamp.beta),
    high: int(high),
  };
  const keptOf = (kind) =>
    tex(
      `\\omega'_{${pair}}/\\omega_{${pair}} = ${texNumber(stretched[kind].kept[pair])}`,
      `ω′${subscriptText(pair)}/ω${subscriptText(pair)} = ${numberText(stretched[kind].kept[pair])}`,
    );
  return {
    params: { d, base, length, factor, ask, pair },
    prompt: rich(`q.highest.prompt.${ask}`, {
      d: int(d),
      base: int(base),
      length: int(length),
      factor: int(factor),
      pair: int(pair),
      r: numberText(turns),
    }),
    legend: t("q.highest.legend"),
    choices: rules.map((kind) =>
      kind === right[0]
        ? { text: t(`q.highest.${kind}`), correct: true }
        : {
            text: t(`q.highest.${kind}`),
            diagnosis: t(`q.highest.${ask}.${kind}`, {
              ...args,
              kept: numberText(stretched[kind].kept[pair]),
            }),
          },
    ),
    hint: rich(`q.highest.hint.${ask}`),
    solution: [
      rich("q.highest.step.pi", { factor: int(factor), maths: keptOf("pi") }),
      rich("q.highest.step.ntk", {
        newBase: numberText(ntk.base),
        pair: int(pair),
        maths: keptOf("ntk"),
      }),
      rich("q.highest.step.yarn", {
        ...args,
        length: int(length),
        alpha: int(yarnRamp.alpha),
        gamma: numberText(yarn.ramp[pair]),
        maths: keptOf("yarn"),
      }),
      rich("q.highest.step.llama3", {
        low: int(low),
        high: int(high),
        gamma: numberText(llama3.ramp[pair]),
        maths: keptOf("llama3"),
      }),
      rich(`q.highest.answer.${ask}`, args),
    ],
  };
}

/** The builders of this section's kinds, by kind (web/js/exam/generate.js). */
export const questionBuilders = {
  alibi: alibiQuestion,
  pi: piQuestion,
  ntk: ntkQuestion,
  yarn: yarnQuestion,
  highest: highestQuestion,
};
