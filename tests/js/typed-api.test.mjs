// dist/pe-core.d.ts (built from cpp/bindings/pe-core.d.ts) against the built modules: the functions
// it declares in `interface PeCore` are exactly the module's API functions (those Embind registered,
// marked with argCount by cpp/bindings/call-guard.js), each with the same number of arguments.
// The declarations are read as text here (one method a line), independently of TypeScript.
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { before, describe, it } from "node:test";
import { fileURLToPath } from "node:url";

import { CORES, LABS, corePath, loadCore, loadLab } from "./cores.mjs";

const root = fileURLToPath(new URL("../../", import.meta.url));
const source = readFileSync(`${root}cpp/bindings/pe-core.d.ts`, "utf8");

// name -> number of parameters, for each method of `interface <name> { ... }` (PeCore: the core
// module, PeLab: the lab module).
function declaredFunctions(text, name = "PeCore") {
  const start = text.indexOf(`interface ${name} {`);
  assert.ok(start >= 0, `pe-core.d.ts declares interface ${name}`);
  const body = text.slice(start, text.indexOf("\n  }", start));
  const declared = new Map();
  for (const match of body.matchAll(/^\s*(\w+)\(([^)]*)\)\s*:/gm)) {
    const params = match[2].split(",").filter((param) => param.trim() !== "");
    declared.set(match[1], params.length);
  }
  return declared;
}

describe("pe-core.d.ts", () => {
  it("is shipped in dist/ as built from cpp/bindings/, with pe-lab.d.ts", () => {
    for (const name of ["pe-core.d.ts", "pe-lab.d.ts"]) {
      assert.ok(existsSync(`${root}dist/${name}`), `dist/${name} exists (run the build)`);
      assert.equal(
        readFileSync(`${root}dist/${name}`, "utf8"),
        readFileSync(`${root}cpp/bindings/${name}`, "utf8"),
      );
    }
  });

  it("types every result with ok and error, and a refusal with aborted", () => {
    assert.ok(declaredFunctions(source).size >= 20, "every function of the module");
    assert.match(
      source,
      /interface Failure \{\s*ok: false;[^}]*error: string;[^}]*aborted\?: boolean;/,
    );
    assert.match(source, /type Result<T> = \(T & \{ ok: true; error: "" \}\) \| Failure;/);
    assert.match(source, /\n\s*aborted: boolean;/, "module.aborted");
  });
});

for (const [modules, load, interfaceName, least] of [
  [CORES, loadCore, "PeCore", 20],
  [LABS, loadLab, "PeLab", 9],
]) {
  for (const core of modules) {
    describe(`${corePath(core)} against ${interfaceName} of pe-core.d.ts`, () => {
      let m;
      before(async () => {
        m = await load(core);
      });

      it("declares exactly the module's functions, with their argument counts", () => {
        const actual = new Map(
          Object.keys(m)
            .filter((name) => typeof m[name] === "function" && typeof m[name].argCount === "number")
            .map((name) => [name, m[name].argCount]),
        );
        const sorted = (map) => [...map].sort(([a], [b]) => a.localeCompare(b));
        assert.ok(
          actual.size >= least,
          `the module marks its API (${actual.size} functions found)`,
        );
        assert.deepEqual(sorted(declaredFunctions(source, interfaceName)), sorted(actual));
      });

      it("has the declared aborted flag, false while the module runs", () => {
        assert.equal(m.aborted, false);
      });
    });
  }
}
