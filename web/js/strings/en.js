// The shared interface's English messages (namespace "ui"), one file per part of the page.
// docs/messages.md has the conventions.
import core from "./en/core.js";
import embed from "./en/embed.js";

export default {
  ...core,
  ...embed,
};
