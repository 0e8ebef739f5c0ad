// @ts-check
// The options of a choice question: the right answer first, then each wrong one with the
// diagnosis of picking it. Their messages are in the catalogue of the question's section:
//   <prefix>.<right>, <prefix>.<wrong>, <prefix>.<wrong>Diagnosis
// `args` fill every one of them (a message takes only the arguments it names).
//   choiceOptions(t, "q.rotated", "qk", ["embeddings", "values", "weights"])

/**
 * @param {(key: string, args?: Record<string, string | number>) => string} t a catalogue's `t`
 * @param {string} prefix
 * @param {string} right
 * @param {string[]} wrong
 * @param {Record<string, string | number>} [args]
 * @returns {{ correct?: true, text: string, diagnosis?: string }[]}
 */
export function choiceOptions(t, prefix, right, wrong, args = {}) {
  return [
    { correct: true, text: t(`${prefix}.${right}`, args) },
    ...wrong.map((choice) => ({
      text: t(`${prefix}.${choice}`, args),
      diagnosis: t(`${prefix}.${choice}Diagnosis`, args),
    })),
  ];
}
