#include "pe/lab/lab.hpp"

#include <array>
#include <cmath>
#include <memory>
#include <vector>

#include "pe/alibi.hpp"
#include "pe/lab/model.hpp"
#include "pe/lab/task.hpp"
#include "pe/limits.hpp"
#include "pe/rope_scaling.hpp"

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

// The names of LabKind and LabTask, in their order.
const std::vector<const char*> kKindNames = {"none", "sinusoidal", "learned", "rope", "alibi"};
const std::vector<const char*> kTaskNames = {"local", "far"};

// The lengths a model of config may read: the task's shortest .. 64, or 16 for a learned table.
int max_length(const LabConfig& config) {
  return config.kind == LabKind::learned ? kLabLearnedMaxLen : kLabMaxLength;
}

// The RoPE a call's scaling asks for, for sentences up to `longest` tokens: null for none (the
// model's own), else the stretched frequencies of rope_frequencies(d_head, 10000, ...), the
// original length being the training length 16 and the factor s = max(1, longest / 16) unless
// given.
struct LabRopeChoice : Status {
  bool stretched = false;
  double factor = 1;
  LabRope rope;
};
LabRopeChoice choose_rope(const LabConfig& config, const LabScaling& scaling, int longest) {
  LabRopeChoice choice;
  check_choice("options.scaling", scaling.kind, {"none", "pi", "ntk", "yarn", "llama3"}, choice);
  if (choice.ok && scaling.factor_given) {
    static_cast<Status&>(choice) =
        check_number("options.factor", scaling.factor, 1, kMaxRopeFactor);
  }
  if (choice.ok && scaling.kind != "none" && config.kind != LabKind::rope) {
    const char* kind = kKindNames[static_cast<size_t>(config.kind)];
    static_cast<Status&>(choice) = failure(
        codes::lab_scaling_needs_rope,
        std::string("options.scaling stretches RoPE: only a rope model takes it (this one is ") +
            kind + ")",
        {arg("name", "options.scaling"), arg("kind", kind)});
  }
  if (!choice.ok || scaling.kind == "none") return choice;
  RopeScalingOptions options;
  options.kind = scaling.kind;
  options.factor = scaling.factor_given
                       ? scaling.factor
                       : std::fmax(1.0, static_cast<double>(longest) / kLabMaxTrainLength);
  options.factor_given = true;
  options.original_length = kLabMaxTrainLength;
  const RopeFrequencies frequencies = rope_frequencies(kLabD / config.heads, kLabRopeBase, options);
  if (!frequencies.ok) return refused<LabRopeChoice>(frequencies);
  choice.stretched = true;
  choice.factor = frequencies.factor;
  choice.rope.frequencies = frequencies.frequencies;
  choice.rope.attention_factor = frequencies.attention_factor;
  return choice;
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
  Status status;
  const int kind_index = check_choice("kind", kind, kKindNames, status);
  if (status.ok) status = check_integer("seed", seed, 0, 4294967295);
  if (status.ok && !(std::isfinite(options.lr) && options.lr > 0 && options.lr <= 1)) {
    status =
        failure(codes::lab_lr_out_of_range,
                "lr must be a finite number in (0, 1] (got " + describe_number(options.lr) + ")",
                {arg("value", options.lr), arg("max", 1)});
  }
  if (status.ok) status = check_integer("batch", options.batch, 1, kLabMaxBatch);
  const int task_index =
      status.ok ? check_choice("options.task", options.task, kTaskNames, status) : 0;
  if (status.ok && !(options.heads == 1 || options.heads == 2 || options.heads == 4 ||
                     options.heads == kLabMaxHeads)) {
    check_choice("options.heads", describe_number(options.heads), {"1", "2", "4", "8"}, status);
  }
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
  config.kind = static_cast<LabKind>(kind_index);
  config.causal = options.causal;
  config.task = static_cast<LabTask>(task_index);
  config.heads = static_cast<int>(options.heads);
  free_slot->model = std::make_unique<LabModel>(config, static_cast<std::uint32_t>(seed),
                                                options.lr, static_cast<int>(options.batch));
  free_slot->id = r.next_id++;
  LabCreated created;
  created.id = free_slot->id;
  created.max_len = max_length(config);
  for (int t = 0; t < kLabTypedWords; ++t) created.vocabulary.emplace_back(kLabVocabulary[t]);
  return created;
}

LabTrained lab_train(double id, double steps, const LabTrainOptions& options) {
  Status status;
  LabModel* model = find_model(id, status);
  if (status.ok) status = check_integer("steps", steps, 1, kLabMaxStepsPerCall);
  LabLengths lengths;
  if (status.ok) lengths = lab_default_lengths(model->config().task);
  if (status.ok && options.lengths_given) {
    const int longest = max_length(model->config());
    status = check_integer("options.lengths[0]", options.lo, lab_min_length(model->config().task),
                           longest);
    if (status.ok) {
      status = check_integer("options.lengths[1]", options.hi,
                             static_cast<std::int64_t>(options.lo), longest);
    }
    if (status.ok) lengths = {static_cast<int>(options.lo), static_cast<int>(options.hi)};
  }
  LabRopeChoice rope;
  if (status.ok) {
    rope = choose_rope(model->config(), options.scaling, lengths.hi);
    status = rope;
  }
  if (!status.ok) return refused<LabTrained>(status);
  LabTrained trained;
  const int n = static_cast<int>(steps);
  trained.loss.resize(static_cast<size_t>(n));
  trained.accuracy.resize(static_cast<size_t>(n));
  for (int j = 0; j < n; ++j) {
    const LabBatchStats stats = model->train_step(lengths, rope.stretched ? &rope.rope : nullptr);
    trained.loss[static_cast<size_t>(j)] = static_cast<float>(stats.loss);
    trained.accuracy[static_cast<size_t>(j)] =
        static_cast<float>(static_cast<double>(stats.correct) / model->batch());
  }
  trained.step = static_cast<double>(model->step());
  return trained;
}

LabEvaluated lab_evaluate(double id, double length, double count, const LabScaling& scaling) {
  Status status;
  LabModel* model = find_model(id, status);
  if (status.ok) {
    status = check_integer("length", length, lab_min_length(model->config().task), kLabMaxLength);
  }
  if (status.ok) status = check_integer("count", count, 1, kLabMaxCount);
  if (status.ok && model->config().kind == LabKind::learned && length > kLabLearnedMaxLen) {
    status = no_learned_row();
  }
  LabRopeChoice rope;
  if (status.ok) {
    rope = choose_rope(model->config(), scaling, static_cast<int>(length));
    status = rope;
  }
  if (!status.ok) return refused<LabEvaluated>(status);
  const LabModel::Evaluation e = model->evaluate(static_cast<int>(length), static_cast<int>(count),
                                                 rope.stretched ? &rope.rope : nullptr);
  LabEvaluated result;
  result.accuracy = e.accuracy;
  result.chance = e.chance;
  result.count = static_cast<int>(count);
  result.factor = rope.factor;
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
  const bool far = status.ok && model->config().task == LabTask::far;
  if (far) parsed.sentence = with_query(parsed.sentence);
  if (status.ok && static_cast<int>(parsed.sentence.tokens.size()) > max_length(model->config())) {
    status = model->config().kind == LabKind::learned
                 ? no_learned_row()
                 : failure(codes::sentence_too_many_words,
                           "a sentence must have at most " + std::to_string(kLabMaxLength - 1) +
                               " words (got " + std::to_string(parsed.words.size()) +
                               "): the far task appends its query",
                           {arg("max", kLabMaxLength - 1),
                            arg("words", static_cast<double>(parsed.words.size()))});
  }
  if (!status.ok) return refused<LabPredicted>(status);
  const LabModel::Prediction p = model->predict(parsed.sentence);
  LabPredicted result;
  result.tokens = parsed.words;
  if (far) result.tokens.emplace_back(kLabVocabulary[kLabQuery]);
  for (int j = 0; j < kLabNouns; ++j) result.nouns.emplace_back(kLabVocabulary[kLabFirstNoun + j]);
  result.agent = result.nouns[static_cast<size_t>(p.noun)];
  result.probabilities = p.probabilities;
  result.attention = p.attention;
  result.head_attention = p.head_attention;
  result.heads = model->config().heads;
  result.verb = parsed.sentence.verb;
  result.reader = parsed.sentence.reader;
  return result;
}

LabWeights lab_weights(double id) {
  Status status;
  LabModel* model = find_model(id, status);
  if (!status.ok) return refused<LabWeights>(status);
  const std::vector<float>& params = model->parameters();
  LabWeights w;
  const LabConfig& config = model->config();
  w.kind = kKindNames[static_cast<size_t>(config.kind)];
  w.task = kTaskNames[static_cast<size_t>(config.task)];
  w.causal = config.causal;
  w.heads = config.heads;
  if (config.kind == LabKind::alibi) w.alibi_slopes = alibi_slopes(config.heads).slopes;
  w.step = static_cast<double>(model->step());
  w.embeddings = tensor_values(params, kLabE);
  if (config.kind == LabKind::learned) w.positions = tensor_values(params, kLabP);
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
