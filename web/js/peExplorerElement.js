// @ts-check
// <pe-explorer section="identity" pos="5" k="3"></pe-explorer>: one section of the Positional
// Encoding Explorer in a page that allows scripts (dist/pe-explorer-element.js).
//
//   <script src="https://example.org/pe-explorer/pe-explorer-element.js"></script>
//   <pe-explorer section="identity" pos="5" k="3"></pe-explorer>
//
// The element is a thin wrapper around the iframe a page without scripts would use: it makes an
// <iframe sandbox="allow-scripts"> to embed.html beside this script (found through the script's
// own URL), passes its attributes as URL parameters (section, n, d, base, pos, i, k, ...: the
// article's; embed.html checks them and says what it did not accept), and sets the frame's height
// from the frame's "pe-explorer:resize" messages. Changing an attribute reloads the frame with
// the new parameters. The frame keeps its opaque origin: it reads nothing of the host page.
// It also fires a "pe-explorer:resize" event ({ detail: { section, height } }) on the element.
// theme="light" or "dark" lets the course page choose the section's colours (like every attribute,
// it becomes the URL parameter of the same name). lang="es" (zh-CN, ar, en) is the section's
// language: the element's own HTML lang attribute, passed on as the frame's lang parameter too.
import { resizeHeight, resizeMessageType } from "./frameMessages.js";

// Only readable while this script first runs, so read it now.
const scriptUrl = /** @type {HTMLScriptElement | null} */ (document.currentScript)?.src || "";
const embedUrl = new URL("embed.html", scriptUrl || document.baseURI).href;

// Attributes that belong to the element as an HTML element, not to the explorer.
const ownAttributes = new Set(["id", "class", "style", "title", "lang", "dir", "hidden", "slot"]);
const isOwn = (name) =>
  ownAttributes.has(name) ||
  name.startsWith("aria-") ||
  name.startsWith("data-") ||
  name.startsWith("on") ||
  name === "tabindex";

const initialHeight = 480;

class PeExplorerElement extends HTMLElement {
  constructor() {
    super();
    this.frame = null;
    this.onMessage = this.onMessage.bind(this);
    this.observer = new MutationObserver(() => this.updateSource());
  }

  // The embed address for the current attributes, in attribute order (section first).
  source() {
    const url = new URL(embedUrl);
    const names = this.getAttributeNames().filter((name) => !isOwn(name));
    names.sort((a, b) => (a === "section" ? -1 : b === "section" ? 1 : 0));
    for (const name of names) url.searchParams.set(name, this.getAttribute(name));
    const lang = this.getAttribute("lang");
    if (lang) url.searchParams.set("lang", lang);
    return url.href;
  }

  connectedCallback() {
    if (!this.frame) {
      const root = this.attachShadow({ mode: "open" });
      const frame = document.createElement("iframe");
      frame.setAttribute("sandbox", "allow-scripts");
      frame.setAttribute("loading", "lazy");
      // Set through the CSSOM, which a host page's style-src does not restrict.
      frame.style.display = "block";
      frame.style.width = "100%";
      frame.style.border = "0";
      frame.style.height = `${initialHeight}px`;
      root.append(frame);
      this.frame = frame;
    }
    this.updateSource();
    window.addEventListener("message", this.onMessage);
    this.observer.observe(this, { attributes: true });
  }

  disconnectedCallback() {
    window.removeEventListener("message", this.onMessage);
    this.observer.disconnect();
  }

  updateSource() {
    const section = this.getAttribute("section") || "";
    // The frame's name: the course page's own title attribute, in the course page's language;
    // else this English fallback. Not from the ui catalogue: this small script runs on someone
    // else's page, whose language it does not choose, and the catalogue with its formatter would
    // take it from about 2 KB to 42 KB for this one fallback.
    this.frame.title = this.getAttribute("title")
      ? `${this.getAttribute("title")}`
      : `Positional Encoding Explorer${section ? `: ${section}` : ""}`;
    const src = this.source();
    if (this.frame.getAttribute("src") !== src) this.frame.setAttribute("src", src);
  }

  onMessage(event) {
    if (!this.frame || event.source !== this.frame.contentWindow) return;
    const height = resizeHeight(event.data);
    if (height === null) return;
    this.frame.style.height = `${height}px`;
    this.dispatchEvent(
      new CustomEvent(resizeMessageType, { detail: { section: event.data.section, height } }),
    );
  }
}

if (!customElements.get("pe-explorer")) customElements.define("pe-explorer", PeExplorerElement);
