// @ts-check
// A table of rows (positions) against groups of columns, with one summary row at the foot: built
// for the binary-counter analogy (binary digits of each position next to encoding values), but
// it only lays out what it is given.
//
//   const counter = createCounterTable(element);
//   counter.update({
//     caption,                                  // what the table shows, in words
//     rowName: "position", rows: [0, 1, ...],   // row headers
//     groups: [{
//       title,                                  // spans the group's columns
//       kind: "digits" | "values",              // digits: 1 is shaded; values: negatives are
//       format: (v) => text,
//       columns: [{ label, sublabel, values, summary }],
//     }],
//     summaryName,                              // header of the foot row
//   });
//   counter.destroy();
//
// Shading never carries meaning alone: digits are printed, and negative values keep their sign.
// A table too wide for its box scrolls inside it, and the box then joins the tab order so that
// keyboard users can scroll it too.
// Download: the rows as CSV, values as given (not as printed).
import { addDownloads } from "../downloads.js";
import { el, headerCell } from "../dom.js";
import { watchScrollBox } from "../scrollBox.js";
import { t } from "../strings.js";

// One header per column ("group: label sublabel"), one line per row, the summary row last.
function csvTable({ rowName, rows, groups, summaryName }) {
  const columns = groups.flatMap((group) => group.columns.map((column) => ({ group, column })));
  const header = [
    rowName,
    ...columns.map(({ group, column }) =>
      [`${group.title}:`, column.label, column.sublabel].filter(Boolean).join(" "),
    ),
  ];
  const lines = rows.map((row, r) => [row, ...columns.map(({ column }) => column.values[r])]);
  lines.push([summaryName, ...columns.map(({ column }) => column.summary ?? "")]);
  return { header, rows: lines };
}

export function createCounterTable(element) {
  element.classList.add("counter-table");
  const scroller = el("div", "counter-scroll");
  const table = el("table");
  scroller.append(table);
  element.append(scroller);
  let last = null;
  const downloads = addDownloads(element, {
    name: () => last?.caption || "table",
    csv: () => (last ? csvTable(last) : null),
  });

  const stopWatching = watchScrollBox(scroller, t("counterTable.scrollName"));

  return {
    update(next) {
      last = next;
      const { caption, rowName, rows, groups, summaryName } = next;
      const captionEl = el("caption", "", caption);

      // Two header rows: group titles, then column labels (with an optional second line).
      const head = el("thead");
      const groupRow = el("tr");
      const corner = headerCell(rowName, "col", "counter-corner");
      corner.rowSpan = 2;
      groupRow.append(corner);
      const labelRow = el("tr");
      groups.forEach((group, g) => {
        const th = el("th", `counter-group${g > 0 ? " is-new-group" : ""}`, group.title);
        th.scope = "colgroup";
        th.colSpan = group.columns.length;
        groupRow.append(th);
        group.columns.forEach((column, c) => {
          const cell = headerCell(
            "",
            "col",
            `counter-label${g > 0 && c === 0 ? " is-new-group" : ""}`,
          );
          cell.append(el("span", "counter-label-main", column.label));
          if (column.sublabel) cell.append(el("span", "counter-label-sub", column.sublabel));
          labelRow.append(cell);
        });
      });
      head.append(groupRow, labelRow);

      const body = el("tbody");
      rows.forEach((row, r) => {
        const tr = el("tr");
        tr.append(headerCell(String(row), "row"));
        groups.forEach((group, g) => {
          group.columns.forEach((column, c) => {
            const value = column.values[r];
            const classes = [group.kind === "digits" ? "counter-digit" : "counter-value"];
            if (group.kind === "digits" && value === 1) classes.push("is-on");
            if (group.kind === "values" && value < 0) classes.push("is-negative");
            if (g > 0 && c === 0) classes.push("is-new-group");
            tr.append(el("td", classes.join(" "), group.format(value)));
          });
        });
        body.append(tr);
      });

      const foot = el("tfoot");
      const footRow = el("tr");
      footRow.append(headerCell(summaryName, "row"));
      groups.forEach((group, g) => {
        group.columns.forEach((column, c) => {
          const cls = `counter-summary${g > 0 && c === 0 ? " is-new-group" : ""}`;
          footRow.append(el("td", cls, String(column.summary ?? "")));
        });
      });
      foot.append(footRow);

      table.replaceChildren(captionEl, head, body, foot);
      downloads.update();
    },
    destroy() {
      stopWatching();
      downloads.destroy();
      element.replaceChildren();
      element.classList.remove("counter-table");
    },
  };
}
