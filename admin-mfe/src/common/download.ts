/** Saves a file in the operator's downloads, under `fileName`. */
export function downloadFile(fileName: string, file: Blob): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Saves text as a file in the operator's downloads, under `fileName`. */
export const downloadTextFile = (fileName: string, text: string, type: string): void =>
  downloadFile(fileName, new Blob([text], { type }));
