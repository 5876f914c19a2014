import { describe, expect, it } from 'vitest';
import { isDocumentFile, selectionProblem, sizeText, uploadBatches } from '@resources/documents/document-files';

const MB = 1024 * 1024;
const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe("the browser's checks of a selection of documents", () => {
  it('should take images and PDF by type, and by name when the system gives no type', () => {
    expect(isDocumentFile(file('a.pdf', 'application/pdf'))).toBe(true);
    expect(isDocumentFile(file('a.webp', 'image/webp'))).toBe(true);
    expect(isDocumentFile(file('scan.PDF', ''))).toBe(true);
    expect(isDocumentFile(file('a.svg', 'image/svg+xml'))).toBe(false);
    expect(isDocumentFile(file('a.pdf', 'text/html'))).toBe(false);
    expect(isDocumentFile(file('run.sh', ''))).toBe(false);
  });

  it('should say why a selection cannot go: full, too many, a wrong type, too large', () => {
    const pdf = file('a.pdf', 'application/pdf');
    expect(selectionProblem([pdf], 50)).toEqual({ key: 'documents.full', args: { max: 50 } });
    expect(selectionProblem([pdf, pdf, pdf], 48)).toEqual({
      key: 'documents.tooMany',
      args: { max: 50, smart_count: 2 },
    });
    expect(selectionProblem([pdf, file('x.txt', 'text/plain'), file('y.exe', '')], 0)).toEqual({
      key: 'documents.notAccepted',
      args: { names: 'x.txt, y.exe' },
    });
    expect(selectionProblem([file('big.pdf', 'application/pdf', 10 * MB + 1)], 0)).toEqual({
      key: 'documents.tooLarge',
      args: { names: 'big.pdf', max: 10 },
    });
    expect(selectionProblem([pdf, file('exact.pdf', 'application/pdf', 10 * MB)], 48)).toBeNull();
  });

  it('should split a selection into calls of at most 30 MB, in order', () => {
    const sizes = (batches: { size: number }[][]) => batches.map((b) => b.map((f) => f.size / MB));
    expect(sizes(uploadBatches([10, 10, 10, 1, 5].map((n) => ({ size: n * MB }))))).toEqual([
      [10, 10, 10],
      [1, 5],
    ]);
    expect(sizes(uploadBatches([{ size: 40 * MB }, { size: 1 * MB }]))).toEqual([[40], [1]]);
    expect(uploadBatches([])).toEqual([]);
  });

  it('should give sizes in KB (at least 1) below a megabyte, in MB with one decimal above', () => {
    expect(sizeText(100)).toEqual({ key: 'documents.sizeKb', size: '1' });
    expect(sizeText(12_500)).toEqual({ key: 'documents.sizeKb', size: '12' });
    expect(sizeText(2_516_582)).toEqual({ key: 'documents.sizeMb', size: '2.4' });
  });
});
