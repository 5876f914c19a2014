/** Hands a downloaded file to the browser under its name (saved, or opened by the browser's own viewer). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the link; the object URL is freed a little later.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
