// The exam's messages in English, split by part (strings/en/<part>.js).
import card from "./en/card.js";
import derivation from "./en/derivation.js";
import kindsEncoding from "./en/kindsEncoding.js";
import kindsIdentity from "./en/kindsIdentity.js";
import kindsAttention from "./en/kindsAttention.js";
import kindsLearnedRope from "./en/kindsLearnedRope.js";
import kindsLab from "./en/kindsLab.js";
import page from "./en/page.js";

export default {
  ...page,
  ...card,
  ...derivation,
  ...kindsEncoding,
  ...kindsIdentity,
  ...kindsAttention,
  ...kindsLearnedRope,
  ...kindsLab,
};
