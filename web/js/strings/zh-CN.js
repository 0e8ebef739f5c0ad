// Simplified Chinese messages of ui; keys and placeholders as in en.js.
import controls from "./zh-CN/controls.js";
import core from "./zh-CN/core.js";
import embed from "./zh-CN/embed.js";
import figures from "./zh-CN/figures.js";
import page from "./zh-CN/page.js";
import params from "./zh-CN/params.js";
import refusals from "./zh-CN/refusals.js";
import shell from "./zh-CN/shell.js";

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
