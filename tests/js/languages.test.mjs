// The page in every language it offers, without a browser: the translations against the English
// (every key, the same placeholders and tags, valid ICU, each language's CLDR plural categories;
// the prose with the same skeleton: scripts/translation-check.mjs), how numbers are written and
// read back in each language, which language a page takes, and the toy's sentences in each
// language. Expected values are written out by hand from the rules (CLDR's categories, the
// languages' number conventions), or checked by the separately written JS tokenizer
// (tests/oracle/toy-oracle.mjs), never computed by the code under test.
import assert from "node:assert/strict";
import { afterEach, describe, it } from "node:test";

import { IntlMessageFormat } from "intl-messageformat";

import { catalogues, loadLanguagePack } from "../../scripts/language-pack.mjs";
import {
  catalogueProblems,
  messageProblems,
  proseProblems,
} from "../../scripts/translation-check.mjs";
import { catalogue } from "../../web/js/i18n/catalogue.js";
import {
  chooseLanguage,
  defaultLanguage,
  offeredLanguages,
  pageFile,
  pageOfPath,
  preferredLanguage,
  setLanguage,
} from "../../web/js/i18n/language.js";
import { localNumberText, localTexNumber, plainNumberText } from "../../web/js/i18n/numbers.js";
import { numberText, fixed, countText, texNumber, quoted } from "../../web/js/format.js";
import { toySentence, toySentencePair, toyFocusWord } from "../../web/js/toySentences.js";
import { createRandom } from "../../web/js/seededRandom.js";
import { tokenize } from "../oracle/toy-oracle.mjs";

const translated = offeredLanguages.filter((language) => language !== defaultLanguage);

afterEach(() => {
  setLanguage(defaultLanguage);
  delete globalThis.peMessages;
});

describe("the translations", () => {
  it("offers English, Simplified Chinese, Spanish and Arabic", () => {
    assert.deepEqual(offeredLanguages, ["en", "zh-CN", "es", "ar"]);
  });

  for (const language of translated) {
    it(`${language}: every catalogue has every English key, the same placeholders and tags, valid ICU and ${language}'s plural forms`, async () => {
      assert.deepEqual(await catalogueProblems(language), []);
    });

    it(`${language}: every prose file has the English skeleton and its own title and <html lang dir>`, () => {
      assert.deepEqual(proseProblems(language), []);
    });
  }

  it("English's own plurals cover English's categories (one, other)", async () => {
    for (const { folder } of catalogues()) {
      const english = (await import(`${folder}/en.js`)).default;
      assert.deepEqual(messageProblems(english, english, "en", folder), []);
    }
  });

  it("the checks can fail: a missing key, a renamed placeholder, a lost tag, a missing plural form", () => {
    const english = {
      a: "{count, plural, one {# word} other {# words}}",
      b: "Hello {name}",
      c: "<em>x</em>",
    };
    const spanish = messageProblems(
      english,
      { b: "Hola {nombre}", c: "x", a: "{count, plural, one {# palabra} other {# palabras}}" },
      "es",
      "es.js",
    );
    assert.deepEqual(spanish, [
      'es.js: "b" has arguments {nombre}; English has {name}',
      'es.js: "c" has tags <none>; English has <em>',
      `es.js: "a" plural {count} lacks many; es's categories are many, one, other`,
    ]);
    const arabic = messageProblems(
      english,
      { a: "{count, plural, one {#} other {#}}" },
      "ar",
      "ar.js",
    );
    assert.ok(arabic.includes('ar.js: missing "b"'));
    assert.ok(
      arabic.some((line) => /lacks few, many, two, zero;/.test(line)),
      arabic.join("\n"),
    );
  });

  it("a page takes a loaded language's messages, and English (with English plurals) where one is missing", () => {
    const { t } = catalogue("test-pack", {
      en: { hello: "Hello", words: "{count, plural, one {# word} other {# words}}" },
    });
    globalThis.peMessages = {
      language: "es",
      catalogues: { "test-pack": { hello: "Hola" } },
    };
    setLanguage("es");
    assert.equal(t("hello"), "Hola");
    assert.equal(t("words", { count: 1 }), "1 word");
    setLanguage("ar");
    assert.equal(t("hello"), "Hello", "a pack of another language is not used");
  });

  // catalogue.js writes a message without MessageFormat syntax ({ } < > ') as it stands, without
  // intl-messageformat: in every language, each such message must read exactly as the library
  // itself formats it.
  for (const language of offeredLanguages) {
    it(`${language}: every message without syntax reads as intl-messageformat writes it`, async () => {
      const pack = await loadLanguagePack(language);
      setLanguage(language);
      let checked = 0;
      for (const [namespace, messages] of Object.entries(pack.catalogues)) {
        const english = (await loadLanguagePack(defaultLanguage)).catalogues[namespace];
        const { t } = catalogue(`syntax-free-${namespace}`, { en: english, [language]: messages });
        for (const [key, message] of Object.entries(messages)) {
          if (/[{}<>']/.test(message)) continue;
          assert.equal(
            t(key),
            new IntlMessageFormat(message, language).format(),
            `${namespace}.${key}`,
          );
          checked += 1;
        }
      }
      assert.ok(checked > 300, `only ${checked} messages checked`);
    });
  }

  for (const language of translated) {
    it(`${language}: its pack holds every catalogue, in its language`, async () => {
      const pack = await loadLanguagePack(language);
      assert.deepEqual(
        Object.keys(pack.catalogues).sort(),
        catalogues()
          .map(({ namespace }) => namespace)
          .sort(),
      );
    });
  }
});

describe("numbers in each language", () => {
  it("Spanish writes a decimal comma and a point between thousands; the others as English", () => {
    assert.equal(localNumberText("−1,234.5", "es"), "−1.234,5");
    assert.equal(localNumberText("0.84", "es"), "0,84");
    assert.equal(localNumberText("4.44 × 10⁻¹⁶", "es"), "4,44 × 10⁻¹⁶");
    for (const language of ["en", "zh-CN"]) {
      assert.equal(localNumberText("−1,234.5", language), "−1,234.5");
    }
    // Arabic: digits 0-9, and each number a left-to-right island (LRI ... PDI), so that its minus
    // stays in front in a right-to-left sentence.
    assert.equal(localNumberText("−1,234.5", "ar"), "\u2066−1,234.5\u2069");
    assert.equal(localTexNumber("0.84", "es"), "0{,}84");
    assert.equal(localTexNumber("0.84", "ar"), "0.84");
  });

  it("the page's formatter follows the page's language", () => {
    setLanguage("es");
    assert.equal(numberText(0.5), "0,5");
    assert.equal(numberText(-0.000012345), "−1,2345 × 10⁻⁵");
    assert.equal(fixed(-0.5, 3), "−0,500");
    assert.equal(countText(1572864), "1.572.864");
    assert.equal(texNumber(0.25), "0{,}25");
    setLanguage("zh-CN");
    assert.equal(numberText(0.5), "0.5");
    assert.equal(quoted("狗"), "“狗”");
    setLanguage("ar");
    assert.equal(numberText(0.5), "\u20660.5\u2069", "Arabic shows the digits 0-9, isolated");
    assert.equal(quoted("الكلب"), "«الكلب»");
  });

  it("reads what a reader of each language types, and the plain form", () => {
    assert.equal(Number(plainNumberText("0,84", "es")), 0.84);
    assert.equal(Number(plainNumberText("1.234,5", "es")), 1234.5);
    assert.equal(Number(plainNumberText("0.84", "es")), 0.84);
    assert.equal(Number(plainNumberText("−0,5", "es")), -0.5);
    // Arabic-Indic digits with the Arabic decimal separator (U+066B), and Persian digits.
    assert.equal(Number(plainNumberText("٠٫٨٤", "ar")), 0.84);
    assert.equal(Number(plainNumberText("۱۲", "ar")), 12);
    // A Chinese keyboard's full-width digits and point.
    assert.equal(Number(plainNumberText("０．８４", "zh-CN")), 0.84);
    assert.equal(Number(plainNumberText("1,234.5", "en")), 1234.5);
    assert.equal(Number(plainNumberText("0,84", "en")), 0.84, "a lone comma is a decimal mark");
  });
});

describe("which language a page shows", () => {
  it("names each language's file of a page", () => {
    assert.equal(pageFile("index", "en"), "index.html");
    assert.equal(pageFile("index", "es"), "index.es.html");
    assert.equal(pageFile("embed", "zh-CN"), "embed.zh-CN.html");
    assert.equal(pageFile("embed", "en-XA"), "embed.html", "the pseudo-locale is English's file");
    assert.deepEqual(pageOfPath("/site/index.ar.html"), { page: "index", language: "ar" });
    assert.deepEqual(pageOfPath("/site/embed.html"), { page: "embed", language: "en" });
    assert.deepEqual(pageOfPath("/site/"), { page: "index", language: "en" });
    assert.deepEqual(pageOfPath("/x/index.fr.html"), { page: "index", language: "en" });
  });

  it("takes the link's language, else the browser's on the English file, else the file's own", () => {
    assert.equal(chooseLanguage("?lang=es", "en"), "es");
    assert.equal(chooseLanguage("?lang=en", "ar"), "en");
    assert.equal(chooseLanguage("?lang=en-XA", "es"), "en-XA");
    assert.equal(chooseLanguage("", "ar"), "ar", "a translated file opened without lang stays");
    assert.equal(chooseLanguage("?lang=fr", "zh-CN"), "zh-CN");
  });

  it("matches the browser's preferences exactly, else by primary subtag", () => {
    assert.equal(preferredLanguage(["es-MX", "en"]), "es");
    assert.equal(preferredLanguage(["zh-CN"]), "zh-CN");
    assert.equal(preferredLanguage(["zh-TW"]), "zh-CN");
    assert.equal(preferredLanguage(["ar-EG"]), "ar");
    assert.equal(preferredLanguage(["fr", "ar"]), "ar");
    assert.equal(preferredLanguage(["fr"]), "en");
  });
});

describe("the toy's sentences in each language", () => {
  const sorted = (words) => [...words].sort();

  for (const language of offeredLanguages) {
    it(`${language}: the pair is a true permutation of the same words`, () => {
      setLanguage(language);
      const [first, second] = toySentencePair();
      const a = tokenize(first);
      const b = tokenize(second);
      assert.ok(a.ok && b.ok);
      assert.notDeepEqual(a.tokens, b.tokens, "the two orders differ");
      assert.deepEqual(sorted(a.tokens), sorted(b.tokens));
      assert.ok(a.tokens.includes(toyFocusWord()), "the focus word is a token of both");
    });

    it(`${language}: every random sentence and its swap hold the same words`, () => {
      setLanguage(language);
      const random = createRandom(7);
      for (let draw = 0; draw < 40; draw += 1) {
        const { a, b, verb, sentence, swapped } = toySentence(random);
        const first = tokenize(sentence);
        const second = tokenize(swapped);
        assert.deepEqual(sorted(first.tokens), sorted(second.tokens), `${sentence} / ${swapped}`);
        for (const word of [a, b, verb]) assert.ok(first.tokens.includes(word), word);
      }
    });
  }

  it("Chinese is one token per Han character (the oracle splits Han as the core does)", () => {
    setLanguage("zh-CN");
    assert.deepEqual(tokenize(toySentencePair()[0]).tokens, ["狗", "咬", "人"]);
  });
});
