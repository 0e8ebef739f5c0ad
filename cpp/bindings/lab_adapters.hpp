// The lab module's functions, one per JS name (lab_bindings.cpp registers them).
#pragma once
#include "js_val.hpp"

namespace pe_js {

val lab_create(val kind, val seed, val options);
val lab_train(val id, val steps, val options);
val lab_evaluate(val id, val length, val count, val options);
val lab_predict(val id, val sentence);
val lab_weights(val id);
val lab_free(val id);

}  // namespace pe_js
