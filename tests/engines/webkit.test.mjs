// The cross-engine suite in WebKitGTK (Safari's engine) (crossEngine.mjs).
import { crossEngineSuite } from "./crossEngine.mjs";

crossEngineSuite("webkit");
