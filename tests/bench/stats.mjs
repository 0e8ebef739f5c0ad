// Small statistics for benchmarks: medians and percentiles of repeated timings, and the interleaved
// round-robin that every side-by-side table uses.
export function median(values) {
  return percentile(values, 50);
}

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p / 100) * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low] + (sorted[high] - sorted[low]) * (rank - low);
}

// The last result of each peer, assigned (never read) inside the timed region, so that no peer's
// work can be dropped as dead code and no peer pays for anything done with its result: no
// coercion, no sum, no comparison. Results are checked before timing, never while.
const kept = new Map();

// Runs each peer once per round, in rotating order, for `rounds` rounds after `warmup` untimed
// rounds, so that machine noise hits all peers alike. A peer is one of
//   { name, run, repeat }   run() does one unit of work, timed by the wall clock; `repeat` units
//                           (default 1) are timed together and the time divided by repeat;
//   { name, timeOwn }       async timeOwn() runs one unit elsewhere (numpy, in its own process)
//                           and resolves to the milliseconds it measured there itself.
// Returns { name: [ms per unit, one per timed round] }.
export async function interleave(peers, { rounds = 9, warmup = 2 } = {}) {
  const times = Object.fromEntries(peers.map((p) => [p.name, []]));
  for (let round = 0; round < warmup + rounds; round++) {
    for (let k = 0; k < peers.length; k++) {
      const peer = peers[(k + round) % peers.length];
      let elapsed;
      if (peer.timeOwn) {
        elapsed = await peer.timeOwn();
      } else {
        const { run } = peer;
        const repeat = peer.repeat ?? 1;
        let result;
        const start = performance.now();
        for (let r = 0; r < repeat; r++) result = run();
        elapsed = (performance.now() - start) / repeat;
        kept.set(peer.name, result);
      }
      if (round >= warmup) times[peer.name].push(elapsed);
    }
  }
  kept.clear();
  return times;
}

export function formatMs(ms) {
  if (ms === null || ms === undefined) return "-";
  if (ms >= 100) return ms.toFixed(0);
  if (ms >= 10) return ms.toFixed(1);
  if (ms >= 1) return ms.toFixed(2);
  return ms.toFixed(3);
}
