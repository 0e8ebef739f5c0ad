// Small statistics for benchmarks: medians and percentiles of repeated timings.
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

// Runs each peer once per round, in rotating order, for `rounds` rounds (after `warmup` untimed
// rounds), so that machine noise hits all peers alike. Each peer is { name, run, repeat } where
// run() does one unit of work; repeat units are timed together. A peer in another process (numpy)
// returns the milliseconds it measured itself, which are used instead of the wall time around the
// call. Returns { name: [ms per unit] }.
export async function interleave(peers, { rounds = 9, warmup = 2 } = {}) {
  const times = Object.fromEntries(peers.map((p) => [p.name, []]));
  for (let round = 0; round < warmup + rounds; round++) {
    for (let k = 0; k < peers.length; k++) {
      const peer = peers[(k + round) % peers.length];
      const repeat = peer.repeat ?? 1;
      const start = performance.now();
      let reported = 0;
      for (let r = 0; r < repeat; r++) reported += (await peer.run()) ?? 0;
      const elapsed = peer.reportsOwnTime
        ? reported / repeat
        : (performance.now() - start) / repeat;
      if (round >= warmup) times[peer.name].push(elapsed);
    }
  }
  return times;
}

export function formatMs(ms) {
  if (ms === null || ms === undefined) return "-";
  if (ms >= 100) return ms.toFixed(0);
  if (ms >= 10) return ms.toFixed(1);
  if (ms >= 1) return ms.toFixed(2);
  return ms.toFixed(4);
}
