/**
 * Hands bytes to the browser as a file to save, under `filename`, through a link that is
 * clicked and removed at once.
 */
export function saveFile(file: Blob, filename: string): void {
  const address = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = address;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // The browser has taken the file once the click is handled; the next task may free it.
    setTimeout(() => URL.revokeObjectURL(address), 0);
  }
}

/**
 * Saves a CSV the API answered as bytes (asked with `responseType: 'blob'`: read as text, the
 * byte-order mark Italian spreadsheets need to read UTF-8 would be dropped).
 */
export function saveCsv(data: unknown, filename: string): void {
  const file = data instanceof Blob ? data : new Blob([data as BlobPart], { type: 'text/csv;charset=utf-8' });
  saveFile(file, filename);
}
