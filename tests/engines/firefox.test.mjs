// The cross-engine suite in Debian's Firefox ESR (crossEngine.mjs).
import { crossEngineSuite } from "./crossEngine.mjs";

crossEngineSuite("firefox");
