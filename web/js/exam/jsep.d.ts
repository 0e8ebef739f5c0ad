// The part of jsep 1.6 that answerParser.js uses, for `npm run lint` (tsconfig.json maps "jsep"
// here): jsep's own typings end in `export =` inside `declare module`, which TypeScript 7 refuses
// when checking ES modules (TS1203).
declare function jsep(text: string): jsep.Expression;
declare namespace jsep {
  interface Expression {
    type: string;
    [key: string]: any;
  }
  function addBinaryOp(operator: string, precedence: number, isRightAssociative?: boolean): void;
}
export default jsep;
