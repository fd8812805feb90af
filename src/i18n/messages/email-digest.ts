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
      deletionRequests: {
        'operator-notice': 'Deletion request notice to you',
        confirmation: 'Deletion request confirmation',
        'erasure-notice-waiting': 'Notice to you of an erasure waiting for a balance',
        'erasure-notice-completed': 'Notice to you of a completed erasure',
        'erasure-done': 'Erasure done',
      },
    },
    to: 'to {email}',
    record: 'Table {table}, record {record}',
    since: 'Failing since {date}',
    attempts: { one: '1 attempt', other: '{count} attempts' },
    next: 'next attempt after {date}',
    givenUp: 'given up',
    notTried: 'not tried yet',
    notRebuilt: 'not written again: the row lacks what it needs (a published package, an address, a confirmation link, or what an erasure found)',
  },
  de: {
    subject: { one: 'Eine E-Mail der Website wurde nicht versandt', other: '{count} E-Mails der Website wurden nicht versandt' },
    intro:
      'Diese E-Mails konnten nicht versandt werden. Die Website versucht es bei jeder erneut, nach einer Stunde, dann nach immer längeren Pausen, insgesamt {attempts}-mal. Die mit „aufgegeben“ oder „nicht neu erstellt“ markierten werden nicht mehr versucht: Bitte sende sie selbst und setze dann emailStatus der Zeile auf „sent“.',
    what: {
      bookings: { confirmation: 'Buchungsbestätigung', 'operator-notice': 'Buchungsmitteilung an dich' },
      contactMessages: { 'operator-notice': 'Mitteilung über eine Kontaktnachricht an dich' },
      brochureRequests: { brochure: 'Link zur Broschüre' },
      deletionRequests: {
        'operator-notice': 'Mitteilung über einen Löschantrag an dich',
        confirmation: 'Bestätigung eines Löschantrags',
        'erasure-notice-waiting': 'Mitteilung an dich über eine Löschung, die auf eine Restzahlung wartet',
        'erasure-notice-completed': 'Mitteilung an dich über eine abgeschlossene Löschung',
        'erasure-done': 'Löschung erledigt',
      },
    },
    to: 'an {email}',
    record: 'Tabelle {table}, Datensatz {record}',
    since: 'Fehlgeschlagen seit {date}',
    attempts: { one: '1 Versuch', other: '{count} Versuche' },
    next: 'nächster Versuch nach {date}',
    givenUp: 'aufgegeben',
    notTried: 'noch nicht versucht',
    notRebuilt: 'nicht neu erstellt: Der Zeile fehlt, was dafür nötig ist (ein veröffentlichtes Paket, eine Adresse, ein Bestätigungslink oder was eine Löschung vorfand)',
  },
  it: {
    subject: { one: 'Un’email del sito non è partita', other: '{count} email del sito non sono partite' },
    intro:
      'Queste email non è stato possibile inviarle. Il sito riprova per ciascuna dopo un’ora, poi dopo pause sempre più lunghe, {attempts} volte in tutto. Quelle segnate “abbandonata” o “non riscritta” non vengono più tentate: inviale tu, poi imposta l’emailStatus della riga su “sent”.',
    what: {
      bookings: { confirmation: 'Conferma di prenotazione', 'operator-notice': 'Avviso di prenotazione per te' },
      contactMessages: { 'operator-notice': 'Avviso di un messaggio di contatto per te' },
      brochureRequests: { brochure: 'Link alla brochure' },
      deletionRequests: {
        'operator-notice': 'Avviso di una richiesta di cancellazione per te',
        confirmation: 'Conferma di una richiesta di cancellazione',
        'erasure-notice-waiting': 'Avviso per te di una cancellazione in attesa di un saldo',
        'erasure-notice-completed': 'Avviso per te di una cancellazione completata',
        'erasure-done': 'Cancellazione eseguita',
      },
    },
    to: 'a {email}',
    record: 'Tabella {table}, record {record}',
    since: 'Non riuscita dal {date}',
    attempts: { one: '1 tentativo', other: '{count} tentativi' },
    next: 'prossimo tentativo dopo il {date}',
    givenUp: 'abbandonata',
    notTried: 'non ancora tentata',
    notRebuilt: 'non riscritta: alla riga manca ciò che serve (un pacchetto pubblicato, un indirizzo, un link di conferma o ciò che una cancellazione ha trovato)',
  },
  fr: {
    subject: { one: 'Un e-mail du site n’est pas parti', other: '{count} e-mails du site ne sont pas partis' },
    intro:
      'Ces e-mails n’ont pas pu être envoyés. Le site réessaie chacun après une heure, puis après des pauses de plus en plus longues, {attempts} fois en tout. Ceux marqués « abandonné » ou « non réécrit » ne sont plus tentés : envoyez-les vous-même, puis mettez l’emailStatus de la ligne à « sent ».',
    what: {
      bookings: { confirmation: 'Confirmation de réservation', 'operator-notice': 'Avis de réservation pour vous' },
      contactMessages: { 'operator-notice': 'Avis d’un message de contact pour vous' },
      brochureRequests: { brochure: 'Lien vers la brochure' },
      deletionRequests: {
        'operator-notice': 'Avis d’une demande de suppression pour vous',
        confirmation: 'Confirmation d’une demande de suppression',
        'erasure-notice-waiting': 'Avis pour vous d’une suppression en attente d’un solde',
        'erasure-notice-completed': 'Avis pour vous d’une suppression effectuée',
        'erasure-done': 'Suppression effectuée',
      },
    },
    to: 'à {email}',
    record: 'Table {table}, enregistrement {record}',
    since: 'En échec depuis le {date}',
    attempts: { one: '1 tentative', other: '{count} tentatives' },
    next: 'prochaine tentative après le {date}',
    givenUp: 'abandonné',
    notTried: 'pas encore tenté',
    notRebuilt: 'non réécrit : il manque à la ligne ce qu’il faut (un voyage publié, une adresse, un lien de confirmation ou ce qu’une suppression a trouvé)',
  },
  es: {
    subject: { one: 'Un correo de la web no se ha enviado', other: '{count} correos de la web no se han enviado' },
    intro:
      'Estos correos no se han podido enviar. La web vuelve a intentarlo con cada uno al cabo de una hora y luego tras pausas cada vez más largas, {attempts} veces en total. Los marcados como «abandonado» o «no reescrito» ya no se intentan: envíalos tú y luego pon el emailStatus de la fila en «sent».',
    what: {
      bookings: { confirmation: 'Confirmación de reserva', 'operator-notice': 'Aviso de reserva para ti' },
      contactMessages: { 'operator-notice': 'Aviso de un mensaje de contacto para ti' },
      brochureRequests: { brochure: 'Enlace al folleto' },
      deletionRequests: {
        'operator-notice': 'Aviso de una solicitud de borrado para ti',
        confirmation: 'Confirmación de una solicitud de borrado',
        'erasure-notice-waiting': 'Aviso para ti de un borrado a la espera de un saldo',
        'erasure-notice-completed': 'Aviso para ti de un borrado completado',
        'erasure-done': 'Borrado realizado',
      },
    },
    to: 'a {email}',
    record: 'Tabla {table}, registro {record}',
    since: 'Falla desde el {date}',
    attempts: { one: '1 intento', other: '{count} intentos' },
    next: 'próximo intento después del {date}',
    givenUp: 'abandonado',
    notTried: 'aún sin intentar',
    notRebuilt: 'no reescrito: a la fila le falta lo necesario (un viaje publicado, una dirección, un enlace de confirmación o lo que encontró un borrado)',
  },
});
