// The lab module's functions (createPeLab): models live in the core, JS holds integer handles.
// Each reads its JS arguments (convert.hpp), calls the core and answers a plain object:
// {ok: true, error: "", ...fields} or a refusal {ok: false, code, args, error}.
#include "lab_adapters.hpp"

#include "convert.hpp"
#include "pe/lab/lab.hpp"
#include "pe/limits.hpp"
#include "pe/refusal_codes.hpp"

namespace pe_js {

namespace {

// labCreate's options: undefined or null for the defaults, else an object whose keys are among
// causal (boolean), lr, batch and heads (numbers) and task (a string); the core checks the values.
pe::Status read_lab_options(const val& options, pe::LabOptions& out) {
  return read_options(options, "{task: \"far\", heads: 2, causal: true, lr: 0.01, batch: 16}",
                      "task, heads, causal, lr and batch",
                      [&out](const std::string& key, const val& value, pe::Status& status) {
                        if (key == "causal") {
                          status = read_boolean(value, "options.causal", out.causal);
                        } else if (key == "lr") {
                          status = read_number(value, "options.lr", out.lr);
                        } else if (key == "batch") {
                          status = read_number(value, "options.batch", out.batch);
                        } else if (key == "heads") {
                          status = read_number(value, "options.heads", out.heads);
                        } else if (key == "task") {
                          status = read_string(value, "options.task", out.task);
                        } else {
                          return false;
                        }
                        return true;
                      });
}

// The scaling and factor keys of labTrain's and labEvaluate's options; false for any other key.
bool read_scaling_key(const std::string& key, const val& value, pe::LabScaling& out,
                      pe::Status& status) {
  if (key == "scaling") {
    status = read_string(value, "options.scaling", out.kind);
  } else if (key == "factor") {
    status = read_number(value, "options.factor", out.factor);
    out.factor_given = true;
  } else {
    return false;
  }
  return true;
}

// options.lengths: an array of two numbers [lo, hi] (the core checks them).
pe::Status read_lengths(const val& value, pe::LabTrainOptions& out) {
  if (!value.isArray() || value["length"].as<double>() != 2 || !value[0].isNumber() ||
      !value[1].isNumber()) {
    return wrong_type("options.lengths", "pair", "an array of two integers [min, max]", value);
  }
  out.lengths_given = true;
  out.lo = value[0].as<double>();
  out.hi = value[1].as<double>();
  return {};
}

}  // namespace

val lab_create(val kind, val seed, val options) {
  std::string kind_text;
  double s;
  pe::LabOptions parsed;
  pe::Status bad = read_string(kind, "kind", kind_text);
  if (bad.ok) bad = read_number(seed, "seed", s);
  if (bad.ok) bad = read_lab_options(options, parsed);
  if (!bad.ok) return refusal_object(bad);
  return answer(pe::lab_create(kind_text, s, parsed), [](val& r, const pe::LabCreated& c) {
    r.set("id", c.id);
    r.set("maxLen", c.max_len);
    r.set("vocabulary", js_array(c.vocabulary));
  });
}

val lab_train(val id, val steps, val options) {
  double i, n;
  pe::LabTrainOptions parsed;
  pe::Status bad = read_numbers({{id, "id", &i}, {steps, "steps", &n}});
  if (bad.ok) {
    bad = read_options(options, "{lengths: [17, 32], scaling: \"pi\", factor: 2}",
                       "lengths, scaling and factor",
                       [&parsed](const std::string& key, const val& value, pe::Status& status) {
                         if (key == "lengths") {
                           status = read_lengths(value, parsed);
                           return true;
                         }
                         return read_scaling_key(key, value, parsed.scaling, status);
                       });
  }
  if (!bad.ok) return refusal_object(bad);
  return answer(pe::lab_train(i, n, parsed), [](val& r, const pe::LabTrained& t) {
    r.set("step", t.step);
    r.set("loss", copy_out(t.loss));
    r.set("accuracy", copy_out(t.accuracy));
  });
}

val lab_evaluate(val id, val length, val count, val options) {
  double i, l, c;
  pe::LabScaling scaling;
  pe::Status bad = read_numbers({{id, "id", &i}, {length, "length", &l}, {count, "count", &c}});
  if (bad.ok) {
    bad = read_options(options, "{scaling: \"pi\", factor: 2}", "scaling and factor",
                       [&scaling](const std::string& key, const val& value, pe::Status& status) {
                         return read_scaling_key(key, value, scaling, status);
                       });
  }
  if (!bad.ok) return refusal_object(bad);
  return answer(pe::lab_evaluate(i, l, c, scaling), [](val& r, const pe::LabEvaluated& e) {
    r.set("accuracy", e.accuracy);
    r.set("chance", e.chance);
    r.set("count", e.count);
    r.set("factor", e.factor);
  });
}

val lab_predict(val id, val sentence) {
  double i;
  std::string text;
  pe::Status bad = read_number(id, "id", i);
  if (bad.ok) bad = read_string(sentence, "sentence", text);
  if (!bad.ok) return refusal_object(bad);
  return answer(pe::lab_predict(i, text), [](val& r, const pe::LabPredicted& p) {
    r.set("tokens", js_array(p.tokens));
    r.set("verb", p.verb);
    r.set("agent", p.agent);
    r.set("nouns", js_array(p.nouns));
    r.set("probabilities", copy_out(p.probabilities));
    r.set("attention", copy_out(p.attention));
    r.set("heads", p.heads);
    r.set("headAttention", copy_out(p.head_attention));
    r.set("reader", p.reader);
  });
}

val lab_weights(val id) {
  return answer_numbers(pe::lab_weights, {{id, "id"}}, [](val& r, const pe::LabWeights& w) {
    r.set("kind", w.kind);
    r.set("task", w.task);
    r.set("causal", w.causal);
    r.set("heads", w.heads);
    r.set("alibiSlopes", copy_out(w.alibi_slopes));
    r.set("step", w.step);
    r.set("dModel", pe::kLabD);
    r.set("embeddings", copy_out(w.embeddings));
    r.set("positions", copy_out(w.positions));
    r.set("wQ", copy_out(w.wq));
    r.set("wK", copy_out(w.wk));
    r.set("wV", copy_out(w.wv));
    r.set("wO", copy_out(w.wo));
    r.set("readout", copy_out(w.readout));
    r.set("readoutBias", copy_out(w.readout_bias));
  });
}

// {ok: true, error: ""} or the refusal: labFree answers no fields.
val lab_free(val id) {
  return answer_numbers(pe::lab_free, {{id, "id"}}, [](val&, const pe::Status&) {});
}

}  // namespace pe_js
