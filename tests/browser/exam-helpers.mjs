// What the exam's browser tests share: reading a question off the page (its kind, seed and params,
// from data attributes; its options from their labels) and answering it with the independent
// oracle of tests/oracle/exam-oracle.mjs, never with the page's own answer.
import { createServer } from "node:http";
import { after, before } from "node:test";

import { startServer } from "../../scripts/serve.mjs";
import { oracle } from "../oracle/exam-oracle.mjs";

/** The question shown inside `scope` (a card of the page or of a frame). */
export async function readQuestion(frame, scope = "#exam [data-slot=card]") {
  const card = frame.locator(`${scope} .exam-question`).first();
  await card.waitFor();
  return {
    card,
    id: await card.getAttribute("data-id"),
    kind: await card.getAttribute("data-kind"),
    seed: Number(await card.getAttribute("data-seed")),
    params: JSON.parse(await card.getAttribute("data-question")),
    options: await card.locator(".exam-choice span").allTextContents(),
    fields: await card.locator(".exam-input").count(),
  };
}

/** The oracle's right answer: the texts to type, or the option to pick. */
export function rightAnswer(q) {
  const value = oracle[q.kind].answer(q.params, q.options);
  if (q.options.length > 0) return { option: value };
  return { texts: [].concat(value).map((v) => v.toPrecision(9)) };
}

/** Types (or picks) and presses Check; returns the verdict and the feedback's text. */
export async function answer(q, { texts, option }) {
  if (option !== undefined) {
    await q.card.locator(`.exam-choice[data-option="${option}"] input`).check();
  } else {
    for (const [n, text] of texts.entries()) await q.card.locator(".exam-input").nth(n).fill(text);
  }
  await q.card.locator(".exam-check").click();
  const feedback = q.card.locator(".exam-feedback");
  return {
    verdict: await feedback.getAttribute("data-verdict"),
    text: await feedback.textContent(),
  };
}

/** A wrong answer that is none of the known mistakes. */
export function wrongAnswer(q) {
  if (q.options.length > 0) return { option: (rightAnswer(q).option + 1) % q.options.length };
  const value = [].concat(oracle[q.kind].answer(q.params));
  return { texts: value.map((v) => (v + 0.37 + 0.5 * Math.abs(v)).toPrecision(9)) };
}

// A course page's script that keeps each score message its quiz frame posts in window.scores,
// with the checks docs/classroom.md advises (the frame's own messages, of this type only).
export const keepScores = `
  window.scores = [];
  window.addEventListener("message", (event) => {
    if (event.source !== document.getElementById("quiz").contentWindow) return;
    if (!event.data || event.data.type !== "pe-explorer:score") return;
    window.scores.push(event.data);
  });`;

/**
 * Call at the top level of a test file: before the tests, the real server with the strict CSP
 * sent as a header, and a course page on another origin (`courseUrl(query)`) that shows
 * embed.html?section=exam&<query> in <iframe id="quiz" sandbox="allow-scripts">, with `script`
 * after it as a file of its own (/course.js); the course page itself is sent under
 * `default-src 'none'; script-src 'self'; frame-src <the embed's origin>`, a strict course
 * platform's policy. Both closed after the tests.
 */
export function useCoursePage({ heading = "Week 3: practice", script = "" } = {}) {
  const shared = {
    cspBase: "",
    courseUrl: (query) => `${shared.courseBase}/?q=${encodeURIComponent(query)}`,
    courseBase: "",
  };
  let cspServer;
  let courseServer;
  before(async () => {
    ({ server: cspServer, url: shared.cspBase } = await startServer({ port: 0, csp: true }));
    courseServer = createServer((request, response) => {
      const { pathname, searchParams } = new URL(request.url, "http://x");
      if (pathname === "/course.js") {
        response.writeHead(200, { "content-type": "text/javascript; charset=utf-8" });
        response.end(script);
        return;
      }
      const query = searchParams.get("q") ?? "";
      response.writeHead(200, {
        "content-type": "text/html; charset=utf-8",
        "content-security-policy": `default-src 'none'; script-src 'self'; img-src data:; frame-src ${new URL(shared.cspBase).origin}`,
      });
      response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Course page</title></head>
<body><h1>${heading}</h1>
<iframe id="quiz" src="${shared.cspBase}embed.html?section=exam&${query}" title="Exam practice" width="100%" height="1400" sandbox="allow-scripts"></iframe>
${script ? '<script src="/course.js"></script>' : ""}
</body></html>`);
    });
    await new Promise((resolve) => courseServer.listen(0, "127.0.0.1", resolve));
    shared.courseBase = `http://127.0.0.1:${courseServer.address().port}`;
  });
  after(async () => {
    await new Promise((resolve) => (cspServer ? cspServer.close(resolve) : resolve()));
    await new Promise((resolve) => (courseServer ? courseServer.close(resolve) : resolve()));
  });
  return shared;
}
