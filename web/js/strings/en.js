// The shared interface's English messages (namespace "ui"), one file per part of the page.
// docs/messages.md has the conventions.
import controls from "./en/controls.js";
import core from "./en/core.js";
import embed from "./en/embed.js";
import figures from "./en/figures.js";
import page from "./en/page.js";
import params from "./en/params.js";
import refusals from "./en/refusals.js";
import shell from "./en/shell.js";

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
