// Training-lab benchmarks in node (the lab's targets that are not page targets):
//   - one model's 500 steps with the SIMD core, at most 1 s (each kind, median of 5 fresh models);
//   - the training step, SIMD core against scalar core, at least 2.5x (same seed; both cores'
//     loss curves are checked to agree first; the peers alternate round by round and only the
//     labTrain call is inside the timed region);
//   - the wasm heap flat across 50 create / train 500 / free cycles.
// benchLab(labs) returns rows {name, value, unit, target, met}; `node tests/bench/lab.mjs` prints
// them. The lab runs in its own module (dist/pe-lab.js, dist/pe-lab-scalar.js).
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";

const require = createRequire(import.meta.url);
const root = new URL("../../", import.meta.url).pathname;

export async function loadLabs() {
  const simd = await require(`${root}dist/pe-lab.js`)();
  const scalar = await require(`${root}dist/pe-lab-scalar.js`)();
  if (simd.kernelPath() !== "simd" || scalar.kernelPath() !== "scalar") {
    throw new Error("dist/pe-lab.js must be the SIMD lab and dist/pe-lab-scalar.js the scalar");
  }
  return { simd, scalar };
}

const KINDS = ["none", "sinusoidal", "learned", "rope"];

function ok(result, what) {
  if (!result.ok) throw new Error(`${what}: ${result.error}`);
  return result;
}

function middle(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

// Median ms of labTrain(fresh model, 500) for one kind; creation and freeing are outside the timing.
function fiveHundredSteps(m, kind) {
  const times = [];
  for (let run = 0; run < 5; run++) {
    const { id } = ok(m.labCreate(kind, 1 + run), "labCreate");
    const start = performance.now();
    const trained = m.labTrain(id, 500);
    times.push(performance.now() - start);
    ok(trained, "labTrain");
    m.labFree(id);
  }
  return middle(times);
}

// Both cores train the same model for 100 steps; their loss curves must agree to float rounding
// (the SIMD softmax uses xsimd::exp), or the speed comparison would compare different work.
function checkSameCurve({ simd, scalar }, kind) {
  const curves = [simd, scalar].map((m) => {
    const { id } = ok(m.labCreate(kind, 7), "labCreate");
    const loss = ok(m.labTrain(id, 100), "labTrain").loss;
    m.labFree(id);
    return loss;
  });
  curves[0].forEach((loss, step) => {
    const other = curves[1][step];
    if (!(Math.abs(loss - other) <= 1e-3 * (1 + Math.abs(other)))) {
      throw new Error(
        `${kind}: SIMD and scalar losses differ at step ${step}: ${loss} vs ${other}`,
      );
    }
  });
}

// ms per training step of each core, the two models training in lock step (same seed, so the
// same batches), 20 steps per timed call, peers alternating which goes first.
function stepTimes({ simd, scalar }, kind, rounds = 9, warmup = 2) {
  const peers = [
    { m: simd, times: [] },
    { m: scalar, times: [] },
  ];
  for (const peer of peers) peer.id = ok(peer.m.labCreate(kind, 3), "labCreate").id;
  for (let round = 0; round < warmup + rounds; round++) {
    for (let k = 0; k < peers.length; k++) {
      const peer = peers[(k + round) % peers.length];
      const start = performance.now();
      const trained = peer.m.labTrain(peer.id, 20);
      const elapsed = performance.now() - start;
      ok(trained, "labTrain");
      if (round >= warmup) peer.times.push(elapsed / 20);
    }
  }
  for (const peer of peers) peer.m.labFree(peer.id);
  return { simd: middle(peers[0].times), scalar: middle(peers[1].times) };
}

function heapGrowth(m, cycles = 50) {
  const cycle = (j) => {
    const { id } = ok(m.labCreate(KINDS[j % 4], j), "labCreate");
    ok(m.labTrain(id, 500), "labTrain");
    ok(m.labEvaluate(id, 16, 256), "labEvaluate");
    m.labFree(id);
  };
  cycle(0);
  const before = m.HEAPU8.buffer.byteLength;
  for (let j = 0; j < cycles; j++) cycle(j);
  return m.HEAPU8.buffer.byteLength - before;
}

export async function benchLab(cores) {
  cores ??= await loadLabs();
  const rows = [];
  const perKind = KINDS.map((kind) => ({ kind, ms: fiveHundredSteps(cores.simd, kind) }));
  const slowest = perKind.reduce((a, b) => (b.ms > a.ms ? b : a));
  rows.push({
    name: `lab: one model's 500 steps, SIMD core (slowest kind, ${slowest.kind}; ${perKind
      .map((k) => `${k.kind} ${k.ms.toFixed(0)}`)
      .join(", ")} ms)`,
    value: slowest.ms,
    unit: "ms",
    target: "<= 1000 ms",
    met: slowest.ms <= 1000,
  });

  const ratios = KINDS.map((kind) => {
    checkSameCurve(cores, kind);
    const t = stepTimes(cores, kind);
    return { kind, ...t, ratio: t.scalar / t.simd };
  });
  const lowest = ratios.reduce((a, b) => (b.ratio < a.ratio ? b : a));
  rows.push({
    name: `lab: training step SIMD vs scalar (lowest kind, ${lowest.kind}: ${lowest.simd.toFixed(
      3,
    )} vs ${lowest.scalar.toFixed(3)} ms; ${ratios
      .map((r) => `${r.kind} ${r.ratio.toFixed(2)}x`)
      .join(", ")})`,
    value: lowest.ratio,
    unit: "x",
    target: ">= 2.5x",
    met: lowest.ratio >= 2.5,
  });

  const growth = heapGrowth(cores.simd);
  rows.push({
    name: "lab: wasm heap growth across 50 create/train 500/free cycles (SIMD core)",
    value: growth,
    unit: "bytes",
    target: "0 bytes",
    met: growth === 0,
  });
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const row of await benchLab()) {
    const value = Number.isInteger(row.value) ? row.value : row.value.toFixed(2);
    console.log(
      `${row.met ? "met    " : "NOT MET"}  ${value} ${row.unit} (${row.target})  ${row.name}`,
    );
  }
}
