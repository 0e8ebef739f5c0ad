#include "pe/lab/lab.hpp"

#include <array>
#include <cmath>
#include <memory>

#include "pe/attention.hpp"
#include "pe/lab/model.hpp"
#include "pe/lab/task.hpp"
#include "pe/limits.hpp"

namespace pe {

namespace {

// The live models: a fixed number of slots, each with the id it was created under. Ids count up
// from 1 and are never reused, so a freed id stays refused.
struct Slot {
  double id = 0;
  std::unique_ptr<LabModel> model;
};

struct Registry {
  std::array<Slot, kLabMaxModels> slots;
  double next_id = 1;
};

Registry& registry() {
  static Registry r;
  return r;
}

const char* kind_name(PositionKind kind) {
  switch (kind) {
    case PositionKind::sinusoidal:
      return "sinusoidal";
    case PositionKind::learned:
      return "learned";
    case PositionKind::rope:
      return "rope";
    case PositionKind::none:
      break;
  }
  return "none";
}

// The lab's learned table has rows 0..kLabLearnedMaxLen-1: a longer sentence needs the next one.
Status no_learned_row() {
  return failure(codes::learned_no_row,
                 "no learned row for position " + std::to_string(kLabLearnedMaxLen) + " (max_len " +
                     std::to_string(kLabLearnedMaxLen) + ")",
                 {arg("pos", kLabLearnedMaxLen), arg("maxLen", kLabLearnedMaxLen)});
}

// The model behind id, or the message why there is none.
LabModel* find_model(double id, Status& status) {
  status = check_integer("id", id, 1, std::int64_t{1} << 52);
  if (!status.ok) return nullptr;
  Registry& r = registry();
  for (Slot& slot : r.slots) {
    if (slot.model && slot.id == id) return slot.model.get();
  }
  const bool freed = id < r.next_id;
  status = failure(freed ? codes::lab_model_freed : codes::lab_model_unknown,
                   "no lab model has id " + describe_number(id) +
                       (freed ? ": it was freed with labFree" : ": ids come from labCreate"),
                   {arg("id", id)});
  return nullptr;
}

std::vector<float> tensor_values(const std::vector<float>& params, LabTensorId id) {
  const LabTensor& t = kLabTensors[id];
  return {params.begin() + t.offset, params.begin() + t.offset + t.rows * t.cols};
}

}  // namespace

LabCreated lab_create(const std::string& kind, double seed, const LabOptions& options) {
  const ParsedPositionKind parsed = parse_position_kind(kind, "kind");
  Status status = parsed;
  if (status.ok) status = check_integer("seed", seed, 0, 4294967295);
  if (status.ok && !(std::isfinite(options.lr) && options.lr > 0 && options.lr <= 1)) {
    status =
        failure(codes::lab_lr_out_of_range,
                "lr must be a finite number in (0, 1] (got " + describe_number(options.lr) + ")",
                {arg("value", options.lr), arg("max", 1)});
  }
  if (status.ok) status = check_integer("batch", options.batch, 1, kLabMaxBatch);
  Registry& r = registry();
  Slot* free_slot = nullptr;
  for (Slot& slot : r.slots) {
    if (!slot.model && !free_slot) free_slot = &slot;
  }
  if (status.ok && !free_slot) {
    status = failure(codes::lab_too_many_models,
                     "at most " + std::to_string(kLabMaxModels) +
                         " lab models can be alive at once; free one with labFree",
                     {arg("max", kLabMaxModels)});
  }
  if (!status.ok) return refused<LabCreated>(status);

  LabConfig config;
  config.kind = parsed.kind;
  config.causal = options.causal;
  free_slot->model = std::make_unique<LabModel>(config, static_cast<std::uint32_t>(seed),
                                                options.lr, static_cast<int>(options.batch));
  free_slot->id = r.next_id++;
  LabCreated created;
  created.id = free_slot->id;
  created.max_len = parsed.kind == PositionKind::learned ? kLabLearnedMaxLen : kLabMaxLength;
  for (const char* word : kLabVocabulary) created.vocabulary.emplace_back(word);
  return created;
}

LabTrained lab_train(double id, double steps) {
  Status status;
  LabModel* model = find_model(id, status);
  if (status.ok) status = check_integer("steps", steps, 1, kLabMaxStepsPerCall);
  if (!status.ok) return refused<LabTrained>(status);
  LabTrained trained;
  const int n = static_cast<int>(steps);
  trained.loss.resize(static_cast<size_t>(n));
  trained.accuracy.resize(static_cast<size_t>(n));
  for (int j = 0; j < n; ++j) {
    const LabBatchStats stats = model->train_step();
    trained.loss[static_cast<size_t>(j)] = static_cast<float>(stats.loss);
    trained.accuracy[static_cast<size_t>(j)] =
        static_cast<float>(static_cast<double>(stats.correct) / model->batch());
  }
  trained.step = static_cast<double>(model->step());
  return trained;
}

LabEvaluated lab_evaluate(double id, double length, double count) {
  Status status;
  LabModel* model = find_model(id, status);
  if (status.ok) status = check_integer("length", length, kLabMinLength, kLabMaxLength);
  if (status.ok) status = check_integer("count", count, 1, kLabMaxCount);
  if (status.ok && model->config().kind == PositionKind::learned && length > kLabLearnedMaxLen) {
    status = no_learned_row();
  }
  if (!status.ok) return refused<LabEvaluated>(status);
  const LabModel::Evaluation e = model->evaluate(static_cast<int>(length), static_cast<int>(count));
  LabEvaluated result;
  result.accuracy = e.accuracy;
  result.chance = e.chance;
  result.count = static_cast<int>(count);
  return result;
}

LabPredicted lab_predict(double id, const std::string& sentence) {
  Status status;
  LabModel* model = find_model(id, status);
  LabParsed parsed;
  if (status.ok) {
    parsed = parse_lab_sentence(sentence);
    status = parsed;
  }
  if (status.ok && model->config().kind == PositionKind::learned &&
      parsed.sentence.tokens.size() > static_cast<size_t>(kLabLearnedMaxLen)) {
    status = no_learned_row();
  }
  if (!status.ok) return refused<LabPredicted>(status);
  const LabModel::Prediction p = model->predict(parsed.sentence);
  LabPredicted result;
  result.tokens = parsed.words;
  for (int j = 0; j < kLabNouns; ++j) result.nouns.emplace_back(kLabVocabulary[kLabFirstNoun + j]);
  result.agent = result.nouns[static_cast<size_t>(p.noun)];
  result.probabilities = p.probabilities;
  result.attention = p.attention;
  result.verb = parsed.sentence.verb;
  return result;
}

LabWeights lab_weights(double id) {
  Status status;
  LabModel* model = find_model(id, status);
  if (!status.ok) return refused<LabWeights>(status);
  const std::vector<float>& params = model->parameters();
  LabWeights w;
  w.kind = kind_name(model->config().kind);
  w.causal = model->config().causal;
  w.step = static_cast<double>(model->step());
  w.embeddings = tensor_values(params, kLabE);
  if (model->config().kind == PositionKind::learned) w.positions = tensor_values(params, kLabP);
  w.wq = tensor_values(params, kLabWQ);
  w.wk = tensor_values(params, kLabWK);
  w.wv = tensor_values(params, kLabWV);
  w.wo = tensor_values(params, kLabWO);
  w.readout = tensor_values(params, kLabWR);
  w.readout_bias = tensor_values(params, kLabBR);
  return w;
}

Status lab_free(double id) {
  Status status;
  LabModel* model = find_model(id, status);
  if (!status.ok) return status;
  for (Slot& slot : registry().slots) {
    if (slot.model.get() == model) slot.model.reset();
  }
  return {};
}

int lab_live_models() {
  int live = 0;
  for (const Slot& slot : registry().slots) live += slot.model ? 1 : 0;
  return live;
}

}  // namespace pe
