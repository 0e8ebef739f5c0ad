// @ts-check
// What the lab's results say, read from the numbers: the table of one run or the summary of the
// 5-seed job (mean and min-max), and the sentences the section prints under it. Nothing here is a
// pre-written claim: each sentence is built from the cells it names, with the band it uses
// stated in it, so that it can never disagree with the table on screen
// (tests/browser/lab.test.mjs recomputes every list from the table).
import { t } from "../../sections/lab/strings.js";
import {
  clausesText,
  fixed,
  listText,
  numberListText,
  numberText,
  sentencesText,
} from "../format.js";
import { numberSeparator } from "../i18n/numbers.js";

/** "Near chance": at most this far above the chance level. */
export const chanceBand = 0.05;
/** "Learned the task" / "stays high": at least this accuracy. */
export const highAccuracy = 0.9;

/**
 * One cell of a report table: an accuracy (or the mean over seeds, with min and max), with the
 * chance level, or a model that cannot take that length (noRow, the core's message).
 * @typedef {object} ReportCell
 * @property {number | null} value null for "no row"
 * @property {number} [min]
 * @property {number} [max]
 * @property {number} [chance]
 * @property {string} [noRow]
 */

/**
 * @typedef {object} ReportTable
 * @property {string[]} kinds
 * @property {number[]} lengths
 * @property {ReportCell[][]} cells [kind][length]
 * @property {number[]} chance per length (from labEvaluate's chance)
 * @property {number} seeds how many runs each cell summarises
 */

/**
 * @typedef {object} Claim
 * @property {string} id "near-chance", "learned", "stay-high", "falls", "no-row", "causal"
 * @property {string[]} kinds the kinds the sentence names
 * @property {string} text
 */

/**
 * One report cell from the same cell of one or more runs: the mean, min and max of the
 * accuracies, or "no row" where the model had none.
 * @param {import("./run.js").LabCell[]} found
 * @returns {ReportCell}
 */
export function reportCell(found) {
  const noRow = found.find((cell) => "noRow" in cell);
  if (noRow && "noRow" in noRow) return { value: null, noRow: noRow.noRow };
  const measured = /** @type {{ accuracy: number, chance: number }[]} */ (found);
  const values = measured.map((cell) => cell.accuracy);
  return {
    value: values.reduce((sum, v) => sum + v, 0) / values.length,
    min: Math.min(...values),
    max: Math.max(...values),
    chance: measured.reduce((sum, cell) => sum + cell.chance, 0) / measured.length,
  };
}

/**
 * A report table from the results of one or more runs (run.results, [kind][length] of LabCell).
 * @param {string[]} kinds
 * @param {number[]} lengths
 * @param {(import("./run.js").LabCell | null)[][][]} runs
 * @returns {ReportTable | null} null while a cell is missing
 */
export function reportTable(kinds, lengths, runs) {
  if (runs.length === 0) return null;
  const chance = lengths.map(() => NaN);
  /** @type {ReportCell[][]} */
  const cells = [];
  for (let k = 0; k < kinds.length; k += 1) {
    const row = [];
    for (let l = 0; l < lengths.length; l += 1) {
      const found = runs.map((results) => results[k]?.[l] ?? null);
      if (found.some((cell) => cell === null)) return null;
      const cell = reportCell(/** @type {import("./run.js").LabCell[]} */ (found));
      if (cell.chance !== undefined) chance[l] = cell.chance;
      row.push(cell);
    }
    cells.push(row);
  }
  return { kinds, lengths, cells, chance, seeds: runs.length };
}

/** @param {number} v */
const shown = (v) => fixed(v, 3);
// A sentence that starts with a kind's name still starts with a capital.
/** @param {string} text */
const capital = (text) => text.charAt(0).toUpperCase() + text.slice(1);
// A kind's name as a reader sees it.
/** @param {string} kind */
const named = (kind) => t("kind.name", { kind });
// The bands, written as the page's language writes numbers ("0,05" in Spanish).
const bandText = () => numberText(chanceBand);
const highText = () => numberText(highAccuracy);

// "sinusoidal falls from 1.000 at length 16 to 0.554 at length 64, 0.446 lower (lowest ...)."
/**
 * @param {string} kind
 * @param {ReportCell[]} cells every one measured
 * @param {number[]} lengths
 */
function fallText(kind, cells, lengths) {
  const values = cells.map((cell) => /** @type {number} */ (cell.value));
  const last = values.length - 1;
  const low = values.indexOf(Math.min(...values));
  // Positions exist at every length for these kinds; what the model made of them is the question.
  return capital(
    t("findings.falls", {
      kind: named(kind),
      from: shown(values[0]),
      fromLength: String(lengths[0]),
      to: shown(values[last]),
      toLength: String(lengths[last]),
      drop: shown(values[0] - values[last]),
      lowest: low === last ? "no" : "yes",
      low: shown(values[low]),
      lowLength: String(lengths[low]),
      why: kind === "none" ? "no" : "yes",
    }),
  );
}

/**
 * The sentences under a report table, each with the kinds it names.
 * @param {ReportTable} table
 * @param {{ causal: boolean }} options
 * @returns {Claim[]}
 */
export function describeResults(table, { causal }) {
  const { kinds, lengths, cells, chance } = table;
  const first = lengths[0];
  const last = lengths[lengths.length - 1];
  const mean = table.seeds > 1 ? "yes" : "no";
  /** @type {Claim[]} */
  const claims = [];
  const rows = kinds.map((kind, k) => ({ kind, cells: cells[k] }));
  const measured = (row) => row.cells.filter((cell) => cell.value !== null);
  const valuesText = (row) =>
    row.cells
      .map((cell, l) =>
        t("findings.valueAt", { value: shown(cell.value ?? NaN), length: String(lengths[l]) }),
      )
      .join(numberSeparator());

  // 1. Near chance: never more than the band above the chance level, at any length tested.
  const nearChance = rows.filter(
    (row) =>
      measured(row).length > 0 &&
      row.cells.every((cell, l) => cell.value === null || cell.value <= chance[l] + chanceBand),
  );
  const chanceText = listText([...new Set(chance.map(shown))]);
  claims.push({
    id: "near-chance",
    kinds: nearChance.map((row) => row.kind),
    text: nearChance.length
      ? t("findings.nearChance", {
          band: bandText(),
          chance: chanceText,
          mean,
          rows: clausesText(
            nearChance.map((row) =>
              t("findings.kindValues", {
                kind: named(row.kind),
                values: numberListText(measured(row).map((cell) => shown(cell.value))),
              }),
            ),
          ),
          count: nearChance.length,
        })
      : t("findings.noneNearChance", { band: bandText(), chance: chanceText }),
  });
  const below = nearChance.flatMap((row) =>
    row.cells
      .map((cell, l) => ({ cell, l }))
      .filter(({ cell, l }) => cell.value !== null && cell.value < chance[l] - chanceBand)
      .map(({ cell, l }) =>
        t("findings.kindAtLength", {
          kind: named(row.kind),
          length: String(lengths[l]),
          value: shown(cell.value),
        }),
      ),
  );
  if (below.length) {
    const claim = claims[claims.length - 1];
    claim.text = sentencesText([
      claim.text,
      t("findings.belowChance", { band: bandText(), list: listText(below) }),
    ]);
  }

  // 2. Inside the training lengths: at least highAccuracy at the first test length.
  const learned = rows.filter((row) => (row.cells[0].value ?? 0) >= highAccuracy);
  const notLearned = rows.filter((row) => !learned.includes(row));
  claims.push({
    id: "learned",
    kinds: learned.map((row) => row.kind),
    text: learned.length
      ? t(notLearned.length ? "findings.learnedSome" : "findings.learnedAll", {
          first: String(first),
          kinds: listText(learned.map((row) => named(row.kind))),
          count: learned.length,
          high: highText(),
          values: learned
            .map((row) =>
              t("findings.kindValue", { kind: named(row.kind), value: shown(row.cells[0].value) }),
            )
            .join(numberSeparator()),
          others: listText(
            notLearned.map((row) =>
              t("findings.kindParen", {
                kind: named(row.kind),
                value: shown(row.cells[0].value ?? NaN),
              }),
            ),
          ),
          otherCount: notLearned.length,
        })
      : t("findings.learnedNone", { first: String(first), high: highText() }),
  });

  // 3. Past the training length: at least highAccuracy at every length up to the last.
  const stayHigh = rows.filter((row) =>
    row.cells.every((cell) => cell.value !== null && cell.value >= highAccuracy),
  );
  claims.push({
    id: "stay-high",
    kinds: stayHigh.map((row) => row.kind),
    text: stayHigh.length
      ? t("findings.stayHigh", {
          kinds: listText(stayHigh.map((row) => named(row.kind))),
          count: stayHigh.length,
          high: highText(),
          last: String(last),
          times: String(last / first),
          values: clausesText(
            stayHigh.map((row) =>
              t("findings.kindValue", { kind: named(row.kind), value: valuesText(row) }),
            ),
          ),
        })
      : t("findings.stayHighNone", { high: highText(), last: String(last) }),
  });

  // 4. Learned inside, lost outside: how far each falls.
  const falls = learned.filter(
    (row) => !stayHigh.includes(row) && measured(row).length === row.cells.length,
  );
  if (falls.length) {
    claims.push({
      id: "falls",
      kinds: falls.map((row) => row.kind),
      text: sentencesText(falls.map((row) => fallText(row.kind, row.cells, lengths))),
    });
  }

  // 5. No row: the kinds that cannot be asked about longer sentences at all.
  const noRow = rows.filter((row) => row.cells.some((cell) => cell.value === null));
  if (noRow.length) {
    claims.push({
      id: "no-row",
      kinds: noRow.map((row) => row.kind),
      text: sentencesText(
        noRow.map((row) => {
          const l = row.cells.findIndex((cell) => cell.value === null);
          return capital(
            t("findings.noRow", {
              kind: named(row.kind),
              length: String(lengths[l - 1] ?? first),
              refusal: String(row.cells[l].noRow),
            }),
          );
        }),
      ),
    });
  }

  // 6. The causal mask: does "none" learn the task without any position?
  const none = rows.find((row) => row.kind === "none");
  if (causal && none) {
    const value = none.cells[0].value ?? NaN;
    claims.push({
      id: "causal",
      kinds: value >= highAccuracy ? ["none"] : [],
      text: t(value >= highAccuracy ? "findings.causalLearns" : "findings.causalNot", {
        kind: named("none"),
        value: shown(value),
        first: String(first),
        high: highText(),
      }),
    });
  }
  return claims;
}

/**
 * What stretching RoPE at test time did at the longest test length: the rope row against each
 * stretched row. `table` holds the results' rows (the kinds, then the stretched ids); null while
 * a cell is missing.
 * @param {ReportTable} table
 * @param {readonly { id: string, scaling: string }[]} stretched
 * @returns {Claim | null}
 */
export function describeStretched(table, stretched) {
  const { kinds, lengths, cells } = table;
  const last = lengths.length - 1;
  /** @param {string} id */
  const at = (id) => cells[kinds.indexOf(id)]?.[last]?.value ?? null;
  const plain = at("rope");
  const values = stretched.map((row) => at(row.id));
  if (plain === null || values.some((value) => value === null)) return null;
  return {
    id: "stretched",
    kinds: ["rope", ...stretched.map((row) => row.id)],
    text: t("findings.stretched", {
      length: String(lengths[last]),
      first: String(lengths[0]),
      mean: table.seeds > 1 ? "yes" : "no",
      plain: shown(plain),
      rows: listText(
        stretched.map((row, j) =>
          t("findings.stretchedItem", {
            method: row.scaling,
            value: shown(/** @type {number} */ (values[j])),
          }),
        ),
      ),
    }),
  };
}
