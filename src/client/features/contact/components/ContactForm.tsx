import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  CONTACT_LIMITS,
  CONTACT_SUBJECTS,
  contactMessageSchema,
  contactProblem,
  type ContactMessage,
} from '#shared/schemas/contact';
import { codeText, errorText } from '#client/i18n/error-text';
import { Alert } from '#client/ui/alert/Alert';
import { TextField } from '#client/ui/form/TextField';
import { SubmitButton } from '#client/ui/form/SubmitButton';
import { useSession } from '#client/lib/session';
import { useSendContactMessage } from '../api/send-contact-message';

/** How long the thank-you screen stays before the form comes back empty for another message. */
export const CONTACT_SUCCESS_MS = 5000;

const EMPTY: ContactMessage = { name: '', email: '', subject: 'general', message: '' };

/** The server's code for a problem the shared check names (invalidEmail -> invalid_email). */
const problemCode = (problem: string) => problem.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30';

export function ContactForm() {
  const { t } = useTranslation('contact');
  const session = useSession();
  const form = useForm<ContactMessage>({ resolver: zodResolver(contactMessageSchema), defaultValues: EMPTY });
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const send = useSendContactMessage();

  // Signed in: an empty form starts from the account's name and email (still editable).
  const meName = session.status === 'signedIn' ? session.user.fullName || session.user.name : '';
  const meEmail = session.status === 'signedIn' ? session.user.email : '';
  const { getValues, reset, setValue } = form;
  useEffect(() => {
    if (!meEmail || sent) return;
    const f = getValues();
    if (f.name || f.email || f.message) return;
    setValue('name', meName);
    setValue('email', meEmail);
  }, [meName, meEmail, sent, getValues, setValue]);

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => {
      setSent(false);
      reset(EMPTY);
    }, CONTACT_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [sent, reset]);

  const submit = form.handleSubmit(
    (message) => {
      setError(null);
      send.mutate(message, {
        onSuccess: () => setSent(true),
        onError: (err) => setError(errorText(err, { fallback: t('errors.failed'), serverText: true })),
      });
    },
    // The schema says whether; the shared check says which message, in the spec's order.
    () => setError(codeText(problemCode(contactProblem(getValues()) ?? 'required'))),
  );
  const field = (name: keyof ContactMessage) => form.register(name, { onChange: () => setError(null) });

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

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="space-y-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 className="text-lg font-semibold">{t('form.title')}</h2>
      {error && <Alert tone="error">{error}</Alert>}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('form.name')}
          autoComplete="name"
          required
          maxLength={CONTACT_LIMITS.name}
          {...field('name')}
        />
        <TextField
          label={t('form.email')}
          type="email"
          dir="ltr"
          autoComplete="email"
          required
          maxLength={CONTACT_LIMITS.email}
          {...field('email')}
        />
      </div>
      <label className="block text-sm font-medium text-slate-700">
        {t('form.subject')}
        <select className={inputClass} required {...field('subject')}>
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
          required
          maxLength={CONTACT_LIMITS.message}
          placeholder={t('form.messagePlaceholder')}
          {...field('message')}
        />
      </label>
      <SubmitButton busy={send.isPending} busyLabel={t('form.sending')} className="w-full sm:w-auto">
        {t('form.send')}
      </SubmitButton>
    </form>
  );
}
