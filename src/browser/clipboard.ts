/** Puts text on the clipboard; false where the browser refuses (no permission, no secure context). */
export async function copyToClipboard(value: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(value);
    return true;
  } catch {
    return false;
  }
}
