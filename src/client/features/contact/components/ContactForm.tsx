import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CONTACT_LIMITS,
  CONTACT_SUBJECTS,
  contactProblem,
  type ContactMessage,
} from '../../../../shared/schemas/contact';
import { ApiError } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { useSendContactMessage } from '../api/sendContactMessage';

/** How long the thank-you screen stays before the form comes back empty for another message. */
export const CONTACT_SUCCESS_MS = 5000;

const EMPTY: ContactMessage = { name: '', email: '', subject: 'general', message: '' };

// Server codes we can word in the reader's language; anything else shows the server's own text.
const CODE_KEYS: Record<string, string> = {
  required: 'errors.required',
  invalid_email: 'errors.invalidEmail',
  invalid_subject: 'errors.invalidSubject',
  too_long: 'errors.tooLong',
  too_large: 'errors.tooLong',
  rate_limited: 'errors.rateLimited',
};

const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30';

export function ContactForm() {
  const { t } = useTranslation('contact');
  const session = useSession();
  const [form, setForm] = useState<ContactMessage>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const send = useSendContactMessage();

  // Signed in: an empty form starts from the account's name and email (still editable).
  const meName = session.status === 'signedIn' ? session.user.fullName || session.user.name : '';
  const meEmail = session.status === 'signedIn' ? session.user.email : '';
  useEffect(() => {
    if (!meEmail || sent) return;
    setForm((f) => (!f.name && !f.email && !f.message ? { ...f, name: meName, email: meEmail } : f));
  }, [meName, meEmail, sent]);

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => {
      setSent(false);
      setForm(EMPTY);
    }, CONTACT_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  const change =
    (field: keyof ContactMessage) =>
    (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      setForm((f) => ({ ...f, [field]: e.target.value }));
      setError(null);
    };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = contactProblem(form);
    if (problem) return setError(t(`errors.${problem}`));
    setError(null);
    send.mutate(form, {
      onSuccess: () => setSent(true),
      onError: (err) => {
        const key = err instanceof ApiError ? CODE_KEYS[err.code] : undefined;
        if (key) setError(t(key));
        else if (err instanceof ApiError && err.status < 500 && err.message) setError(err.message);
        else setError(t('errors.failed'));
      },
    });
  };

  if (sent) {
    return (
      <div
        role="status"
        className="flex flex-col items-center rounded-2xl border border-emerald-200 bg-emerald-50 px-6 py-12 text-center"
      >
        <span
          aria-hidden
          className="grid size-12 place-items-center rounded-full bg-emerald-600 text-2xl text-white"
        >
          ✓
        </span>
        <h2 className="mt-4 text-xl font-semibold text-emerald-900">{t('success.title')}</h2>
        <p className="mt-2 max-w-sm text-emerald-800">{t('success.body')}</p>
      </div>
    );
  }

  const submitting = send.isPending;
  return (
    <form
      noValidate
      onSubmit={submit}
      className="space-y-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 className="text-lg font-semibold">{t('form.title')}</h2>
      {error && (
        <div
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          {error}
        </div>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <label className="block text-sm font-medium text-slate-700">
          {t('form.name')}
          <input
            className={inputClass}
            name="name"
            autoComplete="name"
            required
            maxLength={CONTACT_LIMITS.name}
            value={form.name}
            onChange={change('name')}
          />
        </label>
        <label className="block text-sm font-medium text-slate-700">
          {t('form.email')}
          <input
            className={inputClass}
            name="email"
            type="email"
            dir="ltr"
            autoComplete="email"
            required
            maxLength={CONTACT_LIMITS.email}
            value={form.email}
            onChange={change('email')}
          />
        </label>
      </div>
      <label className="block text-sm font-medium text-slate-700">
        {t('form.subject')}
        <select
          className={inputClass}
          name="subject"
          required
          value={form.subject}
          onChange={change('subject')}
        >
          {CONTACT_SUBJECTS.map((s) => (
            <option key={s} value={s}>
              {t(`subjects.${s}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-sm font-medium text-slate-700">
        {t('form.message')}
        <textarea
          className={`${inputClass} min-h-40`}
          name="message"
          required
          maxLength={CONTACT_LIMITS.message}
          placeholder={t('form.messagePlaceholder')}
          value={form.message}
          onChange={change('message')}
        />
      </label>
      <button
        type="submit"
        disabled={submitting}
        aria-busy={submitting}
        className="inline-flex w-full items-center justify-center gap-2 rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white shadow-sm hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70 sm:w-auto"
      >
        {submitting && (
          <span
            aria-hidden
            className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
          />
        )}
        {submitting ? t('form.sending') : t('form.send')}
      </button>
    </form>
  );
}
