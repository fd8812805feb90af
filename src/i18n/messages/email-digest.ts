import { defineMessages } from '../define.ts';

/**
 * The operator's daily digest of the site's emails that did not go out, in OPERATOR_LANGUAGE.
 * `what` names each email by its table and kind (src/server/mail/row-emails.ts).
 */
export default defineMessages({
  en: {
    subject: { one: 'An email of the website did not go out', other: '{count} emails of the website did not go out' },
    intro:
      'These emails could not be sent. The website tries each again, after an hour, then after longer and longer pauses, {attempts} times in all. Those marked “given up” or “not written again” are not tried any more: please send them yourself, then set the row’s emailStatus to “sent”.',
    what: {
      bookings: { confirmation: 'Booking confirmation', 'operator-notice': 'Booking notice to you' },
      contactMessages: { 'operator-notice': 'Contact message notice to you' },
      brochureRequests: { brochure: 'Brochure link' },
      deletionRequests: { 'operator-notice': 'Deletion request notice to you', confirmation: 'Deletion request confirmation' },
    },
    to: 'to {email}',
    record: 'Table {table}, record {record}',
    since: 'Failing since {date}',
    attempts: { one: '1 attempt', other: '{count} attempts' },
    next: 'next attempt after {date}',
    givenUp: 'given up',
    notTried: 'not tried yet',
    notRebuilt: 'not written again: the row lacks what it needs (a published package, an address, or a confirmation link)',
  },
  de: {
    subject: { one: 'Eine E-Mail der Website wurde nicht versandt', other: '{count} E-Mails der Website wurden nicht versandt' },
    intro:
      'Diese E-Mails konnten nicht versandt werden. Die Website versucht es bei jeder erneut, nach einer Stunde, dann nach immer längeren Pausen, insgesamt {attempts}-mal. Die mit „aufgegeben“ oder „nicht neu erstellt“ markierten werden nicht mehr versucht: Bitte sende sie selbst und setze dann emailStatus der Zeile auf „sent“.',
    what: {
      bookings: { confirmation: 'Buchungsbestätigung', 'operator-notice': 'Buchungsmitteilung an dich' },
      contactMessages: { 'operator-notice': 'Mitteilung über eine Kontaktnachricht an dich' },
      brochureRequests: { brochure: 'Link zur Broschüre' },
      deletionRequests: { 'operator-notice': 'Mitteilung über einen Löschantrag an dich', confirmation: 'Bestätigung eines Löschantrags' },
    },
    to: 'an {email}',
    record: 'Tabelle {table}, Datensatz {record}',
    since: 'Fehlgeschlagen seit {date}',
    attempts: { one: '1 Versuch', other: '{count} Versuche' },
    next: 'nächster Versuch nach {date}',
    givenUp: 'aufgegeben',
    notTried: 'noch nicht versucht',
    notRebuilt: 'nicht neu erstellt: Der Zeile fehlt, was dafür nötig ist (ein veröffentlichtes Paket, eine Adresse oder ein Bestätigungslink)',
  },
  it: {
    subject: { one: 'Un’email del sito non è partita', other: '{count} email del sito non sono partite' },
    intro:
      'Queste email non è stato possibile inviarle. Il sito riprova per ciascuna dopo un’ora, poi dopo pause sempre più lunghe, {attempts} volte in tutto. Quelle segnate “abbandonata” o “non riscritta” non vengono più tentate: inviale tu, poi imposta l’emailStatus della riga su “sent”.',
    what: {
      bookings: { confirmation: 'Conferma di prenotazione', 'operator-notice': 'Avviso di prenotazione per te' },
      contactMessages: { 'operator-notice': 'Avviso di un messaggio di contatto per te' },
      brochureRequests: { brochure: 'Link alla brochure' },
      deletionRequests: { 'operator-notice': 'Avviso di una richiesta di cancellazione per te', confirmation: 'Conferma di una richiesta di cancellazione' },
    },
    to: 'a {email}',
    record: 'Tabella {table}, record {record}',
    since: 'Non riuscita dal {date}',
    attempts: { one: '1 tentativo', other: '{count} tentativi' },
    next: 'prossimo tentativo dopo il {date}',
    givenUp: 'abbandonata',
    notTried: 'non ancora tentata',
    notRebuilt: 'non riscritta: alla riga manca ciò che serve (un pacchetto pubblicato, un indirizzo o un link di conferma)',
  },
  fr: {
    subject: { one: 'Un e-mail du site n’est pas parti', other: '{count} e-mails du site ne sont pas partis' },
    intro:
      'Ces e-mails n’ont pas pu être envoyés. Le site réessaie chacun après une heure, puis après des pauses de plus en plus longues, {attempts} fois en tout. Ceux marqués « abandonné » ou « non réécrit » ne sont plus tentés : envoyez-les vous-même, puis mettez l’emailStatus de la ligne à « sent ».',
    what: {
      bookings: { confirmation: 'Confirmation de réservation', 'operator-notice': 'Avis de réservation pour vous' },
      contactMessages: { 'operator-notice': 'Avis d’un message de contact pour vous' },
      brochureRequests: { brochure: 'Lien vers la brochure' },
      deletionRequests: { 'operator-notice': 'Avis d’une demande de suppression pour vous', confirmation: 'Confirmation d’une demande de suppression' },
    },
    to: 'à {email}',
    record: 'Table {table}, enregistrement {record}',
    since: 'En échec depuis le {date}',
    attempts: { one: '1 tentative', other: '{count} tentatives' },
    next: 'prochaine tentative après le {date}',
    givenUp: 'abandonné',
    notTried: 'pas encore tenté',
    notRebuilt: 'non réécrit : il manque à la ligne ce qu’il faut (un voyage publié, une adresse ou un lien de confirmation)',
  },
  es: {
    subject: { one: 'Un correo de la web no se ha enviado', other: '{count} correos de la web no se han enviado' },
    intro:
      'Estos correos no se han podido enviar. La web vuelve a intentarlo con cada uno al cabo de una hora y luego tras pausas cada vez más largas, {attempts} veces en total. Los marcados como «abandonado» o «no reescrito» ya no se intentan: envíalos tú y luego pon el emailStatus de la fila en «sent».',
    what: {
      bookings: { confirmation: 'Confirmación de reserva', 'operator-notice': 'Aviso de reserva para ti' },
      contactMessages: { 'operator-notice': 'Aviso de un mensaje de contacto para ti' },
      brochureRequests: { brochure: 'Enlace al folleto' },
      deletionRequests: { 'operator-notice': 'Aviso de una solicitud de borrado para ti', confirmation: 'Confirmación de una solicitud de borrado' },
    },
    to: 'a {email}',
    record: 'Tabla {table}, registro {record}',
    since: 'Falla desde el {date}',
    attempts: { one: '1 intento', other: '{count} intentos' },
    next: 'próximo intento después del {date}',
    givenUp: 'abandonado',
    notTried: 'aún sin intentar',
    notRebuilt: 'no reescrito: a la fila le falta lo necesario (un viaje publicado, una dirección o un enlace de confirmación)',
  },
});
