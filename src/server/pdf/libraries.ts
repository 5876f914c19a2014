/**
 * jsPDF and jspdf-autotable, imported when the first document is made instead of when the
 * server starts: importing them was a fifth of the start-up, and most runs print nothing for a
 * while. Every PdfDocument is made by createPdf after loadPdfLibraries resolved, so whatever
 * draws on one finds them loaded.
 */
import type { jsPDF } from 'jspdf';
import type { autoTable } from 'jspdf-autotable';

export interface PdfLibraries {
  jsPDF: typeof jsPDF;
  autoTable: typeof autoTable;
}

let loading: Promise<PdfLibraries> | undefined;
let loaded: PdfLibraries | undefined;

export function loadPdfLibraries(): Promise<PdfLibraries> {
  loading ??= Promise.all([import('jspdf'), import('jspdf-autotable')]).then(
    ([pdf, table]) => (loaded = { jsPDF: pdf.jsPDF, autoTable: table.autoTable }),
  );
  return loading;
}

/** The libraries, for code drawing on a PdfDocument (made after they were loaded). */
export function pdfLibraries(): PdfLibraries {
  if (!loaded) throw new Error('PDF libraries used before createPdf loaded them');
  return loaded;
}
