import { lazy, type ComponentType } from 'react';

/**
 * A component whose code is downloaded when it first renders, and which renders nothing if the
 * download fails (offline): for extras such as the mobile menu or the language suggestion, whose
 * absence must not take the page down with it.
 */
export function lazyOrNothing<Props>(load: () => Promise<{ default: ComponentType<Props> }>) {
  return lazy<ComponentType<Props>>(() => load().catch(() => ({ default: () => null })));
}
