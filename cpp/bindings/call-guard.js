// Linked with --extern-post-js: wraps the factory so that every API function of the module
//  - takes exactly the arguments it declares: a missing one arrives as undefined (and the core says
//    "<name> must be a number (got undefined)"), extra ones are ignored, as JS functions do;
//  - never throws: anything thrown becomes {ok: false, code, args, error} (codes module_aborted
//    and module_exception, docs/refusal-codes.md). Embind itself throws a BindingError
//    on a wrong argument count;
//  - keeps Embind's argCount, which marks the module's API (Emscripten adds functions of its own).
// A wasm trap or abort leaves the module's memory in an unknown state: from then on every call
// answers {ok: false, aborted: true, code: "module_aborted", args, error} without running, and module.aborted is true, so the
// page can start a fresh module (web/js/core.js). A trap is a WebAssembly.RuntimeError, or an
// error whose message is Emscripten's "Aborted(...)": in the wasm2js build (pe-core-js.js) the
// module's own WebAssembly stand-in makes RuntimeError a plain Error, and there may be no global
// WebAssembly at all.
// The same file serves both modules of cpp/bindings: createPeCore and createPeLab.
(function () {
  var isLab = typeof createPeLab === "function";
  var createUnguarded = isLab ? createPeLab : createPeCore;
  function guardModule(module) {
    module.aborted = false;
    function guard(name, call, argCount) {
      var guarded = function () {
        if (module.aborted) {
          return {
            ok: false,
            aborted: true,
            code: "module_aborted",
            args: { function: name },
            error: name + ": the core stopped after an earlier failure and must be restarted",
          };
        }
        var args = Array.prototype.slice.call(arguments, 0, argCount);
        while (args.length < argCount) args.push(undefined);
        try {
          return call.apply(null, args);
        } catch (error) {
          var reason = error && error.message ? error.message : String(error);
          var trapped =
            (typeof WebAssembly === "object" && error instanceof WebAssembly.RuntimeError) ||
            /^Aborted\(/.test(reason);
          if (trapped) module.aborted = true;
          return {
            ok: false,
            aborted: trapped,
            code: trapped ? "module_aborted" : "module_exception",
            args: trapped ? { function: name } : { function: name, reason: reason },
            error: name + " failed inside the core: " + reason,
          };
        }
      };
      // Kept, so that an API function can still be told from Emscripten's own (tests compare
      // the module with dist/pe-core.d.ts).
      guarded.argCount = argCount;
      return guarded;
    }
    Object.keys(module).forEach(function (name) {
      var call = module[name];
      if (typeof call === "function" && typeof call.argCount === "number") {
        module[name] = guard(name, call, call.argCount);
      }
    });
    return module;
  }
  var createGuarded = function (moduleArg) {
    // Emscripten reports an abort through printErr as well; the guard's result says it instead.
    var options = Object.assign({ printErr: function () {} }, moduleArg || {});
    return createUnguarded(options).then(guardModule);
  };
  if (isLab) {
    createPeLab = createGuarded;
  } else {
    createPeCore = createGuarded;
  }
  if (typeof module === "object" && module.exports) module.exports = createGuarded;
})();
