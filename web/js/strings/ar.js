// Arabic messages of ui; keys and placeholders as in en.js.
import controls from "./ar/controls.js";
import core from "./ar/core.js";
import embed from "./ar/embed.js";
import figures from "./ar/figures.js";
import page from "./ar/page.js";
import params from "./ar/params.js";
import refusals from "./ar/refusals.js";
import shell from "./ar/shell.js";

export default {
  ...controls,
  ...core,
  ...embed,
  ...figures,
  ...page,
  ...params,
  ...refusals,
  ...shell,
};
