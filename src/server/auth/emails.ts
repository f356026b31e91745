import type { MailMessage } from '../services/mail';

export type AuthEmailKind = 'resetPassword' | 'verifyEmail' | 'changeEmail' | 'existingAccount';
type Lang = 'en' | 'he';

interface Template {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  action: string;
  ignore: string;
}

// Mail is sent before any page of ours is open, so its strings live here on the server, in
// both languages the product speaks; the user's stored language picks one.
const TEMPLATES: Record<Lang, Record<AuthEmailKind, Template>> = {
  en: {
    resetPassword: {
      subject: 'Reset your LogoBatch password',
      greeting: (n) => `Hello ${n},`,
      body: 'We received a request to reset your password. The link below works for one hour.',
      action: 'Choose a new password',
      ignore: 'If you did not ask for this, ignore this message: your password stays the same.',
    },
    verifyEmail: {
      subject: 'Confirm your LogoBatch account',
      greeting: (n) => `Welcome, ${n}!`,
      body: 'Please confirm your email address to finish creating your account.',
      action: 'Confirm my email',
      ignore: 'If you did not create an account, ignore this message.',
    },
    changeEmail: {
      subject: 'Confirm your new LogoBatch email address',
      greeting: (n) => `Hello ${n},`,
      body: 'Confirm this address to make it the email of your LogoBatch account. Until then, your old address stays in use.',
      action: 'Confirm this address',
      ignore: 'If you did not ask for this change, ignore this message.',
    },
    existingAccount: {
      subject: 'Someone tried to create a LogoBatch account with your email',
      greeting: (n) => `Hello ${n},`,
      body: 'Someone tried to create a new LogoBatch account with your email address, which already has one. If it was you, sign in, or reset your password if you have forgotten it.',
      action: 'Sign in',
      ignore: 'If it was not you, ignore this message: your account is unchanged.',
    },
  },
  he: {
    resetPassword: {
      subject: 'איפוס הסיסמה שלך ב-LogoBatch',
      greeting: (n) => `שלום ${n},`,
      body: 'קיבלנו בקשה לאפס את הסיסמה שלך. הקישור למטה תקף לשעה אחת.',
      action: 'בחירת סיסמה חדשה',
      ignore: 'אם לא ביקשת זאת, אפשר להתעלם מההודעה: הסיסמה שלך לא תשתנה.',
    },
    verifyEmail: {
      subject: 'אישור החשבון שלך ב-LogoBatch',
      greeting: (n) => `ברוך הבא, ${n}!`,
      body: 'נא לאשר את כתובת האימייל שלך כדי להשלים את יצירת החשבון.',
      action: 'אישור האימייל',
      ignore: 'אם לא יצרת חשבון, אפשר להתעלם מההודעה.',
    },
    changeEmail: {
      subject: 'אישור כתובת האימייל החדשה שלך ב-LogoBatch',
      greeting: (n) => `שלום ${n},`,
      body: 'אשרו את הכתובת הזו כדי שתהיה האימייל של החשבון שלכם. עד אז הכתובת הקודמת נשארת בשימוש.',
      action: 'אישור הכתובת',
      ignore: 'אם לא ביקשת את השינוי, אפשר להתעלם מההודעה.',
    },
    existingAccount: {
      subject: 'מישהו ניסה ליצור חשבון LogoBatch עם האימייל שלך',
      greeting: (n) => `שלום ${n},`,
      body: 'מישהו ניסה ליצור חשבון LogoBatch חדש עם כתובת האימייל שלך, שכבר יש לה חשבון. אם זה היית את/ה, אפשר להתחבר, או לאפס את הסיסמה אם שכחת אותה.',
      action: 'התחברות',
      ignore: 'אם זה לא היית את/ה, אפשר להתעלם מההודעה: החשבון שלך לא השתנה.',
    },
  },
};

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

export function authEmail(
  kind: AuthEmailKind,
  to: { email: string; name?: string | null; language?: string | null },
  link: string,
): MailMessage {
  const lang: Lang = to.language === 'he' ? 'he' : 'en';
  const t = TEMPLATES[lang][kind];
  const name = to.name?.trim() || to.email.split('@')[0] || 'User';
  const dir = lang === 'he' ? 'rtl' : 'ltr';
  const text = `${t.greeting(name)}\n\n${t.body}\n\n${t.action}: ${link}\n\n${t.ignore}\n\nLogoBatch`;
  const html = `<!doctype html><html lang="${lang}" dir="${dir}"><body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5">
<p>${escape(t.greeting(name))}</p><p>${escape(t.body)}</p>
<p><a href="${escape(link)}" style="display:inline-block;background:#4f46e5;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escape(t.action)}</a></p>
<p style="font-size:13px;color:#475569">${escape(t.ignore)}</p><p>LogoBatch</p></body></html>`;
  return { to: to.email, subject: t.subject, text, html, link, language: lang };
}
