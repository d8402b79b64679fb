import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePageMeta } from '../browser/use-page-meta';
import type { PageProps } from '../page-props';

export default function NotFoundPage({ meta }: PageProps<unknown>) {
  const { t } = useTranslation();
  usePageMeta(meta);
  return (
    <div className="container page-narrow">
      <section className="card not-found">
        <p className="not-found-code" aria-hidden="true">
          {t('notFound.code')}
        </p>
        <h1>{t('notFound.title')}</h1>
        <p>{t('notFound.text')}</p>
        <Link to="/" className="button button-primary">
          {t('notFound.home')}
        </Link>
      </section>
    </div>
  );
}
