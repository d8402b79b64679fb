import {
  Component,
  startTransition,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { Footer } from './Footer';
import { Header } from './Header';
import { Toaster } from './Toaster';
import { useLanguageSuggestion } from '../browser/use-language-suggestion';
import { resumePendingSaves } from '../browser/pending-saves';
import { whenIdle } from '../browser/when-idle';
import { lazyOrNothing } from '../lib/lazy-or-nothing';
import { isSitePage } from '../routes';

/** The suggestion of another language shows once the page is idle, and its code is fetched only when one is due. */
const LanguageOffer = lazyOrNothing(() => import('./LanguageOffer'));

export function Layout() {
  const location = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);
  const [idle, setIdle] = useState(false);
  useEffect(
    () =>
      whenIdle(() => {
        // A transition: the page's boundary may still be waiting for its code (a slow phone), and an
        // urgent update above it would make React drop its server HTML and show the fallback.
        startTransition(() => setIdle(true));
        resumePendingSaves();
      }),
    [],
  );
  const { suggested, close } = useLanguageSuggestion();

  // After a client-side navigation: go to the anchor if there is one, else to the top, and move
  // focus to the new page so screen readers start reading it.
  useEffect(() => {
    const target = location.hash ? document.getElementById(anchorId(location.hash)) : null;
    // On arrival, only an anchor that names an element moves focus (a compare link's fragment names none).
    if (firstRender.current && !target) {
      firstRender.current = false;
      return;
    }
    firstRender.current = false;
    if (target) {
      unfold(target);
      target.scrollIntoView();
      target.focus({ preventScroll: true });
    } else {
      window.scrollTo(0, 0);
      mainRef.current?.focus({ preventScroll: true });
    }
  }, [location.pathname, location.hash]);

  // Each part is a Suspense boundary of its own, so hydration does not hold the main thread for the
  // whole page at once: React hydrates the boundaries afterwards in short slices, and a part the
  // visitor touches first is hydrated first.
  return (
    <>
      <Suspense>
        <Header />
      </Suspense>
      {/* Never on the 404 page: no other language has the missing page either. */}
      {idle && suggested && isSitePage(location.pathname) && (
        <Suspense fallback={null}>
          <LanguageOffer suggested={suggested} close={close} />
        </Suspense>
      )}
      <main id="main" ref={mainRef} tabIndex={-1}>
        <LoadErrorBoundary>
          <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
            <Outlet />
          </Suspense>
        </LoadErrorBoundary>
      </main>
      <Suspense>
        <Footer />
      </Suspense>
      <Suspense>
        <Toaster />
      </Suspense>
    </>
  );
}

function LoadFailed() {
  const { t } = useTranslation();
  return (
    <div className="container card" role="alert">
      <p>{t('quiz.loadFailed')}</p>
    </div>
  );
}

/** A page whose code or text cannot be downloaded (offline) shows a message instead of a blank screen. */
class LoadErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <LoadFailed /> : this.props.children;
  }
}

/** A folded section (a guide section on the home page) opens when a link leads to it or into it. */
function unfold(target: HTMLElement): void {
  const folded = target.closest('details') ?? target.querySelector(':scope > details');
  if (folded) folded.open = true;
}

/** The element id a URL's #fragment names; a fragment that is not valid percent-encoding names itself. */
function anchorId(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}
