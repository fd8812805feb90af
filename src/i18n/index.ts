import type { Lang } from '../domain/languages.ts';
import type { Translation } from './define.ts';
import about from './messages/about.ts';
import balance from './messages/balance.ts';
import blog from './messages/blog.ts';
import bookingEmail from './messages/booking-email.ts';
import brochure from './messages/brochure.ts';
import common from './messages/common.ts';
import contact from './messages/contact.ts';
import contentLanguage from './messages/content-language.ts';
import deleteAccount from './messages/delete-account.ts';
import erasureEmails from './messages/erasure-emails.ts';
import emailDigest from './messages/email-digest.ts';
import forms from './messages/forms.ts';
import home from './messages/home.ts';
import packageDetail from './messages/package-detail.ts';
import packageList from './messages/package-list.ts';
import payment from './messages/payment.ts';
import places from './messages/places.ts';
import requestEmails from './messages/request-emails.ts';
import tripNotes from './messages/trip-notes.ts';
import tripFacts from './messages/trip-facts.ts';

/** Every feature's messages. A feature adds its file here under its own key. */
const features = {
  common,
  contentLanguage,
  places,
  home,
  packageList,
  packageDetail,
  tripFacts,
  brochure,
  about,
  blog,
  contact,
  deleteAccount,
  forms,
  payment,
  bookingEmail,
  requestEmails,
  tripNotes,
  erasureEmails,
  balance,
  emailDigest,
};

type Features = typeof features;
export type Dictionary = { readonly [F in keyof Features]: Translation<Features[F]['en']> };

/** The texts of one language, by feature: `t.common.nav.home`. */
export function useTranslations(lang: Lang): Dictionary {
  return Object.fromEntries(
    Object.entries(features).map(([name, messages]) => [name, messages[lang]]),
  ) as unknown as Dictionary;
}

export const allMessages = features;
