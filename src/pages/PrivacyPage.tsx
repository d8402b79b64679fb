import { useTranslation } from 'react-i18next';
import type { PrivacyContent } from '../../shared/content/types';
import { PSEUDO_LANGUAGE, pseudoText } from '../../shared/lib/pseudo-locale';
import { useToday } from '../browser/use-today';
import { usePageMeta } from '../browser/use-page-meta';
import type { PageProps } from '../page-props';

export default function PrivacyPage({
  data: { privacy },
  meta,
}: PageProps<{ privacy: PrivacyContent }>) {
  const { t, i18n } = useTranslation();
  const today = useToday();
  usePageMeta(meta);
  const formatted = today.toLocaleDateString(i18n.language, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
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
          <section
            key={card.id}
            id={card.id}
            className="card"
            aria-labelledby={`${card.id}-heading`}
          >
            <h2 id={`${card.id}-heading`}>{card.title}</h2>
            {card.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {card.id === 'storage-and-security' && <StorageList storage={privacy.storage} />}
          </section>
        ))}
      </div>
    </div>
  );
}

/** Everything the site keeps, by place: what, under which names, for how long, how to erase it. */
function StorageList({ storage: { labels, places } }: { storage: PrivacyContent['storage'] }) {
  return (
    <div className="storage-list">
      {places.map((place) => (
        <section
          key={place.id}
          id={`storage-${place.id}`}
          aria-labelledby={`storage-${place.id}-heading`}
        >
          <h3 id={`storage-${place.id}-heading`}>{place.title}</h3>
          <ul>
            {place.entries.map((entry) => (
              <li key={entry.id} id={`storage-${entry.id}`}>
                <p>{entry.what}</p>
                <dl>
                  {entry.names && (
                    <div>
                      <dt>{labels.storedAs}</dt>
                      <dd translate="no">
                        {entry.names.map((name, index) => (
                          <span key={name}>
                            {index > 0 && ', '}
                            <code>{name}</code>
                          </span>
                        ))}
                      </dd>
                    </div>
                  )}
                  <div>
                    <dt>{labels.howLong}</dt>
                    <dd>{entry.howLong}</dd>
                  </div>
                  <div>
                    <dt>{labels.erase}</dt>
                    <dd>{entry.erase}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
