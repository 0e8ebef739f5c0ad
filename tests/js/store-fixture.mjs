// A store on a fake location/history, for unit tests of web/js/state/: storeFor("?d=7") gives
// the store and url(), the last URL it wrote, and writes(), all of them. URLs are written at once
// unless urlInterval (ms) asks for the page's throttling. limits are the core's (limits() of the
// module), and sentences are checked with the built core's own tokenize, as on the page.
import { createStore } from "../../web/js/state/index.js";
import { CORES, loadCore } from "./cores.mjs";

const core = await loadCore(CORES[0]);

export const limits = {
  minDModel: 2,
  maxDModel: 4096,
  minPositions: 1,
  maxPositions: 65536,
  maxCells: 4194304,
  maxPosition: 1000000,
  maxBase: 1e12,
  maxSentenceTokens: 32,
  maxSentenceChars: 256,
  learnedMaxLen: 16,
};

export function storeFor(search, { urlInterval = 0 } = {}) {
  const written = [];
  const location = {
    search,
    pathname: "/index.html",
    hash: "",
    href: `http://h/index.html${search}`,
  };
  const history = { state: null, replaceState: (state, title, url) => written.push(url) };
  const store = createStore({ limits, tokenize: core.tokenize, location, history, urlInterval });
  return { store, url: () => written[written.length - 1], writes: () => [...written] };
}
