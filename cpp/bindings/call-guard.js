// Linked with --extern-post-js: wraps the factory so that every API function of the module
//  - takes exactly the arguments it declares: a missing one arrives as undefined (and the core says
//    "<name> must be a number (got undefined)"), extra ones are ignored, as JS functions do;
//  - never throws: anything thrown (an abort of the module included) becomes {ok: false, error}.
// Embind itself throws a BindingError on a wrong argument count.
(function () {
  var createUnguarded = createPeCore;
  function guard(name, call, argCount) {
    return function () {
      var args = Array.prototype.slice.call(arguments, 0, argCount);
      while (args.length < argCount) args.push(undefined);
      try {
        return call.apply(null, args);
      } catch (error) {
        var reason = error && error.message ? error.message : String(error);
        return { ok: false, error: name + " failed inside the core: " + reason };
      }
    };
  }
  createPeCore = function (moduleArg) {
    return createUnguarded(moduleArg).then(function (module) {
      Object.keys(module).forEach(function (name) {
        var call = module[name];
        if (typeof call === "function" && typeof call.argCount === "number") {
          module[name] = guard(name, call, call.argCount);
        }
      });
      return module;
    });
  };
  if (typeof module === "object" && module.exports) module.exports = createPeCore;
})();
