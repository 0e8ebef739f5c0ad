// @ts-check
// Section "identity": the angle-addition identity with numbers. For the chosen pos, k and pair i
// (d_model and base from the store): sin and cos of w(pos+k) computed directly and through the
// identity (shiftIdentity), the 2 x 2 rotation of pair i, the block-diagonal M_k (shiftMatrix) as
// a heatmap, and M_k applied to PE(pos) at two positions (shiftCheck).
// Every number comes from the core; this file arranges, formats and picks what to show.
import { createCellChoice } from "../cellChoice.js";
import { createDerivation, pairFrequencyStep } from "../derivation.js";
import { el, setText } from "../dom.js";
import { createHeatmap } from "../figures/heatmap.js";
import { createMatrixTable } from "../figures/matrixTable.js";
import { integerText, minus, numberText, subscriptText, texFactor, texNumber } from "../format.js";
import { renderMath } from "../math.js";
import { defineSection } from "../section.js";
import { renderPartsWhenVisible } from "../visibility.js";

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

export const createIdentitySection = defineSection(({ section, slot, root, store, core }) => {
  section.numbers([
    { key: "pos", hint: "the starting position" },
    { key: "k", hint: "the offset, from −pos up" },
    { key: "i", slider: { max: 63 } },
  ]);

  // 1. The identity, term by term.
  // The four numbers the identity needs: sin and cos of ω·pos and of ω·k.
  /** @type {import("../derivation.js").DerivationStep[]} */
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
  parts[0].name = () => "The four numbers the identity needs";
  // Each of sine and cosine, directly and through the identity.
  const ways = [
    {
      fn: "sin",
      word: "Sine",
      identity:
        "\\sin(\\omega_i\\,\\text{pos})\\cos(\\omega_i k) + \\cos(\\omega_i\\,\\text{pos})\\sin(\\omega_i k)",
      terms: (v) =>
        `${texValue(v.sinPos)} ${texValue(v.cosK)} + ${texValue(v.cosPos)} ${texValue(v.sinK)}`,
    },
    {
      fn: "cos",
      word: "Cosine",
      identity:
        "\\cos(\\omega_i\\,\\text{pos})\\cos(\\omega_i k) - \\sin(\\omega_i\\,\\text{pos})\\sin(\\omega_i k)",
      terms: (v) =>
        `${texValue(v.cosPos)} ${texValue(v.cosK)} - ${texValue(v.sinPos)} ${texValue(v.sinK)}`,
    },
  ].flatMap(({ fn, word, identity, terms }) => [
    {
      id: `${fn}-direct`,
      name: () => `${word}, directly`,
      tex: (v, s) =>
        `\\${fn}(\\omega_i(\\text{pos}+k)) = \\${fn}(${texNumber(v.omega)} \\times (${texSum(s.pos, s.k)})) = ${texNumber(v[`${fn}Direct`], fullDigits)}`,
    },
    {
      id: `${fn}-identity`,
      name: () => `${word}, through the identity`,
      tex: (v) => `${identity} = ${terms(v)} = ${texNumber(v[`${fn}Identity`], fullDigits)}`,
    },
  ]);
  const steps = [
    pairFrequencyStep,
    ...parts,
    ...ways,
    {
      id: "error",
      name: () => "How far apart the two ways are (the larger of the two differences)",
      tex: (v) => `\\text{absError} = ${texNumber(v.absError, 3)}`,
    },
  ];
  const derivation = section.own(createDerivation(slot("derivation"), steps));

  // 2. The 2 x 2 rotation of pair i.
  const productParts = [0, 1, 2].map(() => el("span", "identity-product-part"));
  slot("rotation-math").append(...productParts);
  const tableOptions = {
    legendLabel: "entry",
    domain: [-1, 1],
    formatValue: (v) => numberText(v),
    formatTick: (v) => numberText(v),
  };
  const rotation = section.own(
    createMatrixTable(slot("rotation"), { ...tableOptions, rowHeading: "to", colHeading: "from" }),
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
      label: "Shift matrix Mₖ",
      rowName: "row",
      colName: "column",
      colourMap: "viridis",
      legendLabel: "entry of Mₖ",
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
        rowHeading: "dim",
        colHeading: "vector",
        legendLabel: "value",
      }),
    ),
  );

  // What one cell of M_k is: an entry of pair j's rotation block, or a 0 between blocks.
  /**
   * @param {{ row: number, col: number, value: number } | null} cell
   * @param {import("../state/index.js").State} state
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
        `Row ${row}, column ${col}: ${numberText(value, 6)}. This is outside the 2 × 2 blocks: ` +
          `dimension ${row} of PE(pos + k) (pair ${pair}) takes nothing from dimension ${col} ` +
          `(pair ${Math.floor(col / 2)}). Each pair turns on its own.`,
      );
      cellMath.replaceChildren();
      return;
    }
    const v = core.shiftIdentity(state.pos, state.k, pair, state.d, state.base);
    if (!v.ok) {
      setText(cellText, `The core refused this cell: ${v.error}`);
      cellMath.replaceChildren();
      return;
    }
    // The entry itself is the heatmap's, from the core's M_k.
    const entries = [
      ["\\cos", "cosine"],
      ["\\sin", "sine"],
      ["-\\sin", "minus the sine"],
      ["\\cos", "cosine"],
    ];
    const [fn, words] = entries[(row % 2) * 2 + (col % 2)];
    setText(
      cellText,
      `Row ${row}, column ${col}: ${numberText(value, 6)}, in the block of pair ${pair}: ` +
        `the ${words} of ω${subscriptText(pair)}·k, which depends on k but not on pos.`,
    );
    renderMath(
      cellMath,
      `\\displaystyle (M_{${state.k}})_{${row},${col}} = ${fn}(\\omega_{${pair}}\\, k) = ` +
        `${fn}(${texNumber(v.omega)} \\times ${texFactor(state.k)}) = ${texNumber(value)}`,
    );
  }

  // The identity's numbers for the state's pair i: the three parts below each draw from it.
  const identityOf = (state) =>
    core.shiftIdentity(state.pos, state.k, state.i, state.d, state.base);

  // The derivation, with the section's message if the core refuses the state.
  function renderDerivation(state) {
    const v = identityOf(state);
    if (!v.ok) return v.error;
    derivation.render(v, state);
    return "";
  }

  // The pair's 2 x 2 rotation, as a table and as a product. (A refused state leaves it as it was;
  // the derivation's part says why.)
  function renderRotation(state) {
    const v = identityOf(state);
    if (!v.ok) return;
    rotation.update({
      caption: `Pair i = ${state.i}, offset k = ${integerText(state.k)}: the 2 × 2 rotation`,
      values: [v.cosK, v.sinK, -v.sinK, v.cosK],
      rows: 2,
      cols: 2,
      rowLabels: ["sin ωᵢ(pos+k)", "cos ωᵢ(pos+k)"],
      colLabels: ["sin ωᵢ·pos", "cos ωᵢ·pos"],
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
      `For pair i = ${state.i} and k = ${minus(String(state.k))} the core’s determinant is ` +
        (v.det === 1
          ? "exactly 1. "
          : `${numberText(v.det, fullDigits)}: +1 up to 64-bit rounding ` +
            `(|det − 1| = ${numberText(Math.abs(v.det - 1), 2)}). `) +
        `A reflection would give −1, so this block is a rotation, and so is every other block ` +
        `of M${subscriptText(state.k)}.`,
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
      setText(note, `The whole Mₖ cannot be drawn for these settings: ${m.error}`);
      return "";
    }
    const d = state.d;
    const zoomable = d > zoomDims;
    slot("view").hidden = !zoomable;
    setText(slot("view-all-label"), `all ${d} dimensions`);
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
      size < d
        ? `Showing the top-left ${size} × ${size} corner of M${subscriptText(state.k)} (dimensions 0 to ${size - 1}, ` +
            `pairs 0 to ${size / 2 - 1}) of the full ${d} × ${d} matrix. The rest of the diagonal ` +
            `continues the same way, one 2 × 2 block per pair, and every other entry is 0.`
        : `Showing all of M${subscriptText(state.k)}: ${d} × ${d} entries, one 2 × 2 block per pair on the ` +
            `diagonal, and 0 everywhere else.`,
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
          `No second position here: with k = ${integerText(state.k)}, pos + k ≥ 0 leaves only pos = ` +
            `${state.pos} within the limit of ${top}.`,
        );
        return;
      }
      const c = core.shiftCheck(pos, state.k, state.d, state.base);
      const table = checkTables[n];
      slot(`check-${n}`).hidden = !c.ok;
      if (!c.ok) {
        setText(caption, `No check at pos = ${pos}: ${c.error}`);
        return;
      }
      const dims = Math.min(checkDims, state.d);
      const values = new Float64Array(dims * 3);
      for (let j = 0; j < dims; j += 1) {
        values[3 * j] = c.pePos[j];
        values[3 * j + 1] = c.shifted[j];
        values[3 * j + 2] = c.pePosK[j];
      }
      table.update({
        caption: `pos = ${pos}, k = ${integerText(state.k)}`,
        values,
        rows: dims,
        cols: 3,
        rowLabels: Array.from({ length: dims }, (_, j) => `${j} ${j % 2 ? "cos" : "sin"}`),
        colLabels: [`PE(${pos})`, `M${subscriptText(state.k)} PE(${pos})`, `PE(${pos + state.k})`],
      });
      setText(
        caption,
        `First ${dims} of ${state.d} dimensions. Over all ${state.d}, the largest difference ` +
          `between M${subscriptText(state.k)} PE(${pos}) and PE(${pos + state.k}) is ${numberText(c.maxAbsError, 3)}.`,
      );
      errors.push(c.maxAbsError);
    });
    setText(
      slot("check-text"),
      errors.length === 2
        ? `The same matrix M${subscriptText(state.k)} turned PE(${positions[0]}) into PE(${positions[0] + state.k}) ` +
            `and PE(${positions[1]}) into PE(${positions[1] + state.k}), to within ` +
            `${numberText(Math.max(...errors), 3)}, the rounding error of 64-bit arithmetic ` +
            `(it grows with the size of the angles). It was built from k alone; it never saw pos.`
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
