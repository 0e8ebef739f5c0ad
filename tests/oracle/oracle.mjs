// An independent float64 oracle for the positional-encoding core, written from the formulas
// (below) with nothing but Math.pow, Math.sin and Math.cos. It never calls the module under test:
// every expected value in tests/js comes from here (or from an exact textbook value).
//   omega_i = 1 / base^(2i/dModel),  PE(pos)[2i] = sin(pos*omega_i),  PE(pos)[2i+1] = cos(pos*omega_i)

export const EPS = Number.EPSILON;

// Allowed absolute error of sin/cos of an angle computed in float64 by two different libms: the
// angle itself carries a few ulps of |angle| (omega from pow, then the product), sin/cos add ~1e-16.
export function angleTolerance(angle) {
  return 1e-12 + 16 * EPS * Math.abs(angle);
}

export function exponentOf(i, dModel) {
  return (2 * i) / dModel;
}

export function omegaOf(i, dModel, base) {
  return 1 / Math.pow(base, exponentOf(i, dModel));
}

// Every intermediate number of the formula for one (pos, i).
export function peValue(pos, i, dModel, base) {
  const exponent = exponentOf(i, dModel);
  const divisor = Math.pow(base, exponent);
  const omega = 1 / divisor;
  const angle = pos * omega;
  return {
    exponent,
    divisor,
    omega,
    angle,
    sin: Math.sin(angle),
    cos: Math.cos(angle),
    wavelength: 2 * Math.PI * divisor,
    dimSin: 2 * i,
    dimCos: 2 * i + 1,
  };
}

// PE(pos)[dim], one entry of the vector: dim = 2i is the sine of pair i, 2i + 1 its cosine.
export function peEntry(pos, dim, dModel, base) {
  const { sin, cos } = peValue(pos, Math.floor(dim / 2), dModel, base);
  return dim % 2 === 0 ? sin : cos;
}

export function frequencies(dModel, base) {
  const half = dModel / 2;
  const omega = new Float64Array(half);
  const wavelength = new Float64Array(half);
  for (let i = 0; i < half; i++) {
    const divisor = Math.pow(base, exponentOf(i, dModel));
    omega[i] = 1 / divisor;
    wavelength[i] = 2 * Math.PI * divisor;
  }
  return { omega, wavelength };
}

// PE(pos) as a float64 vector of dModel values (interleaved sin, cos).
export function peVector(pos, dModel, base, omega = frequencies(dModel, base).omega) {
  const v = new Float64Array(dModel);
  for (let i = 0; i < dModel / 2; i++) {
    const angle = pos * omega[i];
    v[2 * i] = Math.sin(angle);
    v[2 * i + 1] = Math.cos(angle);
  }
  return v;
}

// The dense block-diagonal M_k (row-major dModel x dModel) with M_k PE(pos) = PE(pos+k):
// block i, rows 2i and 2i+1, is [cos(w k), sin(w k); -sin(w k), cos(w k)].
export function shiftMatrix(k, dModel, base) {
  const { omega } = frequencies(dModel, base);
  const m = new Float64Array(dModel * dModel);
  for (let i = 0; i < dModel / 2; i++) {
    const c = Math.cos(omega[i] * k);
    const s = Math.sin(omega[i] * k);
    const r = 2 * i;
    m[r * dModel + r] = c;
    m[r * dModel + r + 1] = s;
    m[(r + 1) * dModel + r] = -s;
    m[(r + 1) * dModel + r + 1] = c;
  }
  return m;
}

// y = M v for a row-major n x n matrix.
export function matVec(m, v, n) {
  const y = new Float64Array(n);
  for (let a = 0; a < n; a++) {
    let sum = 0;
    const row = a * n;
    for (let b = 0; b < n; b++) sum += m[row + b] * v[b];
    y[a] = sum;
  }
  return y;
}

// C = A B for row-major n x n matrices.
export function matMul(a, b, n) {
  const c = new Float64Array(n * n);
  for (let r = 0; r < n; r++) {
    for (let t = 0; t < n; t++) {
      const x = a[r * n + t];
      if (x === 0) continue;
      for (let col = 0; col < n; col++) c[r * n + col] += x * b[t * n + col];
    }
  }
  return c;
}

export function dot(u, v) {
  let sum = 0;
  for (let j = 0; j < u.length; j++) sum += u[j] * v[j];
  return sum;
}

// PE(ref).PE(p) through the closed form sum_i cos(omega_i (p - ref)): a function of p - ref only.
export function relativeDot(p, ref, dModel, base, omega = frequencies(dModel, base).omega) {
  let sum = 0;
  for (let i = 0; i < dModel / 2; i++) sum += Math.cos(omega[i] * (p - ref));
  return sum;
}

// Largest |actual[j] - expected(j)| with its index, for readable failure messages.
export function maxAbsDiff(actual, expected) {
  let worst = 0;
  let at = -1;
  for (let j = 0; j < actual.length; j++) {
    const e = typeof expected === "function" ? expected(j) : expected[j];
    const diff = Math.abs(actual[j] - e);
    if (!(diff <= worst)) {
      worst = diff; // NaN also lands here and then fails every comparison below
      at = j;
      if (Number.isNaN(diff)) break;
    }
  }
  return { worst, at };
}
