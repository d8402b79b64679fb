import { createElement, useContext, type ComponentType } from 'react';
import { I18nContext } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { StringChunkSection } from '../../shared/content-chunks';
import { loadStrings } from '../../shared/i18n';

type Load<Props> = () => Promise<{ default: ComponentType<Props> }>;

/**
 * A component whose code is downloaded when it first renders together with the sections of strings
 * it shows (added to the i18next instance it renders with), so it renders only once both are
 * there: the same in the prerendered HTML and in the hydrating browser. `makeLazy` is React's lazy
 * or lazyOrNothing. There is one lazy component per i18next instance, because the build prerenders
 * every language in one process, each with its own instance.
 */
export function lazyWithStrings<Props extends object>(
  load: Load<Props>,
  sections: readonly StringChunkSection[],
  makeLazy: (load: Load<Props>) => ComponentType<Props>,
): ComponentType<Props> {
  const perInstance = new WeakMap<I18n, ComponentType<Props>>();
  const componentFor = (i18n: I18n) => {
    let component = perInstance.get(i18n);
    if (!component) {
      component = makeLazy(() => Promise.all([load(), ...sections.map((section) => loadStrings(i18n, section))]).then(([module]) => module));
      perInstance.set(i18n, component);
    }
    return component;
  };
  return function WithStrings(props: Props) {
    // The provider's instance: useTranslation gives each component a copy of its own.
    const { i18n } = useContext(I18nContext);
    return createElement(componentFor(i18n), props);
  };
}
