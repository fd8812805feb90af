import { defineMessages } from '../define.ts';

/** The note beside a content text shown in another language because the base has none in the page's. */
export default defineMessages({
  en: { note: 'This text is in {language}.' },
  de: { note: 'Dieser Text ist auf {language}.' },
  it: { note: 'Questo testo è in {language}.' },
  fr: { note: 'Ce texte est en {language}.' },
  es: { note: 'Este texto está en {language}.' },
});
