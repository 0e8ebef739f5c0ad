// @ts-check
// Whether this page runs inside a frame. Reading window.top of a cross-origin parent can throw in
// old engines: then it is framed.
/** @returns {boolean} */
export function isFramed() {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}
