import { useTranslation } from 'react-i18next';
import type { PrivacyContent } from '../content/types';
import { PSEUDO_LANGUAGE, pseudoText } from '../lib/pseudo-locale';
import { useToday } from '../browser/use-today';
import { usePageMeta } from '../browser/use-page-meta';
import type { PageProps } from '../page-props';

export default function PrivacyPage({ data: { privacy }, meta }: PageProps<{ privacy: PrivacyContent }>) {
  const { t, i18n } = useTranslation();
  const today = useToday();
  usePageMeta(meta);
  const formatted = today.toLocaleDateString(i18n.language, { year: 'numeric', month: 'long', day: 'numeric' });
  // Intl has no data for the pseudo-locale (it falls back to English month names), so the date is
  // pseudo-translated like every other string there.
  const date = i18n.language === PSEUDO_LANGUAGE ? pseudoText(formatted) : formatted;
  return (
    <div className="container page-narrow">
      <header className="page-header">
        <h1>{privacy.title}</h1>
        <p className="lead">{privacy.intro}</p>
        <p className="last-updated">{t('privacy.lastUpdated', { date })}</p>
      </header>
      <div className="card-stack">
        {privacy.cards.map((card) => (
          <section key={card.id} id={card.id} className="card" aria-labelledby={`${card.id}-heading`}>
            <h2 id={`${card.id}-heading`}>{card.title}</h2>
            {card.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
      </div>
    </div>
  );
}
