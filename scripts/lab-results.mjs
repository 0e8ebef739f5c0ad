// The lab's results over seeds, as the Markdown tables of docs/api.md: for each task, every kind
// (and the causal mask), the stretched RoPE rows at test time (PI, NTK, YaRN with s = L / 16) and
// the fine-tuned rows (50 more steps at 17..32 tokens, with and without PI). Each cell is the mean
// and, in brackets, the min-max over the seeds.
//   node scripts/lab-results.mjs [--seeds 5] [--count 4096] [--steps 500] [--core dist/pe-lab.js]
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const { values } = parseArgs({
  options: {
    seeds: { type: "string", default: "5" },
    count: { type: "string", default: "4096" },
    steps: { type: "string", default: "500" },
    core: { type: "string", default: "dist/pe-lab.js" },
  },
});
const seeds = Array.from({ length: Number(values.seeds) }, (_, j) => j + 1);
const count = Number(values.count);
const steps = Number(values.steps);
const lengths = [16, 24, 32, 64];
const fineTuneSteps = 50;

const createPeLab = (await import(resolve(root, values.core))).default;
const lab = await createPeLab();

function must(result, what) {
  if (!result.ok) throw new Error(`${what}: ${result.error}`);
  return result;
}

// One model per seed, trained, then measured by `measure(id, length)` at every test length.
function row(kind, options, prepare, measure) {
  const cells = lengths.map(() => []);
  for (const seed of seeds) {
    const { id } = must(lab.labCreate(kind, seed, options), `labCreate ${kind}`);
    for (let done = 0; done < steps; done += 500) {
      must(lab.labTrain(id, Math.min(500, steps - done)), "labTrain");
    }
    prepare?.(id);
    lengths.forEach((length, j) => {
      if (kind === "learned" && length > 16) return;
      cells[j].push(measure(id, length));
    });
    lab.labFree(id);
  }
  return cells.map((values) => {
    if (values.length === 0) return "no row";
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    return `${mean.toFixed(3)} (${Math.min(...values).toFixed(3)}-${Math.max(...values).toFixed(3)})`;
  });
}

const plain = (id, length) => must(lab.labEvaluate(id, length, count), "labEvaluate").accuracy;
const stretched = (scaling) => (id, length) =>
  must(lab.labEvaluate(id, length, count, { scaling }), "labEvaluate").accuracy;
const fineTune = (scaling) => (id) =>
  must(lab.labTrain(id, fineTuneSteps, { lengths: [17, 32], scaling }), "labTrain");

for (const task of ["local", "far"]) {
  const rows = [];
  for (const causal of [false, true]) {
    for (const kind of ["none", "sinusoidal", "learned", "rope", "alibi"]) {
      rows.push([`${kind}${causal ? ", causal" : ""}`, row(kind, { task, causal }, null, plain)]);
    }
  }
  for (const scaling of ["pi", "ntk", "yarn"]) {
    rows.push([
      `rope, ${scaling} at test (s = L/16)`,
      row("rope", { task }, null, stretched(scaling)),
    ]);
  }
  rows.push([
    `rope, PI + ${fineTuneSteps} steps at 17-32, PI at test`,
    row("rope", { task }, fineTune("pi"), stretched("pi")),
  ]);
  rows.push([
    `rope, ${fineTuneSteps} steps at 17-32 without PI`,
    row("rope", { task }, fineTune("none"), plain),
  ]);
  rows.push(["alibi, 2 heads", row("alibi", { task, heads: 2 }, null, plain)]);
  rows.push(["rope, 8 heads (d_head 4)", row("rope", { task, heads: 8 }, null, plain)]);
  console.log(`\nTask ${task}: ${seeds.length} seeds, ${steps} steps, ${count} test sentences\n`);
  console.log(`| model | ${lengths.join(" | ")} |`);
  console.log(`| --- | ${lengths.map(() => "---").join(" | ")} |`);
  for (const [name, cells] of rows) console.log(`| ${name} | ${cells.join(" | ")} |`);
}
