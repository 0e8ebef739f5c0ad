// @ts-check
// The kinds of exam question, in the order the exam section lists them. The store (state.js)
// checks the `question` URL parameter against these ids; examQuestions.js builds each kind.
export const questionKinds = [
  { id: "value", label: "Compute a value of PE" },
  { id: "speed", label: "Fastest or slowest dimension" },
  { id: "wavelength", label: "Wavelength of a pair" },
  { id: "shift", label: "Fill in the shift matrix Mₖ" },
  { id: "linear", label: "Is the shift linear, and why?" },
  { id: "sum", label: "Sum or concatenation?" },
  { id: "order", label: "Why attention needs positions" },
];

export const questionKindIds = questionKinds.map((kind) => kind.id);
