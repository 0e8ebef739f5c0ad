// Types of the training lab's module (dist/pe-lab.js with SIMD, dist/pe-lab-scalar.js without,
// dist/pe-lab-js.js as plain JavaScript; the same API), a classic script defining the global factory createPeLab(); under node,
// require("./pe-lab.js") returns the same factory. The build copies this file to
// dist/pe-lab.d.ts, beside dist/pe-core.d.ts, which holds the types (PeLab and its results, and
// the refusals: Failure, RefusalCode, RefusalArgs).
// docs/api.md ("The training lab") has an example of every function with its real output.

import createPeCore = require("./pe-core");

export = createPeLab;
export as namespace createPeLab;

declare function createPeLab(options?: createPeCore.ModuleOptions): Promise<createPeCore.PeLab>;
