// @ts-check
// The toy's sentences in the page's language: the pair every toy section starts from ("dog bites
// man" and "man bites dog"), and the exam's random sentences "a verb b". In every language the two
// orders are a true permutation of the same words, so that attention without positions sees the
// same bag of words in both (the nouns are of one gender where the grammar would otherwise change
// an article or the verb with the subject). Chinese is written without spaces: the tokenizer makes
// each Han character a token of its own (cpp/include/pe/tokenizer.hpp).
import { currentLanguage, defaultLanguage } from "./i18n/language.js";

/**
 * @typedef {object} ToyLanguage
 * @property {string[]} nouns the words as tokens (what the tokenizer gives back)
 * @property {string[]} verbs
 * @property {(subject: string, verb: string, object: string) => string} sentence
 */

/** @type {Record<string, ToyLanguage>} */
const toyLanguages = {
  en: {
    nouns: ["dog", "man", "woman", "cat", "bird", "fish"],
    verbs: ["bites", "sees", "chased", "loves", "eats", "saw"],
    sentence: (subject, verb, object) => `${subject} ${verb} ${object}`,
  },
  "zh-CN": {
    nouns: ["狗", "人", "猫", "鸟", "鱼", "马"],
    verbs: ["咬", "看", "追", "爱", "吃", "见"],
    sentence: (subject, verb, object) => `${subject}${verb}${object}`,
  },
  // Masculine nouns only: "el perro muerde al hombre" and "el hombre muerde al perro" hold the
  // same words (el, al); a feminine one would bring "la" and "a la".
  es: {
    nouns: ["perro", "hombre", "gato", "pájaro", "niño", "caballo"],
    verbs: ["muerde", "ve", "persigue", "quiere", "mira", "oye"],
    sentence: (subject, verb, object) => `el ${subject} ${verb} al ${object}`,
  },
  // Masculine nouns only: the verb agrees with its subject (يعض, تعض).
  ar: {
    nouns: ["الكلب", "الرجل", "القط", "الطائر", "الولد", "الحصان"],
    verbs: ["يعض", "يرى", "يطارد", "يحب", "يسمع", "يتبع"],
    sentence: (subject, verb, object) => `${subject} ${verb} ${object}`,
  },
};

const toyLanguage = () => toyLanguages[currentLanguage()] ?? toyLanguages[defaultLanguage];

/** The pair the toy sections start from: "dog bites man", "man bites dog" in the page's language.
 * @returns {[string, string]} */
export function toySentencePair() {
  const { nouns, verbs, sentence } = toyLanguage();
  return [sentence(nouns[0], verbs[0], nouns[1]), sentence(nouns[1], verbs[0], nouns[0])];
}

/** A sentence "a verb b" of two different nouns, drawn in a fixed order (the nouns, then the
 * verb) so that a seed always gives the same draws in every language; `swapped` is "b verb a".
 * @param {{ sample: <T>(items: T[], count: number) => T[], pick: <T>(items: T[]) => T }} random */
export function toySentence(random) {
  const { nouns, verbs, sentence } = toyLanguage();
  const [a, b] = random.sample(nouns, 2);
  const verb = random.pick(verbs);
  return { a, b, verb, sentence: sentence(a, verb, b), swapped: sentence(b, verb, a) };
}

/** The word the toy sections follow through both sentences: the verb ("bites"), the one word that
 * keeps its place when the nouns swap. */
export const toyFocusWord = () => toyLanguage().verbs[0];
