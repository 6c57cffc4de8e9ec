/** How long a download's object URL is kept after the click (spec doc 2 §9). */
export const DOWNLOAD_URL_RELEASE_MS = 100;

/**
 * Saves a blob under a file name through a temporary link; the object URL is released
 * 100 ms after the click, once the browser has started the download.
 */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), DOWNLOAD_URL_RELEASE_MS);
}
