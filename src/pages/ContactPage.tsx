import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactContent } from '../../shared/content/types';
import { siteSettings } from '../../shared/generated/site-settings';
import { toast } from '../browser/toast-store';
import { useHydrated } from '../browser/use-hydrated';
import { usePageMeta } from '../browser/use-page-meta';
import type { PageProps } from '../page-props';

/**
 * The send is simulated (spec): nothing is stored or sent anywhere. So that no submission can ever
 * carry what was typed, the fields have no name (a form submits only named fields), Send stays
 * disabled until the page has hydrated (a disabled default button also stops Enter from
 * submitting), and the Content-Security-Policy's form-action is 'none'. Without JavaScript the
 * page says the form needs it and gives the address instead.
 */
export const SIMULATED_SEND_MS = 1000;
const EMPTY_FORM = { name: '', email: '', subject: '', message: '' };
type Field = keyof typeof EMPTY_FORM;

export default function ContactPage({
  data: { contact },
  meta,
}: PageProps<{ contact: ContactContent }>) {
  const { t } = useTranslation();
  const [form, setForm] = useState(EMPTY_FORM);
  const [sending, setSending] = useState(false);
  const hydrated = useHydrated();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  usePageMeta(meta);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => () => clearTimeout(timer.current), []);
  // Text typed into the prerendered form before this code arrived is in the DOM only: take it into
  // the state, or the next render would empty those fields.
  useLayoutEffect(() => {
    const typed = (name: Field) =>
      formRef.current?.querySelector<HTMLInputElement | HTMLTextAreaElement>(`#contact-${name}`)
        ?.value ?? '';
    const early = {
      name: typed('name'),
      email: typed('email'),
      subject: typed('subject'),
      message: typed('message'),
    };
    if (Object.values(early).some(Boolean)) setForm(early);
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    timer.current = setTimeout(() => {
      setSending(false);
      setForm(EMPTY_FORM);
      toast({ title: t('contact.sentTitle'), description: t('contact.sentText') });
    }, SIMULATED_SEND_MS);
  };
  const field = (name: Field) => ({
    id: `contact-${name}`,
    required: true,
    value: form[name],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [name]: event.target.value })),
  });

  // Only a configured mailbox is shown: a made-up address would lead nowhere.
  const address = siteSettings.contactEmail;
  const emailLink = address && <a href={`mailto:${address}`}>{address}</a>;

  return (
    <div className="container">
      <header className="page-header page-narrow">
        <h1>{contact.title}</h1>
        <p className="lead">{contact.intro}</p>
      </header>
      <div className="contact-grid">
        <section className="card" aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading">{t('contact.formTitle')}</h2>
          <noscript>
            <p className="contact-needs-javascript">
              {emailLink ? (
                <>
                  {t('contact.needsJavaScript')} <span translate="no">{emailLink}</span>
                </>
              ) : (
                t('contact.needsJavaScriptNoAddress')
              )}
            </p>
          </noscript>
          <form ref={formRef} className="contact-form" onSubmit={submit}>
            <label htmlFor="contact-name">{t('contact.name')}</label>
            <input type="text" autoComplete="name" {...field('name')} />
            <label htmlFor="contact-email">{t('contact.email')}</label>
            <input type="email" autoComplete="email" {...field('email')} />
            <label htmlFor="contact-subject">{t('contact.subject')}</label>
            <input type="text" {...field('subject')} />
            <label htmlFor="contact-message">{t('contact.message')}</label>
            <textarea rows={6} {...field('message')} />
            <button type="submit" className="button button-primary" disabled={!hydrated || sending}>
              {sending ? t('contact.sending') : t('contact.send')}
            </button>
          </form>
        </section>
        <div className="card-stack">
          <section className="card" aria-labelledby="contact-info-heading">
            <h2 id="contact-info-heading">{t('contact.infoTitle')}</h2>
            <dl className="contact-info">
              {emailLink && (
                <>
                  <dt>{t('contact.emailLabel')}</dt>
                  <dd translate="no">{emailLink}</dd>
                </>
              )}
              <dt>{t('contact.responseLabel')}</dt>
              <dd>{contact.responsePromise}</dd>
            </dl>
          </section>
          <section className="card" aria-labelledby="faq-heading">
            <h2 id="faq-heading">{t('contact.faqTitle')}</h2>
            <dl className="faq">
              {contact.faq.map((entry) => (
                <div key={entry.question}>
                  <dt>{entry.question}</dt>
                  <dd>{entry.answer}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section className="card" aria-labelledby="about-heading">
            <h2 id="about-heading">{contact.about.title}</h2>
            {contact.about.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        </div>
      </div>
    </div>
  );
}
