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
// causal (boolean), lr and batch (numbers; the core checks their ranges).
pe::Status read_lab_options(const val& options, pe::LabOptions& out) {
  return read_options(options, "{causal: true, lr: 0.01, batch: 16}", "causal, lr and batch",
                      [&out](const std::string& key, const val& value, pe::Status& status) {
                        if (key == "causal") {
                          status = read_boolean(value, "options.causal", out.causal);
                        } else if (key == "lr" || key == "batch") {
                          status = read_number(value, key == "lr" ? "options.lr" : "options.batch",
                                               key == "lr" ? out.lr : out.batch);
                        } else {
                          return false;
                        }
                        return true;
                      });
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

val lab_train(val id, val steps) {
  return answer_numbers(pe::lab_train, {{id, "id"}, {steps, "steps"}},
                        [](val& r, const pe::LabTrained& t) {
                          r.set("step", t.step);
                          r.set("loss", copy_out(t.loss));
                          r.set("accuracy", copy_out(t.accuracy));
                        });
}

val lab_evaluate(val id, val length, val count) {
  return answer_numbers(pe::lab_evaluate, {{id, "id"}, {length, "length"}, {count, "count"}},
                        [](val& r, const pe::LabEvaluated& e) {
                          r.set("accuracy", e.accuracy);
                          r.set("chance", e.chance);
                          r.set("count", e.count);
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
  });
}

val lab_weights(val id) {
  return answer_numbers(pe::lab_weights, {{id, "id"}}, [](val& r, const pe::LabWeights& w) {
    r.set("kind", w.kind);
    r.set("causal", w.causal);
    r.set("step", w.step);
    r.set("dModel", 16);
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
