// An independent float64 oracle for piFigure (Position Interpolation's Fig. 2, Chen et al. 2023),
// written from cpp/include/pe/pi_figure.hpp's documentation with BigInt and Math only; it never
// calls the module under test.
//   SplitMix64 (Steele, Lea, Flood 2014): state += 0x9E3779B97F4A7C15; z = state;
//     z = (z ^ z >> 30) * 0xBF58476D1CE4E5B9; z = (z ^ z >> 27) * 0x94D049BB133111EB; z ^ z >> 31
//   u = (next >> 40) / 2^24 * 2 - 1, in [-1, 1); point k draws s_k = L (u + 1) / 2, then y_k = u.
//   θ_j = 1 / base^(2j/d); A[k][2j] = cos(s_k θ_j), A[k][2j+1] = −sin(s_k θ_j);
//   a(s) = Σ_j h_2j cos(s θ_j) − h_2j+1 sin(s θ_j);
//   the fit: (AᵀA + λI) h = Aᵀy, λ = 1e-10 · trace(AᵀA) / d (solved here by Gauss-Jordan
//   elimination with partial pivoting, not by the core's Cholesky).

const MASK = (1n << 64n) - 1n;

export function splitMix64(seed) {
  let state = BigInt(seed) & MASK;
  return {
    next() {
      state = (state + 0x9e3779b97f4a7c15n) & MASK;
      let z = state;
      z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & MASK;
      z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & MASK;
      return z ^ (z >> 31n);
    },
    uniform() {
      return (Number(this.next() >> 40n) / 16777216) * 2 - 1;
    },
  };
}

export function piPoints(length, points, seed) {
  const rng = splitMix64(seed);
  const s = [];
  const y = [];
  for (let k = 0; k < points; k++) {
    s.push((length * (rng.uniform() + 1)) / 2);
    y.push(rng.uniform());
  }
  return { s, y };
}

export function piThetas(dModel, base) {
  return Array.from({ length: dModel / 2 }, (_, j) => 1 / Math.pow(base, (2 * j) / dModel));
}

// The rows of A.
export function piMatrix(s, theta) {
  return s.map((sk) => theta.flatMap((t) => [Math.cos(sk * t), -Math.sin(sk * t)]));
}

export function piScore(s, theta, h) {
  let sum = 0;
  for (let j = 0; j < theta.length; j++) {
    sum += h[2 * j] * Math.cos(s * theta[j]) - h[2 * j + 1] * Math.sin(s * theta[j]);
  }
  return sum;
}

// The ridge fit by Gauss-Jordan elimination with partial pivoting on (AᵀA + λI | Aᵀy).
export function piRidgeFit(rows, y) {
  const d = rows[0].length;
  const m = Array.from({ length: d }, () => new Array(d + 1).fill(0));
  rows.forEach((row, k) => {
    for (let r = 0; r < d; r++) {
      for (let c = 0; c < d; c++) m[r][c] += row[r] * row[c];
      m[r][d] += row[r] * y[k];
    }
  });
  let trace = 0;
  for (let r = 0; r < d; r++) trace += m[r][r];
  const lambda = (1e-10 * trace) / d;
  for (let r = 0; r < d; r++) m[r][r] += lambda;
  for (let c = 0; c < d; c++) {
    let pivot = c;
    for (let r = c + 1; r < d; r++) if (Math.abs(m[r][c]) > Math.abs(m[pivot][c])) pivot = r;
    [m[c], m[pivot]] = [m[pivot], m[c]];
    for (let r = 0; r < d; r++) {
      if (r === c) continue;
      const f = m[r][c] / m[c][c];
      if (f === 0) continue;
      for (let k = c; k <= d; k++) m[r][k] -= f * m[c][k];
    }
  }
  return { lambda, h: m.map((row, r) => row[d] / row[r]) };
}
