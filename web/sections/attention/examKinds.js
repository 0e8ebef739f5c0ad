// @ts-check
// The exam's questions on this section (kinds "scale"; web/js/exam/kinds.js lists every kind).
// Each builder draws its numbers from `random` (the kind's own stream of the seed) and asks the
// core for every number it shows or expects; it only picks and words, with this section's
// messages (strings/en/exam.js).
import { integerText as int, numberText, texNumber } from "../../js/format.js";
import { checked } from "../../js/exam/coreCall.js";
import { tex, texText } from "../../js/exam/rich.js";
import { toySentence } from "../../js/exam/toyWords.js";
import { toleranceWords } from "../../js/exam/examSteps.js";
import { richFrom } from "../../js/exam/richMessage.js";
// `t` is a token index here; the catalogue's lookup is `msg`.
import { t as msg, nodes } from "./strings.js";

const rich = richFrom(nodes);

// The score Q_s · K_t / √d_model.
function scaleQuestion(random, core) {
  const d = random.pick([4, 8, 16]);
  const { sentence } = toySentence(random);
  const s = random.int(0, 2);
  const t = random.int(0, 2);
  const r = checked(core.attentionScore(sentence, "sinusoidal", d, s, t));
  const [from, to] = [r.tokens[s], r.tokens[t]];
  const scoreWord = msg("q.scale.scoreWord");
  return {
    params: { d, sentence, s, t },
    prompt: rich("q.scale.prompt", {
      d: int(d),
      sentence,
      from,
      s: int(s),
      to,
      t: int(t),
      maths: tex(
        `Q_{${s}}\\cdot K_{${t}} = ${texNumber(r.dot)}`,
        `Q_${s}·K_${t} = ${numberText(r.dot)}`,
      ),
    }),
    answer: r.score,
    labels: [msg("q.scale.label", { s: int(s), t: int(t) })],
    tolerance: { abs: 0.001 },
    toleranceText: toleranceWords("abs3"),
    mistakes: [
      {
        mistake: "unscaled",
        answer: r.dot,
        diagnosis: msg("q.scale.unscaled"),
      },
      {
        mistake: "over-d-model",
        answer: r.overDModel,
        diagnosis: msg("q.scale.overDModel", { d: int(d), root: numberText(r.scale) }),
      },
    ],
    hint: rich("q.scale.hint"),
    solution: [
      rich("q.scale.computed", {
        maths: tex(
          `${texText(scoreWord)} = \\frac{Q_{${s}}\\cdot K_{${t}}}{\\sqrt{${d}}} = \\frac{${texNumber(r.dot)}}{${texNumber(r.scale)}} = ${texNumber(r.score)}`,
          `${scoreWord} = Q_${s}·K_${t} / √${d} = ${numberText(r.dot)} / ${numberText(r.scale)} = ${numberText(r.score)}`,
        ),
        toy: numberText(r.toyScore),
      }),
      rich("q.scale.why", { d: int(d) }),
    ],
  };
}

/** The builders of this section's kinds, by kind (web/js/exam/generate.js). */
export const questionBuilders = { scale: scaleQuestion };
