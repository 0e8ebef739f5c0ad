// Text of XML or HTML with its character references decoded: the five named ones, &nbsp; (as a
// plain space) and numeric ones. Used to read JUnit reports (scripts/test.mjs) and printed pages
// (tests/browser/classroom.test.mjs).
/** @param {string} text */
export const decodeEntities = (text) =>
  text
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, code) => String.fromCodePoint(Number(code)))
    .replace(/&amp;/g, "&");
