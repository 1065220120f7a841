/** Saves text as a file through a Blob link: nothing leaves the browser, no window is opened. */
export function downloadText(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the Blob after click() returns; revoking at once can cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** A case reference made safe for a file name on every system. */
export function fileSafe(value: string): string {
  return value.replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '') || 'case';
}
