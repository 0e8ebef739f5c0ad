#include "pe/shift.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>

#include "pe/frequencies.hpp"
#include "pe/limits.hpp"

namespace pe {

namespace {

Status check_position_and_offset(double pos, double k) {
  Status status = check_position(pos);
  if (status.ok) status = check_offset(k, pos);
  return status;
}

}  // namespace

ShiftIdentity shift_identity(double pos, double k, double i, double d_model, double base) {
  Status status = check_position_and_offset(pos, k);
  if (status.ok) status = check_d_model(d_model);
  if (status.ok) status = check_base(base);
  if (status.ok) status = check_pair_index(i, static_cast<int>(d_model));
  if (!status.ok) return refused<ShiftIdentity>(status);
  ShiftIdentity r;
  r.omega = 1.0 / std::pow(base, 2.0 * i / d_model);
  r.sin_pos = std::sin(r.omega * pos);
  r.cos_pos = std::cos(r.omega * pos);
  r.sin_k = std::sin(r.omega * k);
  r.cos_k = std::cos(r.omega * k);
  r.sin_direct = std::sin(r.omega * (pos + k));
  r.cos_direct = std::cos(r.omega * (pos + k));
  r.sin_identity = r.sin_pos * r.cos_k + r.cos_pos * r.sin_k;
  r.cos_identity = r.cos_pos * r.cos_k - r.sin_pos * r.sin_k;
  r.abs_error =
      std::max(std::fabs(r.sin_direct - r.sin_identity), std::fabs(r.cos_direct - r.cos_identity));
  r.det = r.cos_k * r.cos_k - r.sin_k * (-r.sin_k);
  return r;
}

ShiftMatrix shift_matrix(double k, double d_model, double base) {
  Status status = check_integer("k", k, -kMaxPosition, kMaxPosition);
  if (status.ok) status = check_d_model(d_model);
  if (status.ok) status = check_base(base);
  if (status.ok) {
    const auto cells = static_cast<std::int64_t>(d_model) * static_cast<std::int64_t>(d_model);
    if (cells > kMaxCells) {
      status = failure(codes::shift_matrix_too_large,
                       "dModel*dModel must be at most " + std::to_string(kMaxCells) +
                           " for the dense M_k (got " + describe_number(d_model) + "*" +
                           describe_number(d_model) + " = " + std::to_string(cells) + ")",
                       {arg("dModel", d_model), arg("cells", cells), arg("maxCells", kMaxCells)});
    }
  }
  if (!status.ok) return refused<ShiftMatrix>(status);
  ShiftMatrix m;
  const int d = static_cast<int>(d_model);
  m.d_model = d;
  m.data.assign(static_cast<size_t>(d) * d, 0.0);
  const std::vector<double> omega = pair_frequencies(d, base);
  for (int i = 0; i < d / 2; ++i) {
    const double c = std::cos(omega[i] * k);
    const double s = std::sin(omega[i] * k);
    const size_t row_sin = static_cast<size_t>(2 * i) * d;
    const size_t row_cos = static_cast<size_t>(2 * i + 1) * d;
    m.data[row_sin + 2 * i] = c;
    m.data[row_sin + 2 * i + 1] = s;
    m.data[row_cos + 2 * i] = -s;
    m.data[row_cos + 2 * i + 1] = c;
  }
  return m;
}

ShiftCheck shift_check(double pos, double k, double d_model, double base) {
  Status status = check_position_and_offset(pos, k);
  if (status.ok) status = check_d_model(d_model);
  if (status.ok) status = check_base(base);
  if (!status.ok) return refused<ShiftCheck>(status);
  ShiftCheck r;
  const int d = static_cast<int>(d_model);
  const std::vector<double> omega = pair_frequencies(d, base);
  r.pe_pos.resize(d);
  r.shifted.resize(d);
  r.pe_pos_k.resize(d);
  for (int i = 0; i < d / 2; ++i) {
    const double s = std::sin(omega[i] * pos), c = std::cos(omega[i] * pos);
    const double sk = std::sin(omega[i] * k), ck = std::cos(omega[i] * k);
    r.pe_pos[2 * i] = s;
    r.pe_pos[2 * i + 1] = c;
    r.shifted[2 * i] = ck * s + sk * c;  // row 2i of M_k times PE(pos)
    r.shifted[2 * i + 1] = -sk * s + ck * c;
    r.pe_pos_k[2 * i] = std::sin(omega[i] * (pos + k));
    r.pe_pos_k[2 * i + 1] = std::cos(omega[i] * (pos + k));
  }
  for (int a = 0; a < d; ++a) {
    r.max_abs_error = std::max(r.max_abs_error, std::fabs(r.shifted[a] - r.pe_pos_k[a]));
  }
  return r;
}

}  // namespace pe
