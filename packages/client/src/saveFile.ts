// Saving a file the browser holds (a Blob the client downloaded: the merchant's order CSV, an invoice's
// PDF) under its name, as a download: shared by the storefront and the merchant centre.

/** Saves a file the browser holds, under its name. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
