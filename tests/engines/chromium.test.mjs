// The cross-engine suite in Debian's Chromium (crossEngine.mjs).
import { crossEngineSuite } from "./crossEngine.mjs";

crossEngineSuite("chromium");
