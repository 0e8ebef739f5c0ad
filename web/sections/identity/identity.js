// @ts-check
// Section "identity": the angle-addition identity with numbers. For the chosen pos, k and pair i
// (d_model and base from the store): sin and cos of w(pos+k) computed directly and through the
// identity (shiftIdentity), the 2 x 2 rotation of pair i, the block-diagonal M_k (shiftMatrix) as
// a heatmap, and M_k applied to PE(pos) at two positions (shiftCheck).
// Every number comes from the core; this file arranges, formats and picks what to show.
import { createCellChoice } from "../../js/cellChoice.js";
import { createDerivation, pairFrequencyStep } from "../../js/derivation.js";
import { el, setText } from "../../js/dom.js";
import { createHeatmap } from "../../js/figures/heatmap.js";
import { createMatrixTable } from "../../js/figures/matrixTable.js";
import {
  integerText,
  minus,
  numberText,
  subscriptText,
  texFactor,
  texNumber,
  texSeparator,
} from "../../js/format.js";
import { renderMath } from "../../js/math.js";
import { defineSection } from "../../js/section.js";
import { renderPartsWhenVisible } from "../../js/visibility.js";
import { t } from "./strings.js";
import { refusalText } from "../../js/refusal.js";
import { t as ui } from "../../js/strings.js";

// The M_k heatmap's zoomed view: the first `zoomDims` dimensions (8 pairs, cells large enough
// to see the 2 x 2 blocks and read the values under the cursor).
const zoomDims = 16;
// Rows of PE shown in the check tables (the check itself covers every dimension).
const checkDims = 6;
// The second position of the check: far enough from pos to be a different vector.
const checkOffset = 7;
// Result digits: enough to show where the direct and identity values part (at ~1e-16).
const fullDigits = 16;

// The four values substituted into the identity, each in brackets whatever its sign: the line
// then keeps its shape (and its typeset boxes, see math.js) as the values cross zero.
const texValue = (x) => `(${texNumber(x)})`;
const texSum = (pos, k) => (k < 0 ? `${pos} - ${-k}` : `${pos} + ${k}`);

export const createSection = defineSection(({ section, slot, root, store, core }) => {
  section.numbers([
    { key: "pos", hint: t("control.posHint") },
    { key: "k", hint: t("control.kHint") },
    { key: "i", slider: { max: 63 } },
  ]);

  // 1. The identity, term by term.
  // The four numbers the identity needs: sin and cos of ω·pos and of ω·k.
  /** @type {import("../../js/derivation.js").DerivationStep[]} */
  const parts = [
    { at: "pos", angle: "\\omega_i\\,\\text{pos}", factor: (s) => String(s.pos), key: "Pos" },
    { at: "k", angle: "\\omega_i k", factor: (s) => texFactor(s.k), key: "K" },
  ].flatMap(({ at, angle, factor, key }) =>
    ["sin", "cos"].map((fn) => ({
      id: `${fn}-${at}`,
      tex: (v, s) =>
        `\\${fn}(${angle}) = \\${fn}(${texNumber(v.omega)} \\times ${factor(s)}) = ${texNumber(v[fn + key])}`,
    })),
  );
  parts[0].name = () => t("step.numbers");
  // Each of sine and cosine, directly and through the identity.
  const ways = [
    {
      fn: "sin",
      word: "sin",
      identity:
        "\\sin(\\omega_i\\,\\text{pos})\\cos(\\omega_i k) + \\cos(\\omega_i\\,\\text{pos})\\sin(\\omega_i k)",
      terms: (v) =>
        `${texValue(v.sinPos)} ${texValue(v.cosK)} + ${texValue(v.cosPos)} ${texValue(v.sinK)}`,
    },
    {
      fn: "cos",
      word: "cos",
      identity:
        "\\cos(\\omega_i\\,\\text{pos})\\cos(\\omega_i k) - \\sin(\\omega_i\\,\\text{pos})\\sin(\\omega_i k)",
      terms: (v) =>
        `${texValue(v.cosPos)} ${texValue(v.cosK)} - ${texValue(v.sinPos)} ${texValue(v.sinK)}`,
    },
  ].flatMap(({ fn, word, identity, terms }) => [
    {
      id: `${fn}-direct`,
      name: () => t(`step.${word}Direct`),
      tex: (v, s) =>
        `\\${fn}(\\omega_i(\\text{pos}+k)) = \\${fn}(${texNumber(v.omega)} \\times (${texSum(s.pos, s.k)})) = ${texNumber(v[`${fn}Direct`], fullDigits)}`,
    },
    {
      id: `${fn}-identity`,
      name: () => t(`step.${word}Identity`),
      tex: (v) => `${identity} = ${terms(v)} = ${texNumber(v[`${fn}Identity`], fullDigits)}`,
    },
  ]);
  const steps = [
    pairFrequencyStep,
    ...parts,
    ...ways,
    {
      id: "error",
      name: () => t("step.error"),
      tex: (v) => `\\text{absError} = ${texNumber(v.absError, 3)}`,
    },
  ];
  const derivation = section.own(createDerivation(slot("derivation"), steps));

  // 2. The 2 x 2 rotation of pair i.
  const productParts = [0, 1, 2].map(() => el("span", "identity-product-part"));
  slot("rotation-math").append(...productParts);
  const tableOptions = {
    legendLabel: t("rotation.legend"),
    domain: [-1, 1],
    formatValue: (v) => numberText(v),
    formatTick: (v) => numberText(v),
  };
  const rotation = section.own(
    createMatrixTable(slot("rotation"), {
      ...tableOptions,
      rowHeading: t("rotation.rowHeading"),
      colHeading: t("rotation.colHeading"),
    }),
  );

  // 3. M_k as a heatmap, zoomed to the first dimensions or whole.
  let view = "zoom";
  const viewInputs = [...root.querySelectorAll('input[name="identity-view"]')];
  const cellText = slot("cell-text");
  const cellMath = slot("cell-math");
  // What the readout says while no cell is under the cursor (index.html's text).
  const cellPrompt = cellText.textContent;
  // The readout's cell: the block of pair i, or the one the reader pointed at (cellChoice.js).
  const choice = createCellChoice();
  const heatmap = section.own(
    createHeatmap(slot("shift-matrix"), {
      label: t("matrix.label"),
      rowName: t("matrix.rowName"),
      colName: t("matrix.colName"),
      rowNoun: "row",
      colNoun: "column",
      colourMap: "viridis",
      legendLabel: t("matrix.legend"),
      formatValue: (v) => numberText(v, 4),
      onCell: (cell) => {
        choice.pick(cell);
        showCell(cell, store.getAll());
      },
      maxTableRows: 32,
      maxTableCols: 32,
    }),
  );

  // 4. The check at two positions.
  const checkTables = ["check-0", "check-1"].map((name) =>
    section.own(
      createMatrixTable(slot(name), {
        ...tableOptions,
        rowHeading: t("check.rowHeading"),
        colHeading: t("check.colHeading"),
        legendLabel: t("check.legend"),
      }),
    ),
  );

  // What one cell of M_k is: an entry of pair j's rotation block, or a 0 between blocks.
  /**
   * @param {{ row: number, col: number, value: number } | null} cell
   * @param {import("../../js/state/index.js").State} state
   */
  function showCell(cell, state) {
    if (!cell) {
      setText(cellText, cellPrompt);
      cellMath.replaceChildren();
      return;
    }
    const { row, col, value } = cell;
    const pair = Math.floor(row / 2);
    const inBlock = Math.floor(col / 2) === pair;
    if (!inBlock) {
      setText(
        cellText,
        t("cell.outside", {
          row: String(row),
          col: String(col),
          value: numberText(value, 6),
          pair: String(pair),
          colPair: String(Math.floor(col / 2)),
        }),
      );
      cellMath.replaceChildren();
      return;
    }
    const v = core.shiftIdentity(state.pos, state.k, pair, state.d, state.base);
    if (!v.ok) {
      setText(cellText, ui("refusal.cell", { refusal: refusalText(v) }));
      cellMath.replaceChildren();
      return;
    }
    // The entry itself is the heatmap's, from the core's M_k.
    const entries = [
      ["\\cos", "cos"],
      ["\\sin", "sin"],
      ["-\\sin", "minusSin"],
      ["\\cos", "cos"],
    ];
    const [fn, entry] = entries[(row % 2) * 2 + (col % 2)];
    setText(
      cellText,
      t("cell.inBlock", {
        row: String(row),
        col: String(col),
        value: numberText(value, 6),
        pair: String(pair),
        entry,
        omega: `ω${subscriptText(pair)}`,
      }),
    );
    renderMath(
      cellMath,
      `\\displaystyle (M_{${state.k}})_{${row}${texSeparator()}${col}} = ${fn}(\\omega_{${pair}}\\, k) = ` +
        `${fn}(${texNumber(v.omega)} \\times ${texFactor(state.k)}) = ${texNumber(value)}`,
    );
  }

  // The identity's numbers for the state's pair i: the three parts below each draw from it.
  const identityOf = (state) =>
    core.shiftIdentity(state.pos, state.k, state.i, state.d, state.base);

  // The derivation, with the section's message if the core refuses the state.
  function renderDerivation(state) {
    const v = identityOf(state);
    if (!v.ok) return refusalText(v);
    derivation.render(v, state);
    return "";
  }

  // The pair's 2 x 2 rotation, as a table and as a product. (A refused state leaves it as it was;
  // the derivation's part says why.)
  function renderRotation(state) {
    const v = identityOf(state);
    if (!v.ok) return;
    rotation.update({
      caption: t("rotation.caption", { i: String(state.i), k: integerText(state.k) }),
      values: [v.cosK, v.sinK, -v.sinK, v.cosK],
      rows: 2,
      cols: 2,
      rowLabels: [t("rotation.rowSin"), t("rotation.rowCos")],
      colLabels: [t("rotation.colSin"), t("rotation.colCos")],
    });
    // Result = rotation x pair, as three pieces that wrap onto new lines on a narrow screen.
    const column = (a, b) => `\\begin{pmatrix} ${texNumber(a)} \\\\ ${texNumber(b)} \\end{pmatrix}`;
    renderMath(productParts[0], `${column(v.sinIdentity, v.cosIdentity)} =`);
    renderMath(
      productParts[1],
      `\\begin{pmatrix} ${texNumber(v.cosK)} & ${texNumber(v.sinK)} \\\\ ` +
        `${texNumber(-v.sinK)} & ${texNumber(v.cosK)} \\end{pmatrix}`,
    );
    renderMath(productParts[2], column(v.sinPos, v.cosPos));
  }

  // The block's determinant, as the core computed it from its own cos and sin.
  function renderDeterminant(state) {
    const v = identityOf(state);
    if (!v.ok) return;
    renderMath(
      slot("det-math"),
      `\\displaystyle \\det = \\cos^2(\\omega_{${state.i}} k) + \\sin^2(\\omega_{${state.i}} k) = ` +
        `${texValue(v.cosK)}^2 + ${texValue(v.sinK)}^2 = ${texNumber(v.det, fullDigits)}`,
    );
    setText(
      slot("det-text"),
      t(v.det === 1 ? "det.exact" : "det.rounded", {
        i: String(state.i),
        k: minus(String(state.k)),
        det: numberText(v.det, fullDigits),
        gap: numberText(Math.abs(v.det - 1), 2),
        mk: `M${subscriptText(state.k)}`,
      }),
    );
  }

  // M_k depends on k, d and base only; keep the last one (up to 2048 x 2048 numbers) so that
  // moving pos or i does not rebuild it.
  let cached = { key: "", result: null };
  function shiftMatrixFor(state) {
    const key = `${state.k}/${state.d}/${state.base}`;
    if (cached.key !== key)
      cached = { key, result: core.shiftMatrix(state.k, state.d, state.base) };
    return cached.result;
  }

  function renderMatrix(state) {
    const m = shiftMatrixFor(state);
    const note = slot("view-note");
    slot("shift-figure").hidden = !m.ok;
    /** @type {HTMLElement} */ (root.querySelector(".identity-shift-readout")).hidden = !m.ok;
    if (!m.ok) {
      slot("view").hidden = true;
      setText(note, t("refusal.wholeMatrix", { refusal: refusalText(m) }));
      return "";
    }
    const d = state.d;
    const zoomable = d > zoomDims;
    slot("view").hidden = !zoomable;
    setText(slot("view-all-label"), t("matrix.viewAll", { d: String(d) }));
    const size = zoomable && view === "zoom" ? zoomDims : d;
    let values = m.data;
    if (size < d) {
      values = new Float64Array(size * size);
      for (let r = 0; r < size; r += 1) {
        values.set(m.data.subarray(r * d, r * d + size), r * size);
      }
    }
    setText(
      note,
      t(size < d ? "matrix.corner" : "matrix.whole", {
        size: String(size),
        mk: `M${subscriptText(state.k)}`,
        last: String(size - 1),
        lastPair: String(size / 2 - 1),
        d: String(d),
      }),
    );
    // The cursor starts on the block of pair i (none when the view does not reach it), unless
    // the reader pointed at another cell; the readout says what that cell holds now.
    const target = 2 * state.i < size ? { row: 2 * state.i, col: 2 * state.i } : null;
    heatmap.update({ values, rows: size, cols: size, cursor: choice.cell(target) });
    showCell(heatmap.cell(), state);
    return "";
  }

  function renderCheck(state) {
    // The second position: pos + 7, or (near the top of the range) one below pos that still
    // leaves pos + k >= 0.
    const top = store.range("pos").max;
    const other =
      state.pos + checkOffset <= top
        ? state.pos + checkOffset
        : Math.max(state.pos - checkOffset, -state.k);
    const positions = [state.pos, other];
    const errors = [];
    positions.forEach((pos, n) => {
      const caption = slot(`check-${n}-text`);
      if (n === 1 && pos === state.pos) {
        slot("check-1").hidden = true;
        setText(
          caption,
          t("check.noSecond", {
            k: integerText(state.k),
            pos: String(state.pos),
            top: String(top),
          }),
        );
        return;
      }
      const c = core.shiftCheck(pos, state.k, state.d, state.base);
      const table = checkTables[n];
      slot(`check-${n}`).hidden = !c.ok;
      if (!c.ok) {
        setText(caption, t("refusal.noCheck", { pos: integerText(pos), refusal: refusalText(c) }));
        return;
      }
      const dims = Math.min(checkDims, state.d);
      const values = new Float64Array(dims * 3);
      for (let j = 0; j < dims; j += 1) {
        values[3 * j] = c.pePos[j];
        values[3 * j + 1] = c.shifted[j];
        values[3 * j + 2] = c.pePosK[j];
      }
      const mk = `M${subscriptText(state.k)}`;
      const args = {
        pos: String(pos),
        k: integerText(state.k),
        mk,
        shifted: String(pos + state.k),
      };
      table.update({
        caption: t("check.caption", args),
        values,
        rows: dims,
        cols: 3,
        rowLabels: Array.from({ length: dims }, (_, j) =>
          t(j % 2 ? "check.rowCos" : "check.rowSin", { dim: String(j) }),
        ),
        colLabels: [t("check.colPe", args), t("check.colMk", args), t("check.colShifted", args)],
      });
      setText(
        caption,
        t("check.text", {
          ...args,
          dims: String(dims),
          d: String(state.d),
          error: numberText(c.maxAbsError, 3),
        }),
      );
      errors.push(c.maxAbsError);
    });
    setText(
      slot("check-text"),
      errors.length === 2
        ? t("check.both", {
            mk: `M${subscriptText(state.k)}`,
            pos0: String(positions[0]),
            shifted0: String(positions[0] + state.k),
            pos1: String(positions[1]),
            shifted1: String(positions[1] + state.k),
            error: numberText(Math.max(...errors), 3),
          })
        : "",
    );
  }

  function onViewChange(event) {
    view = event.target.value;
    renderMatrix(store.getAll());
  }
  for (const input of viewInputs) input.addEventListener("change", onViewChange);
  section.own(() => {
    for (const input of viewInputs) input.removeEventListener("change", onViewChange);
  });

  // The section is several windows tall, so it is drawn in parts, each when it is on screen
  // (visibility.js): dragging k at the top redraws the derivation at once, and the rotation, the
  // determinant, M_k and the check below it in idle time or when scrolled to. Changes made meanwhile are gathered; M_k is
  // computed again only if k, d or base changed (shiftMatrixFor), and its cursor follows i.
  section.own(
    renderPartsWhenVisible(store, [
      {
        element: root,
        watched: ["pos", "k", "i", "d", "base"],
        render: (state) => section.refused(renderDerivation(state)),
      },
      {
        element: slot("rotation-part"),
        watched: ["pos", "k", "i", "d", "base"],
        render: (state) => renderRotation(state),
      },
      {
        element: slot("det-part"),
        watched: ["k", "i", "d", "base"],
        render: (state) => renderDeterminant(state),
      },
      {
        element: slot("shift-part"),
        watched: ["k", "i", "d", "base"],
        render: (state) => renderMatrix(state),
      },
      {
        element: slot("check-part"),
        watched: ["pos", "k", "d", "base"],
        render: (state) => renderCheck(state),
      },
    ]),
  );
});
