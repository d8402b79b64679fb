// The only part of the save outbox every page carries: whether there is anything to send. The
// outbox's code is fetched only when there is, once the page is idle.

import { SAVE_OUTBOX_KEY } from '../../shared/lib/storage-keys';

export { SAVE_OUTBOX_KEY };

export function resumePendingSaves(): void {
  try {
    if (!localStorage.getItem(SAVE_OUTBOX_KEY)) return;
  } catch {
    return; // site data blocked: nothing was kept either
  }
  // The same chunk a quiz page loads to save a result, so that no page fetches more than one.
  void import('./finish-quiz').then((finishing) => finishing.startOutbox()).catch(() => {});
}
