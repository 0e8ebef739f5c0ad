// The section prose's shorthands, written once: scripts/assemble-pages.mjs expands each into the
// markup the page has always had, so web/sections/<id>/<id>.html names a figure, a formula or a
// derivation in one element and the browser sees the usual DOM. Build-time only (node), never
// bundled. Attribute values are copied as written (they are HTML already).
//
//   <pe-figure slot="lines" caption="lines-caption" view class="extra"></pe-figure>
//     <figure data-figure-view class="figure extra">
//       <div data-slot="lines"></div>
//       <figcaption data-slot="lines-caption"></figcaption>
//     </figure>
//     (caption, view and class are optional; a figure whose caption is prose is written out)
//   <pe-math tex="..."></pe-math>
//     <div class="display-math" data-display="true" data-tex="..."></div>   (a display formula)
//   <pe-steps slot="check-steps" text="check-text" label="..." view></pe-steps>
//     <ol data-figure-view class="derivation" data-slot="check-steps" aria-label="..."></ol>
//     <p data-slot="check-text"></p>   (a derivation's steps and the sentence under them;
//     text and view are optional)

const shorthand = /^( *)<pe-(figure|math|steps)((?:\s+[\w-]+(?:="[^"]*")?)*)\s*><\/pe-\2>/gm;

function attributes(text, where) {
  const found = new Map();
  for (const [, name, value] of text.matchAll(/([\w-]+)(?:="([^"]*)")?/g)) {
    if (found.has(name)) throw new Error(`${where}: the attribute ${name} is given twice`);
    found.set(name, value ?? true);
  }
  return found;
}

const view = (given) => (given.get("view") ? "data-figure-view " : "");

const expand = {
  figure(given) {
    const extra = given.get("class");
    const lines = [
      `<figure ${view(given)}class="figure${extra ? ` ${extra}` : ""}">`,
      `  <div data-slot="${given.get("slot")}"></div>`,
    ];
    const caption = given.get("caption");
    if (caption) lines.push(`  <figcaption data-slot="${caption}"></figcaption>`);
    return [...lines, "</figure>"];
  },
  math(given) {
    return [`<div class="display-math" data-display="true" data-tex="${given.get("tex")}"></div>`];
  },
  steps(given) {
    const slot = given.get("slot");
    const label = given.get("label");
    const lines = [
      `<ol ${view(given)}class="derivation" data-slot="${slot}" aria-label="${label}"></ol>`,
    ];
    const text = given.get("text");
    if (text) lines.push(`<p data-slot="${text}"></p>`);
    return lines;
  },
};

const allowed = {
  figure: { required: ["slot"], optional: ["caption", "view", "class"] },
  math: { required: ["tex"], optional: [] },
  steps: { required: ["slot", "label"], optional: ["text", "view"] },
};

/**
 * `html` with every shorthand expanded; `where` names the file in errors. A shorthand stands at
 * the start of its line (after its indentation), and must give what it needs and nothing else.
 * @param {string} html
 * @param {string} where
 */
export function expandShorthands(html, where) {
  const expanded = html.replace(shorthand, (_, indent, kind, text) => {
    const given = attributes(text, where);
    const { required, optional } = allowed[kind];
    for (const name of required) {
      if (typeof given.get(name) !== "string") {
        throw new Error(`${where}: <pe-${kind}> needs ${name}="..."`);
      }
    }
    for (const name of given.keys()) {
      if (!required.includes(name) && !optional.includes(name)) {
        throw new Error(`${where}: <pe-${kind}> takes no attribute ${name}`);
      }
    }
    return expand[kind](given)
      .map((line) => indent + line)
      .join("\n");
  });
  const left = expanded.match(/<pe-(figure|math|steps)\b[^>]*>/);
  if (left) throw new Error(`${where}: a shorthand not on a line of its own: ${left[0]}`);
  return expanded;
}
