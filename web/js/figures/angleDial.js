// @ts-check
// An angle dial: one 2-D pair drawn as an arrow on the unit circle, before and after a rotation,
// with the angle between them marked by an arc and labelled. SVG, so it stays sharp at any size.
//
//   const dial = createAngleDial(element, { label, axisLabels: ["x₀", "x₁"] });
//   dial.update({
//     angle,                        // the rotation angle in radians (kept as data-angle)
//     angleText,                    // its label, e.g. "θ = 0.3 rad"
//     note,                         // optional: a remark printed after the label
//     original: { x, y, label },    // a point on the unit circle, and its text
//     rotated: { x, y, label },     // the same point after the rotation
//     largeArc,                     // true when the turn from original to rotated, counted
//                                   // counterclockwise, is more than half a turn
//     description,                  // accessible name of the picture
//     axisLabels,                   // optional: new axis names
//   });
//   dial.destroy();
//
// The figure draws what it is given: coordinates come from the caller (the core's cos and sin);
// the figure only scales them to the picture and places arrows, arc and text.
// Colours come from CSS (classes below and custom properties in rope.css), so dark mode follows
// the stylesheet. Nothing moves by itself, so there is no motion to reduce.
import { el, svgEl } from "../dom.js";
import { t } from "../strings.js";

// The picture is wider than the circle so that the tips' coordinates fit beside it.
const width = 390;
const height = 250;
const centre = { x: width / 2, y: height / 2 };
const radius = 88;
const arcRadius = 32;
let nextId = 0;

// Picture coordinates of a point given in unit-circle coordinates (y up), scaled to `r`.
const toPicture = (point, r) => ({ x: centre.x + point.x * r, y: centre.y - point.y * r });
// SVG coordinates to two decimals: sharp enough, and short attribute text.
const coordinate = (v) => v.toFixed(2);

export function createAngleDial(element, options = {}) {
  const { label = t("angleDial.label") } = options;
  let axisLabels = options.axisLabels ?? ["x₀", "x₁"];
  const id = `angle-dial-${(nextId += 1)}`;

  // 1. The static parts: circle, axes, arrowhead markers.
  element.classList.add("angle-dial");
  const svg = svgEl("svg", {
    class: "angle-dial-svg",
    viewBox: `0 0 ${width} ${height}`,
    role: "img",
    "aria-label": t("figure.drawnWhenOnScreen", { label }),
  });
  const defs = svgEl("defs");
  for (const kind of ["original", "rotated"]) {
    const marker = svgEl("marker", {
      id: `${id}-${kind}`,
      class: `angle-dial-head is-${kind}`,
      viewBox: "0 0 10 10",
      refX: 8,
      refY: 5,
      markerWidth: 7,
      markerHeight: 7,
      orient: "auto-start-reverse",
    });
    marker.append(svgEl("path", { d: "M 0 0 L 10 5 L 0 10 z" }));
    defs.append(marker);
  }
  svg.append(defs);
  svg.append(
    svgEl("line", {
      class: "angle-dial-axis",
      x1: centre.x - radius - 14,
      y1: centre.y,
      x2: centre.x + radius + 14,
      y2: centre.y,
    }),
    svgEl("line", { class: "angle-dial-axis", x1: centre.x, y1: 8, x2: centre.x, y2: height - 8 }),
    svgEl("circle", { class: "angle-dial-circle", cx: centre.x, cy: centre.y, r: radius }),
  );
  // Axis names below the horizontal axis and left of the vertical one, away from the tips.
  const xAxisLabel = svgEl("text", {
    class: "angle-dial-axis-label",
    x: centre.x + radius + 14,
    y: centre.y + 16,
    "text-anchor": "end",
  });
  const yAxisLabel = svgEl("text", {
    class: "angle-dial-axis-label",
    x: centre.x - 6,
    y: 16,
    "text-anchor": "end",
  });
  svg.append(xAxisLabel, yAxisLabel);

  // 2. The parts that follow the data.
  const arc = svgEl("path", { class: "angle-dial-arc" });
  const arcLabel = svgEl("text", {
    class: "angle-dial-arc-label",
    "text-anchor": "middle",
    "dominant-baseline": "central",
  });
  const arrows = {};
  const tips = {};
  for (const kind of ["original", "rotated"]) {
    arrows[kind] = svgEl("line", {
      class: `angle-dial-vector is-${kind}`,
      x1: centre.x,
      y1: centre.y,
      "marker-end": `url(#${id}-${kind})`,
    });
    tips[kind] = svgEl("text", { class: `angle-dial-tip is-${kind}` });
  }
  svg.append(arc, arrows.original, arrows.rotated, arcLabel, tips.original, tips.rotated);
  svg.append(svgEl("circle", { class: "angle-dial-centre", cx: centre.x, cy: centre.y, r: 2.5 }));

  const angleCaption = el("p", "angle-dial-caption");
  const angleText = el("span", "angle-dial-angle");
  const angleNote = el("span", "angle-dial-note");
  angleCaption.append(angleText, angleNote);
  element.append(svg, angleCaption);

  // A tip's label sits just outside the circle, on the side the arrow points to, and inside the
  // picture whatever the direction (measured once it has its text; unmeasured text is left as is).
  function placeTip(text, point) {
    const at = toPicture(point, radius + 10);
    let anchor = point.x > 0.3 ? "start" : point.x < -0.3 ? "end" : "middle";
    const length = text.getComputedTextLength?.() ?? 0;
    const fit = (x, a) => {
      const left = { start: 0, middle: length / 2, end: length }[a];
      return Math.min(width - 4 - (length - left), Math.max(4 + left, x));
    };
    let x = fit(at.x, anchor);
    let y = at.y + 4;
    // Too long to sit beside the tip: centre it above (or below) the tip instead.
    if (Math.abs(x - at.x) > 12) {
      const tip = toPicture(point, radius);
      anchor = "middle";
      x = fit(tip.x, anchor);
      y = point.y >= 0 ? tip.y - 12 : tip.y + 22;
    }
    y = Math.min(height - 4, Math.max(12, y));
    text.setAttribute("x", coordinate(x));
    text.setAttribute("y", coordinate(y));
    text.setAttribute("text-anchor", anchor);
  }

  return {
    update(next) {
      if (next.axisLabels) axisLabels = next.axisLabels;
      xAxisLabel.textContent = axisLabels[0];
      yAxisLabel.textContent = axisLabels[1];
      element.dataset.angle = String(next.angle);
      svg.setAttribute("aria-label", next.description ?? label);

      // When the two arrows nearly coincide, only the rotated one is labelled (the labels
      // would overlap).
      const close =
        Math.hypot(next.original.x - next.rotated.x, next.original.y - next.rotated.y) < 0.4;
      for (const kind of ["original", "rotated"]) {
        const point = next[kind];
        // The arrowhead ends on the circle: the line stops a little short of it.
        const end = toPicture(point, radius - 2);
        arrows[kind].setAttribute("x2", coordinate(end.x));
        arrows[kind].setAttribute("y2", coordinate(end.y));
        tips[kind].textContent = kind === "original" && close ? "" : (point.label ?? "");
        placeTip(tips[kind], point);
      }

      // The arc runs counterclockwise (SVG sweep flag 0, since the picture's y points down)
      // from the original direction to the rotated one; none when they coincide.
      const from = toPicture(next.original, arcRadius);
      const to = toPicture(next.rotated, arcRadius);
      const same = Math.hypot(from.x - to.x, from.y - to.y) < 0.5 && !next.largeArc;
      arc.setAttribute(
        "d",
        same
          ? ""
          : `M ${coordinate(from.x)} ${coordinate(from.y)} A ${arcRadius} ${arcRadius} 0 ` +
              `${next.largeArc ? 1 : 0} 0 ${coordinate(to.x)} ${coordinate(to.y)}`,
      );
      // "θ" halfway along the arc, just outside it: the direction halfway between the two
      // arrows (the other way round for more than half a turn).
      // Exactly opposite arrows (half a turn): a quarter turn on from the original.
      const sum = { x: next.original.x + next.rotated.x, y: next.original.y + next.rotated.y };
      const length = Math.hypot(sum.x, sum.y);
      const flip = next.largeArc ? -1 : 1;
      const mid =
        length < 1e-3
          ? { x: -next.original.y, y: next.original.x }
          : { x: (flip * sum.x) / length, y: (flip * sum.y) / length };
      const labelAt = toPicture(mid, arcRadius + 14);
      arcLabel.setAttribute("x", coordinate(labelAt.x));
      arcLabel.setAttribute("y", coordinate(labelAt.y));
      arcLabel.textContent = same ? "" : "θ";
      angleText.textContent = next.angleText ?? "";
      angleNote.textContent = next.note ? ` ${next.note}` : "";
    },
    destroy() {
      element.replaceChildren();
      element.classList.remove("angle-dial");
      delete element.dataset.angle;
    },
  };
}
