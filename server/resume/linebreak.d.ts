/** The part of linebreak (UAX #14 line breaking, a pdfkit dependency) the resume typesetter uses. */
declare module 'linebreak' {
  interface Break {
    position: number;
    required: boolean;
  }
  export default class LineBreaker {
    constructor(text: string);
    nextBreak(): Break | null;
  }
}
