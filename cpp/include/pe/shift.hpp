// Angle addition: why sine/cosine pairs. For a fixed offset k, PE(pos+k) = M_k PE(pos), where M_k
// is block-diagonal with one 2x2 rotation per pair, built only from cos(omega_i k) and
// sin(omega_i k):
//   [ PE(pos+k, 2i)   ]   [  cos(w k)  sin(w k) ] [ PE(pos, 2i)   ]
//   [ PE(pos+k, 2i+1) ] = [ -sin(w k)  cos(w k) ] [ PE(pos, 2i+1) ]
// M_k does not depend on pos: the same matrix shifts every position by k.
#pragma once
#include "pe/buffer.hpp"
#include "pe/status.hpp"

namespace pe {

struct ShiftIdentity : Status {
  double omega = 0;
  double sin_pos = 0, cos_pos = 0;            // sin(w pos), cos(w pos)
  double sin_k = 0, cos_k = 0;                // sin(w k), cos(w k)
  double sin_direct = 0, cos_direct = 0;      // sin(w (pos+k)), cos(w (pos+k))
  double sin_identity = 0, cos_identity = 0;  // the same through the identity
  double abs_error = 0;                       // max of the two |direct - identity|
  // det of the pair's block [[cos(w k), sin(w k)], [-sin(w k), cos(w k)]] = cos^2 + sin^2: +1, so
  // the block turns the pair (a rotation) and never mirrors it (a reflection has det -1).
  double det = 0;
};

// One pair i, with every number of the identity.
ShiftIdentity shift_identity(double pos, double k, double i, double d_model, double base);

struct ShiftMatrix : Status {
  int d_model = 0;
  Buffer<double> data;  // d_model x d_model, row-major; (M PE)[a] = sum_b M[a*d+b] PE[b]
};

// Dense M_k. dModel^2 obeys the same 2^22-cell limit as tables (dModel <= 2048).
ShiftMatrix shift_matrix(double k, double d_model, double base);

struct ShiftCheck : Status {
  double max_abs_error = 0;  // max_a |(M_k PE(pos))[a] - PE(pos+k)[a]|
  Buffer<double> pe_pos;     // PE(pos), float64, dModel values
  Buffer<double> shifted;    // M_k PE(pos)
  Buffer<double> pe_pos_k;   // PE(pos+k) from the closed form
};

// Applies M_k (block by block) to PE(pos) and compares with PE(pos+k) computed directly.
ShiftCheck shift_check(double pos, double k, double d_model, double base);

}  // namespace pe
