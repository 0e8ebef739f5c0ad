// The table benchmark in a process of its own: node tests/bench/tables.mjs ROUNDS NxD [NxD...]
// prints { tables } (kernels.mjs benchTables, one per shape) as JSON on stdout. run.mjs runs it
// twice, in the environment as it is and with glibc told to keep freed memory (see run.mjs), so
// that each run starts from the same fresh process.
import { benchTables, loadCores, startNumpy } from "./kernels.mjs";

const [rounds, ...shapes] = process.argv.slice(2);
const cores = await loadCores();
const numpy = await startNumpy();
const tables = [];
try {
  for (const shape of shapes) {
    const [nPos, dModel] = shape.split("x").map(Number);
    tables.push(await benchTables(cores, { nPos, dModel, rounds: Number(rounds), numpy }));
  }
} finally {
  numpy?.stop();
}
process.stdout.write(JSON.stringify({ tables }));
