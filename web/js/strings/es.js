// Spanish messages of ui; keys and placeholders as in en.js.
import controls from "./es/controls.js";
import core from "./es/core.js";
import embed from "./es/embed.js";
import figures from "./es/figures.js";
import page from "./es/page.js";
import params from "./es/params.js";
import refusals from "./es/refusals.js";
import shell from "./es/shell.js";

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
