// @ts-check
// dist/pe-explorer-resize.js: fits each embedded section's <iframe> to its content on a course
// page, from a script file instead of an inline <script>, so that it also runs where the page's
// Content-Security-Policy allows script files only (script-src 'self', without 'unsafe-inline').
//
//   <iframe src="https://example.org/pe-explorer/embed.html?section=identity" ...
//     sandbox="allow-scripts"></iframe>
//   <script src="pe-explorer-resize.js"></script>
//
// Under script-src 'self' the file must come from the course site itself: copy it there (it is in
// dist/ and in pe-explorer.zip; it needs no other file). It listens for the frames' messages
// ({ type: "pe-explorer:resize", section, height }: frameMessages.js), takes one only from one of
// the page's own iframes (event.source), and sets that frame's height through the CSSOM, which a
// page's style-src does not restrict. Frames added later are resized too; nothing else is touched.
import { resizeHeight } from "./frameMessages.js";

window.addEventListener("message", (event) => {
  const height = resizeHeight(event.data);
  if (height === null) return;
  for (const frame of document.querySelectorAll("iframe")) {
    if (frame.contentWindow === event.source) frame.style.height = `${height}px`;
  }
});
