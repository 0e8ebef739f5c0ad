// Sharing a section: "Copy link" (copyLink.js), "Embed this" (embedSnippet.js), the embed page
// (embed.js) and the <pe-explorer> element (peExplorerElement.js); the glossary's frame
// (glossaryView.js, and the folded glossary of the embed page).
export default {
  // Under each glossary entry: the section where the article first uses the symbol. <link> is a
  // link showing that section's title; {section} is its id (not shown).
  "glossary.firstUsed": "First used in <link>{section}</link>.",
  // The link to the glossary in the head of every section, and its tooltip.
  "glossary.link": "Symbols",
  "glossary.linkTitle": "The glossary: what every symbol of the article means",
  // The embed page's folded glossary.
  "glossary.folded": "Glossary of symbols",
  "glossary.foldedNote":
    "Each symbol has one meaning throughout the article. The sections named below are in the full article.",

  "copyLink.button": "Copy link",
  // {section}: the section's title.
  "copyLink.label": "Copy a link to “{section}” with the current settings",
  "copyLink.field": "Link to this section",
  "copyLink.copied": "Link copied.",
  "copyLink.selected": "Copy the selected link.",

  "embed.button": "Embed this",
  // {section}: the section's title.
  "embed.buttonLabel": "Embed “{section}” in another page",
  "embed.panelLabel": "Embed code for “{section}”",
  "embed.intro":
    "Paste this HTML into your course page (in its HTML or source view). It shows this section alone, with the settings you have now, in a sandboxed frame that needs nothing from your page.",
  "embed.fileNote":
    "This copy is opened from disk, so the address below is a file on this computer. Put the folder (or the zip from the build) on a web server and embed from its address there.",
  "embed.codeLabel": "Embed code",
  "embed.formatLegend": "Code to paste",
  // The three kinds of code to paste, and a note on each.
  "embed.format.frame": "Frame only",
  "embed.format.frameNote":
    "Nothing but the iframe: it works where a course page allows frames and no scripts. It keeps the height written in the code.",
  "embed.format.script": "Frame + resize script",
  "embed.format.scriptNote":
    "The script file fits the frame to its content. On a page whose Content-Security-Policy has script-src 'self', copy pe-explorer-resize.js (in the explorer's folder and zip) to your course site and point src at your copy.",
  "embed.format.component": "Web component",
  "embed.format.componentNote":
    "A '<pe-explorer>' element that makes the frame and fits it. Its script must load from the explorer's address, so a page with script-src 'self' allows it only where the explorer is on the course site itself.",
  // The colours of the embedded frame; "Colours " is followed by the menu.
  "embed.theme": "Colours",
  "embed.theme.auto": "Follow each student’s device (auto)",
  "embed.theme.light": "Light",
  "embed.theme.dark": "Dark",
  "embed.inlineNote":
    "None of these needs an inline '<script>': a course page whose Content-Security-Policy has script-src 'self' without 'unsafe-inline' blocks inline scripts, and script files from the addresses it allows still run.",
  "embed.copy": "Copy",
  "embed.copyLabel": "Copy the embed code",
  "embed.close": "Close",
  // In place of the code while the quiz's options have a field in error.
  "embed.fixQuiz": "Fix the marked field of the quiz first.",
  // The iframe's title in the code to paste (read by screen readers on the course page).
  "embed.frameTitle": "Positional Encoding Explorer: {section}",
  "embed.copied": "Embed code copied.",
  "embed.selected": "The code is selected: press Ctrl+C (⌘C on a Mac) to copy it.",

  // The embed page (embed.html) when ?section= names no section, or none.
  "embedPage.noSuchSection": "No such section",
  "embedPage.whichSection": "Which section?",
  // {requested}: what the link asked for, quoted and cut short.
  "embedPage.noSuchSectionText":
    "This page shows one section of the Positional Encoding Explorer, chosen with ?section=. There is no section {requested}. The valid ids are:",
  "embedPage.whichSectionText":
    "This page shows one section of the Positional Encoding Explorer, chosen with ?section= in its address (for example embed.html?section=identity). The valid ids are:",
  // One item of the list of ids: " — " then the section's title, after the id's link.
  "embedPage.sectionTitle": " — {title}",
  "embedPage.titleUnknown": "Positional Encoding Explorer: which section?",
  // document.title of the embed page. {section}: the section's title.
  "embedPage.title": "{section} · Positional Encoding Explorer",
  "embedPage.downloadsOff":
    "Saving figures (PNG, CSV) is off in this sandboxed frame; the full article has it.",
};
