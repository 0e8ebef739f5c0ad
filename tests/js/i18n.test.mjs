// web/js/i18n/: choosing the page's language from what the environment gives, the catalogues'
// look-up and formatting (ICU plurals), and the pseudo-locale. Expected values are written out
// from the rules (CLDR's English plural categories, the documented fallbacks), not computed by
// the code under test.
import assert from "node:assert/strict";
import { afterEach, describe, it } from "node:test";

import { catalogue } from "../../web/js/i18n/catalogue.js";
import {
  defaultLanguage,
  linkedLanguage,
  preferredLanguage,
  setLanguage,
} from "../../web/js/i18n/language.js";
import { pseudoLocalize } from "../../web/js/i18n/pseudo.js";

afterEach(() => setLanguage(defaultLanguage));

describe("the page's language", () => {
  it("takes the first preferred language the page offers, matched on its primary subtag", () => {
    assert.equal(preferredLanguage(["en-GB", "fr"]), "en");
    assert.equal(preferredLanguage(["fr-FR", "EN"]), "en");
    assert.equal(preferredLanguage(["en_US"]), "en");
  });

  it("falls back to English on anything the environment may give that it does not offer", () => {
    for (const odd of [
      [],
      ["C"],
      [""],
      ["und"],
      ["C.UTF-8"],
      ["x-klingon"],
      [undefined],
      [42],
      [null],
    ]) {
      assert.equal(preferredLanguage(odd), "en", JSON.stringify(odd));
    }
  });

  it("never picks the pseudo-locale from the browser: it is offered by link only", () => {
    assert.equal(preferredLanguage(["en-XA"]), "en");
    assert.equal(linkedLanguage("?lang=en-XA"), "en-XA");
  });

  it("reads a link's lang only when it names a language the page offers by link", () => {
    assert.equal(linkedLanguage("?lang=en"), "en");
    assert.equal(linkedLanguage("?n=3"), "");
    assert.equal(linkedLanguage("?lang=C"), "");
    assert.equal(linkedLanguage("?lang=EN"), "");
    assert.equal(linkedLanguage("?lang="), "");
  });

  it("refuses to switch to a language it does not offer", () => {
    assert.equal(setLanguage("xx"), false);
    assert.equal(setLanguage("en-XA"), true);
  });
});

describe("a catalogue", () => {
  const messages = {
    moved: "{count, plural, one {# word has} other {# words have}} moved",
    caption: "PE for positions 0 to {last}",
    rich: "See <link>the glossary</link> for {symbol}.",
  };
  const { t, nodes } = catalogue("test", { en: messages });

  it("fills arguments and chooses English plural forms (one: 1; other: 0, 2, 21)", () => {
    assert.equal(t("moved", { count: 1 }), "1 word has moved");
    assert.equal(t("moved", { count: 0 }), "0 words have moved");
    assert.equal(t("moved", { count: 2 }), "2 words have moved");
    assert.equal(t("moved", { count: 21 }), "21 words have moved");
    assert.equal(t("caption", { last: "31" }), "PE for positions 0 to 31");
  });

  it("builds a message with markup from the caller's functions, in order", () => {
    const pieces = nodes("rich", { link: (chunks) => ({ link: chunks }), symbol: "ω" });
    assert.deepEqual(pieces, ["See ", { link: ["the glossary"] }, " for ω."]);
  });

  it("writes text without MessageFormat syntax as it stands, and still reads apostrophes as quotes", () => {
    const plain = catalogue("plain", {
      en: {
        hash: "Row # 3: 0.5 × 2 = 1 — done.",
        apostrophe: "It''s here",
        quoted: "It''s '{'k'}', not {k}",
        spaced: "  kept  ",
      },
    });
    assert.equal(plain.t("hash"), "Row # 3: 0.5 × 2 = 1 — done.");
    assert.equal(plain.t("spaced"), "  kept  ");
    assert.equal(plain.t("apostrophe"), "It's here");
    assert.equal(plain.t("quoted", { k: "7" }), "It's {k}, not 7");
    assert.deepEqual(plain.nodes("hash"), ["Row # 3: 0.5 × 2 = 1 — done."]);
  });

  it("says so on the console, and shows the key, for a key English lacks", (context) => {
    const errors = [];
    context.mock.method(console, "error", (text) => errors.push(text));
    assert.equal(t("nope"), "[test.nope]");
    assert.equal(errors.length, 1);
    assert.match(errors[0], /no message "nope"/);
  });

  it("reads in English where another language lacks a key", () => {
    const partial = catalogue("partial", { en: { a: "one", b: "two" }, "en-XA": {} });
    setLanguage("en-XA");
    // The pseudo-locale is English, rewritten: "one" -> accented, bracketed, longer.
    assert.equal(partial.t("a"), "⟦öñé ·⟧");
  });
});

describe("the pseudo-locale", () => {
  it("accents letters, keeps digits, punctuation and outer spaces, and brackets the text", () => {
    assert.equal(pseudoLocalize("Reset the lab"), "⟦Ŕéšéţ ţĥé ļàƀ ·····⟧");
    assert.equal(pseudoLocalize(" 3.14, x "), " ⟦3.14, ẋ ···⟧ ");
    assert.equal(pseudoLocalize("   "), "   ");
  });

  it("is what a catalogue gives in en-XA, around the formatted English", () => {
    const { t } = catalogue("pseudo", { en: { n: "{count, plural, one {# row} other {# rows}}" } });
    setLanguage("en-XA");
    assert.equal(t("n", { count: 2 }), "⟦2 ŕöŵš ··⟧");
  });
});
