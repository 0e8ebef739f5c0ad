// @ts-check
// The reader's exam progress: which questions were answered and whether the first check was
// right, kept in localStorage where the page may use it, so that the score survives a reload.
// In a sandboxed frame (an opaque origin) merely reading window.localStorage throws; storage may
// also be switched off or full. Then nothing is stored, the progress lives as long as the page,
// and `stored` is false so that the page can say so.
//
//   const progress = createProgress();
//   progress.record(question, correct)   the first result of a question counts; later ones not
//   progress.result(id)                  true, false or undefined
//   progress.totals()                    { answered, correct, sections: { [id]: { answered, correct } } }
//   progress.reset()
//   progress.stored                      whether it is kept across reloads

import { usableStorage } from "../environment.js";

const storageKey = "pe-explorer:exam-progress:v1";
// Enough for a term of practice; the oldest answers go first beyond it.
const maxEntries = 2000;

/** @typedef {{ id: string, section: string, correct: boolean }} Entry */

/** @param {{ storage?: Storage | null }} [options] */
export function createProgress({
  storage = usableStorage("localStorage", `${storageKey}:probe`),
} = {}) {
  /** @type {Map<string, Entry>} */
  let entries = new Map();
  if (storage) {
    try {
      const saved = JSON.parse(storage.getItem(storageKey) ?? "[]");
      if (Array.isArray(saved)) {
        for (const e of saved) {
          if (
            e &&
            typeof e.id === "string" &&
            typeof e.section === "string" &&
            typeof e.correct === "boolean"
          ) {
            entries.set(e.id, { id: e.id, section: e.section, correct: e.correct });
          }
        }
      }
    } catch {
      entries = new Map();
    }
  }
  const save = () => {
    if (!storage) return;
    try {
      storage.setItem(storageKey, JSON.stringify([...entries.values()].slice(-maxEntries)));
    } catch {
      // Full or refused: the progress still counts for this visit.
    }
  };
  return {
    stored: storage !== null,
    /** @param {{ id: string, section: string }} question @param {boolean} correct */
    record(question, correct) {
      if (entries.has(question.id)) return false;
      entries.set(question.id, { id: question.id, section: question.section, correct });
      save();
      return true;
    },
    /** @param {string} id */
    result: (id) => entries.get(id)?.correct,
    totals() {
      /** @type {Record<string, { answered: number, correct: number }>} */
      const sections = {};
      let correct = 0;
      for (const e of entries.values()) {
        const s = (sections[e.section] ??= { answered: 0, correct: 0 });
        s.answered += 1;
        if (e.correct) {
          s.correct += 1;
          correct += 1;
        }
      }
      return { answered: entries.size, correct, sections };
    },
    reset() {
      entries.clear();
      if (!storage) return;
      try {
        storage.removeItem(storageKey);
      } catch {
        // Nothing to undo.
      }
    },
  };
}

/** @typedef {ReturnType<typeof createProgress>} Progress */
