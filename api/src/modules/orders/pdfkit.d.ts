/** The part of pdfkit's API the invoice renderer uses (pdfkit ships no type declarations). */
declare module 'pdfkit' {
  interface TextOptions {
    width?: number;
    align?: 'left' | 'right' | 'center' | 'justify';
    continued?: boolean;
    lineGap?: number;
  }
  class PDFDocument {
    constructor(options?: {
      size?: string;
      margin?: number;
      info?: Record<string, string>;
      compress?: boolean;
      pdfVersion?: string;
      lang?: string;
      displayTitle?: boolean;
    });
    y: number;
    x: number;
    page: { width: number; height: number; margins: { left: number; right: number; top: number; bottom: number } };
    font(name: string): this;
    fontSize(size: number): this;
    text(text: string, x?: number, y?: number, options?: TextOptions): this;
    text(text: string, options?: TextOptions): this;
    moveDown(lines?: number): this;
    moveTo(x: number, y: number): this;
    lineTo(x: number, y: number): this;
    stroke(): this;
    addPage(): this;
    on(event: 'data', listener: (chunk: Buffer) => void): this;
    on(event: 'end', listener: () => void): this;
    on(event: 'error', listener: (error: Error) => void): this;
    end(): void;
  }
  export default PDFDocument;
}
