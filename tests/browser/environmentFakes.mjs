// Fakes of the browser's environment, each a function that runs in the page before its scripts:
// the Chromium suite passes them to Playwright as init scripts (tests/browser/environment.test.mjs),
// the cross-engine suite serves them as a script file first in the page (tests/engines/testSite.mjs).
// Each is self-contained (it is sent as its source text) and written for every engine.
// A fake given an argument is written as a script: `${fake}(argument)`.

/** `fake` called with `argument`, as a script. @param {Function} fake @param {unknown} argument */
export const withArgument = (fake, argument) => `(${fake})(${JSON.stringify(argument)});`;

// navigator.language reports `language`; navigator.languages reports `languages`, or nothing
// ("missing"), or throws as it is read ("throws").
export function fakeLanguageTags({ language, languages }) {
  Object.defineProperty(Navigator.prototype, "language", {
    configurable: true,
    get: () => language,
  });
  Object.defineProperty(Navigator.prototype, "languages", {
    configurable: true,
    get() {
      if (languages === "throws")
        throw new DOMException("fake: languages refused", "SecurityError");
      return languages === "missing" ? undefined : languages;
    },
  });
}

// Intl.NumberFormat and Intl.Collator throw whenever they are used; Intl.PluralRules is gone.
export function breakIntlThrowing() {
  const refuse = (name) =>
    function refused() {
      throw new RangeError(`fake: no Intl.${name} here`);
    };
  Intl.NumberFormat = refuse("NumberFormat");
  Intl.Collator = refuse("Collator");
  delete Intl.PluralRules;
}

// Intl.NumberFormat and Intl.Collator are gone; Intl.PluralRules throws whenever it is used.
export function breakIntlMissing() {
  delete Intl.NumberFormat;
  delete Intl.Collator;
  Intl.PluralRules = function refused() {
    throw new RangeError("fake: no Intl.PluralRules here");
  };
}

// A browser without matchMedia, requestIdleCallback (Safari), ResizeObserver or document.fonts,
// in a sandbox that refuses storage: reading localStorage or sessionStorage throws.
export function removeBrowserApis() {
  delete window.matchMedia;
  delete window.requestIdleCallback;
  delete window.ResizeObserver;
  Object.defineProperty(Document.prototype, "fonts", { configurable: true, get: () => undefined });
  for (const name of ["localStorage", "sessionStorage"]) {
    Object.defineProperty(window, name, {
      configurable: true,
      get() {
        throw new DOMException(`fake: ${name} refused in this frame`, "SecurityError");
      },
    });
  }
}

// matchMedia throws whenever it is asked, and document.fonts.ready never settles.
export function breakMediaAndFonts() {
  window.matchMedia = () => {
    throw new DOMException("fake: matchMedia refused", "NotSupportedError");
  };
  Object.defineProperty(FontFaceSet.prototype, "ready", {
    configurable: true,
    get: () => new Promise(() => {}),
  });
}

// As the page starts, the window reports what a ResizeObserver whose targets kept changing size
// reports (an error event with no error object; WebKit sent one as the page started without Intl's
// formatters): it is no failure.
export function reportResizeObserverLoop() {
  document.addEventListener("DOMContentLoaded", () =>
    window.dispatchEvent(
      new ErrorEvent("error", {
        message: "ResizeObserver loop completed with undelivered notifications.",
      }),
    ),
  );
}

// As the page starts, the window reports an error muted to "Script error." (no error object, file
// or line): what WebKit reports for every error of a page opened from disk, its ResizeObserver-loop
// notices included. The start goes on, so it is no failure.
export function reportMutedError() {
  document.addEventListener("DOMContentLoaded", () =>
    window.dispatchEvent(new ErrorEvent("error", { message: "Script error." })),
  );
}

// ---- fakes under which the start fails anyway ----------------------------------------------

// devicePixelRatio throws as it is read: uPlot reads it as its module is evaluated, which stops
// the whole bundle (no environment value the page mends).
export function breakPixelRatio() {
  Object.defineProperty(window, "devicePixelRatio", {
    configurable: true,
    get() {
      throw new Error("fake: devicePixelRatio refused");
    },
  });
}

// IntersectionObserver throws when made: the page's visibility gates need it.
export function breakIntersectionObserver() {
  window.IntersectionObserver = function refused() {
    throw new Error("fake: IntersectionObserver refused");
  };
}
