// Every number follows the state: an open page is moved through many random valid
// states with peStore.set, one parameter or a few at a time, as the controls move it, and after
// every few steps everything it shows is compared with a fresh load of the same state's link:
// the text of every section (its live slots, figure readouts, captions, the derivations' maths,
// the screen-reader mirrors of the heatmaps and the tables of the line plots), the full-precision
// numbers of every table cell, the accessible names of the figures, every control's value, and
// the pixels of every heatmap. A readout that outlives its state shows up as a difference.
//
// The walk is seeded (PE_WALK_SEED, default below), and a failure names the seed, the step and the
// link of the state, so it can be replayed. Steps alternate the section on screen, so that changes
// reach sections drawn at once, in idle time and later.
import assert from "node:assert/strict";
import { test } from "node:test";

import { examModes, questionKindIds } from "../../web/js/exam/kinds.js";
import { learnedTable } from "../oracle/toy-oracle.mjs";
import { drawPending, readOnceSettled, useBrowser } from "./harness.mjs";

const shared = useBrowser();
const seed = Number(process.env.PE_WALK_SEED ?? 16160316);
const steps = Number(process.env.PE_WALK_STEPS ?? 30);
const compareEvery = 3;

// mulberry32: a small seeded generator (the walk, not the maths, depends on it).
function generator(start) {
  let a = start >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min, max) => min + Math.floor(next() * (max - min + 1));
  const pick = (list) => list[Math.floor(next() * list.length)];
  return { next, int, pick };
}

const words = [
  ...["the", "dog", "bites", "man", "a", "cat", "saw", "park", "quickly", "ran", "ball", "red"],
  ...["Hund", "beißt", "Mann", "café", "ÉCOLE", "собака", "кусает", "狗", "don't", "Ωμέγα"],
  ...["zyzzyva", "Dog,", "man!", "naïve"],
];

function sentence(rng, most) {
  const count = rng.next() < 0.6 ? rng.int(1, 6) : rng.int(7, most);
  return Array.from({ length: count }, () => rng.pick(words)).join(" ");
}

// A value for one parameter, within its range now (the store's own, as the sliders use it):
// mostly where the sliders reach, sometimes anywhere the range allows.
function valueFor(rng, key, state, range) {
  const wide = rng.next() < 0.25;
  const within = (min, max) => rng.int(min, Math.max(min, max));
  switch (key) {
    case "n":
      return within(range.min, Math.min(range.max, wide ? range.max : 512));
    case "d":
      return 2 * within(1, Math.floor(Math.min(range.max, wide ? range.max : 512) / 2));
    case "base":
      return Number((10 ** (Math.log10(1.5) + rng.next() * (wide ? 12 : 6))).toPrecision(3));
    case "pos":
      return within(0, wide ? range.max : 200);
    case "k":
      return within(range.min, Math.min(range.max, wide ? range.max : 100));
    case "shift":
      return within(range.min, Math.min(range.max, wide ? range.max : 1000));
    case "i":
    case "ref":
    case "seed":
      return within(range.min, range.max);
    case "s1":
    case "s2":
      return sentence(rng, state.pe === "learned" ? 16 : 32);
    case "pe":
      return rng.pick(["none", "sinusoidal", "learned"]);
    case "mask":
      return rng.pick(["none", "causal"]);
    case "layout":
      return rng.pick(["interleaved", "concatenated"]);
    case "question":
      return rng.pick(questionKindIds);
    case "mode":
      return rng.pick(examModes);
    case "count":
      return within(range.min, range.max);
    case "dims": {
      if (rng.next() < 0.3) return "";
      const count = rng.int(2, Math.min(4, state.d));
      const dims = new Set();
      while (dims.size < count) dims.add(rng.int(0, state.d - 1));
      return [...dims].join(",");
    }
    default:
      throw new Error(`no generator for ${key}`);
  }
}

const keys = ["n", "d", "base", "pos", "i", "k", "ref", "shift", "s1", "s2", "pe", "mask"];
const rarer = ["layout", "dims", "question", "mode", "count", "seed"];

// Every part of the page drawn and current (harness.mjs), and the line plots' number tables open
// (they are built while open).
// The training lab is left out: none of the walk's parameters reach it, and it trains its models
// only once the reader scrolls to it (tests/browser/lab.test.mjs covers it).
async function drawEverything(page) {
  await drawPending(page, "main section:not(#lab)");
  await page.evaluate(() => {
    for (const details of document.querySelectorAll("main details")) details.open = true;
  });
  // A details element's toggle event comes in a task of its own, and the tables are built then:
  // let it run, then wait for whatever it started.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
  await drawPending(page, "main section:not(#lab)");
}

// Everything the sections show, section by section, each read as a reader meets it: on screen,
// laid out (a section far from the window is not, content-visibility: auto) and settled (what a
// section sets on itself once laid out, such as a scroll box's name, comes a frame or two later:
// read until two reads in a row agree).
async function snapshot(page) {
  const ids = await page.evaluate(() =>
    [...document.querySelectorAll("main section[id]:not(#lab)")].map((section) => section.id),
  );
  const sections = [];
  for (const id of ids) {
    await page.locator(`#${id}`).scrollIntoViewIfNeeded();
    const read = await readOnceSettled(
      page,
      async () => JSON.stringify(await readSection(page, id)),
      (shown, before) => shown === before,
    );
    sections.push(JSON.parse(read));
  }
  return sections;
}

// What section #id shows now.
function readSection(page, id) {
  return page.evaluate((id) => {
    const hash = (canvas) => {
      const { data, width, height } = window.__shownImage(canvas);
      let h = 2166136261;
      for (let p = 0; p < data.length; p += 4) {
        h = Math.imul(h ^ ((data[p] << 16) | (data[p + 1] << 8) | data[p + 2]), 16777619);
      }
      return `${width}x${height}:${h >>> 0}`;
    };
    const section = document.getElementById(id);
    return {
      id: section.id,
      text: section.innerText.split("\n").filter((line) => line.trim() !== ""),
      // What is shown: a part hidden for this state (a learned row past max_len) is not read.
      values: [...section.querySelectorAll("[data-value]")]
        .filter((node) => node.checkVisibility())
        .map((node) => node.dataset.value),
      names: [...section.querySelectorAll("[aria-label], [aria-valuetext]")]
        .filter((node) => node.checkVisibility())
        .map(
          (node) => `${node.getAttribute("aria-label")} | ${node.getAttribute("aria-valuetext")}`,
        ),
      // The controls that show the state; not the exam's "Set a quiz for your class" form in its
      // "Embed this" panel, a draft the teacher composes (it starts from the state once).
      controls: [...section.querySelectorAll("input, select")]
        .filter((input) => !input.closest(".quiz-options"))
        .map((input) =>
          input.type === "radio" || input.type === "checkbox"
            ? `${input.id}=${input.checked}`
            : `${input.id}=${input.value}`,
        ),
      // Likewise the heatmaps shown (a figure the core refused for this state is hidden).
      heatmaps: [...section.querySelectorAll(".heatmap-canvas")]
        .filter((canvas) => canvas.checkVisibility())
        .map(hash),
    };
  }, id);
}

// The first difference between two snapshots, in words.
function firstDifference(walked, fresh) {
  for (let s = 0; s < Math.max(walked.length, fresh.length); s += 1) {
    const a = walked[s];
    const b = fresh[s];
    if (a?.id !== b?.id) return `sections differ: ${a?.id} / ${b?.id}`;
    for (const field of ["text", "values", "names", "controls", "heatmaps"]) {
      const x = a[field];
      const y = b[field];
      for (let j = 0; j < Math.max(x.length, y.length); j += 1) {
        if (x[j] !== y[j]) {
          return (
            `#${a.id}, ${field} [${j}]:\n    walked: ${JSON.stringify(x[j])}\n` +
            `    fresh:  ${JSON.stringify(y[j])}`
          );
        }
      }
    }
  }
  return "";
}

test(`a page moved through ${steps} random states shows what a fresh load of each shows (seed ${seed})`, async () => {
  const rng = generator(seed);
  const walked = await shared.open("", { width: 1100 });
  const { page } = walked;
  const sectionIds = await page.evaluate(() =>
    [...document.querySelectorAll("main section[id]")].map((section) => section.id),
  );
  const log = [];
  for (let step = 1; step <= steps; step += 1) {
    // 1. One parameter most of the time, sometimes two or three together, as a link would.
    const state = await page.evaluate(() => window.peStore.getAll());
    const count = rng.next() < 0.75 ? 1 : rng.int(2, 3);
    const patch = {};
    for (let j = 0; j < count; j += 1) {
      const key = rng.next() < 0.85 ? rng.pick(keys) : rng.pick(rarer);
      const range = await page.evaluate((k) => window.peStore.range(k), key);
      patch[key] = valueFor(rng, key, { ...state, ...patch }, range);
    }
    // 2. From a section on screen (or just off it), set it as the controls do.
    const onScreen = rng.pick(sectionIds);
    await page.locator(`#${onScreen}`).scrollIntoViewIfNeeded();
    const result = await page.evaluate((p) => window.peStore.set(p), patch);
    log.push(`step ${step} (#${onScreen}): ${JSON.stringify(patch)} ${result.ok ? "" : "refused"}`);
    if (step % compareEvery !== 0 && step !== steps) continue;

    // 3. The same state from its link, in a fresh page of the same size.
    const link = await page.evaluate(() => window.peStore.linkFor(""));
    const query = new URL(link).search;
    await drawEverything(page);
    const fresh = await shared.open(query, { width: 1100 });
    await drawEverything(fresh.page);
    const difference = firstDifference(await snapshot(page), await snapshot(fresh.page));
    assert.equal(
      difference,
      "",
      `seed ${seed}, after step ${step}, state ${query || "(defaults)"}:\n  ${difference}\n` +
        `the walk so far:\n  ${log.join("\n  ")}`,
    );
    assert.deepEqual(fresh.problems, [], `the fresh page of ${query}`);
    await fresh.close();
  }
  assert.deepEqual(walked.problems, []);
  await walked.close();
});

test("the learned heatmap's readout follows d (at ?d=8&pos=1)", async () => {
  const { page, problems, close } = await shared.open("?d=8&pos=1", { look: ["#learned"] });
  const map = page.locator("#learned [data-slot='learned-map'] .heatmap-canvas");
  await map.focus();
  const readout = page.locator("#learned [data-slot='cell-text']");
  // Focus puts the cursor on position pos = 1, dimension 0; the value is the learned table's
  // (independently: SplitMix64 seed 4, toy-oracle.mjs).
  const shown = (d) => learnedTable(d)[1 * d + 0].toPrecision(4).replace("-", "\u2212");
  assert.match(await readout.textContent(), new RegExp(`position 1, dimension 0: ${shown(8)}\\.`));
  await page.locator("#learned-d").fill("16");
  await page.waitForFunction(() => !document.querySelector('#learned [data-drawn="false"]'));
  assert.match(await readout.textContent(), new RegExp(`position 1, dimension 0: ${shown(16)}\\.`));
  assert.notEqual(shown(8), shown(16));
  // The reader's cell stays theirs while d changes, and moves to the state's when pos does.
  await map.focus();
  await map.press("ArrowRight");
  await page.locator("#learned-d").fill("8");
  assert.match(await readout.textContent(), /position 1, dimension 1: /);
  await page.locator("#learned-pos").fill("2");
  assert.equal(
    await readout.textContent(),
    "Point at a cell of either table to see what it holds.",
    "a new pos: the readout waits for the reader again, as on a fresh load",
  );
  assert.deepEqual(problems, []);
  await close();
});

test("the relative pair table follows ref, refused pairs included (?n=65536&d=24&ref=20)", async () => {
  const { page, problems, close } = await shared.open("?n=65536&d=24&ref=20", {
    look: ["#relative"],
  });
  await page.locator("#relative-ref").fill("65535");
  await page.waitForFunction(() => !document.querySelector('#relative [data-drawn="false"]'));
  const rows = await page.locator("#relative .relative-pairs tbody tr").evaluateAll((trs) =>
    trs.map((tr) => ({
      pair: tr.querySelector("th").textContent,
      value: tr.querySelector(".relative-pairs-value").textContent,
      exact: tr.querySelector(".relative-pairs-value").dataset.value,
    })),
  );
  assert.deepEqual(
    rows.map((row) => row.pair),
    ["PE(65535)·PE(65538)", "PE(65545)·PE(65548)", "PE(65535)·PE(65532)"],
  );
  // The first two need positions past the table's 65536 rows: refused, shown as "—". The third
  // looks back, offset −3: sum_i cos(−3 ω_i), at most d_model/2 = 12.
  assert.equal(rows[0].value, "—");
  assert.equal(rows[1].value, "—");
  let expected = 0;
  for (let i = 0; i < 12; i += 1) expected += Math.cos(3 / 10000 ** ((2 * i) / 24));
  assert.ok(Math.abs(Number(rows[2].exact) - expected) < 1e-9, `${rows[2].exact} vs ${expected}`);
  for (const row of rows) {
    if (row.exact) assert.ok(Number(row.exact) <= 12, `${row.pair} = ${row.exact} > d/2`);
  }
  assert.match(
    await page.locator("#relative [data-slot='pairs-text']").textContent(),
    /cannot compute these pairs/,
  );
  assert.deepEqual(problems, []);
  await close();
});
