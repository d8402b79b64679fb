import { toast } from './toast-store';

/** Puts text on the clipboard; false where the browser refuses (no permission, no secure context). */
export async function copyToClipboard(value: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * Copies and says so in the site's toast (announced by its live region): `copied` on success; on
 * a refusal, `refused`, which should carry the value so the visitor can copy it by hand.
 */
export async function copyWithConfirmation(
  value: string,
  messages: { copied: string; refused: string },
): Promise<boolean> {
  const copied = await copyToClipboard(value);
  toast(
    copied ? { title: messages.copied } : { title: messages.refused, variant: 'error' as const },
  );
  return copied;
}
