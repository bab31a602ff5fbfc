/**
 * Files in and out of the renderer without the file system: works the same in Electron (the
 * download goes through its save dialog) and in a browser on the loopback host.
 */

/** Offer `content` as a download named `fileName`. */
export function downloadText(fileName: string, content: string, type = 'application/json'): void {
  const blob = new Blob([content], { type: `${type};charset=utf-8` });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Give the browser time to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The text of the file chosen in an `<input type="file">` (null when none), and clear the input. */
export async function takeChosenFile(event: Event): Promise<{ name: string; text: string } | null> {
  const input = event.target as HTMLInputElement | null;
  const file = input?.files?.[0];
  if (!input || !file) return null;
  try {
    return { name: file.name, text: await file.text() };
  } finally {
    // Choosing the same file again must fire `change` again.
    input.value = '';
  }
}
