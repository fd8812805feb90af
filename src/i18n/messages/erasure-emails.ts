import { defineMessages } from '../define.ts';

/**
 * The emails of a data deletion request (plain text). The visitor's go to an address anybody may
 * have typed, in the visitor's language: fixed text and a link only, never a typed name or reason.
 * The operator's notices, in OPERATOR_LANGUAGE, tell what the confirmed erasure did.
 */
export default defineMessages({
  en: {
    link: {
      subject: 'Confirm the deletion of your data',
      body: 'Hello,\n\nsomebody, hopefully you, asked Altura Adventures to delete the personal data linked to this email address. To confirm, open this page and press “Delete my data”:\n{url}\n\nThe link works once, for {days} days. Nothing is deleted until you confirm. If you did not ask for this, ignore this email and nothing will happen.\n\nThe Altura Adventures team',
    },
    done: {
      subject: 'Your data has been deleted',
      body: 'Hello,\n\nwe have finished deleting the personal data linked to this email address. We keep the records of your bookings without your address, as accounting law requires.\n\nThe Altura Adventures team',
    },
    operator: {
      completed: {
        subject: 'Data erased: {email}',
        intro: 'A visitor confirmed the deletion of their data through the link emailed to them, and it is erased.',
      },
      waiting: {
        subject: 'Data erasure waiting for a balance: {email}',
        intro:
          'A visitor confirmed the deletion of their data through the link emailed to them, but a booking of theirs still has a balance to collect. Everything else is erased. The booking’s email address and its Stripe customer (the saved card) stay until the balance is paid or you cancel the booking; the next balance run then completes the erasure and tells the visitor. Nothing to do for you.',
      },
      noReason: 'Not provided',
      contactMessages: 'Contact messages deleted: {count}',
      brochureRequests: 'Brochure requests deleted: {count}',
      deletionRequests: 'Earlier deletion requests deleted: {count}',
      bookings: 'Bookings kept without the email address: {count}',
      customers: 'Stripe customers deleted, with their saved cards: {count}',
      heldBy: 'Waiting for the balance of booking {session}: due {due}, {balanceStatus}',
    },
  },
  de: {
    link: {
      subject: 'Bestätige die Löschung deiner Daten',
      body: 'Hallo,\n\njemand, hoffentlich du, hat Altura Adventures gebeten, die personenbezogenen Daten zu dieser E-Mail-Adresse zu löschen. Zum Bestätigen öffne diese Seite und drücke „Meine Daten löschen“:\n{url}\n\nDer Link funktioniert einmal und {days} Tage lang. Gelöscht wird erst, wenn du bestätigst. Wenn du das nicht angefragt hast, ignoriere diese E-Mail: Dann passiert nichts.\n\nDein Team von Altura Adventures',
    },
    done: {
      subject: 'Deine Daten sind gelöscht',
      body: 'Hallo,\n\nwir haben die personenbezogenen Daten zu dieser E-Mail-Adresse vollständig gelöscht. Die Belege deiner Buchungen bewahren wir ohne deine Adresse auf, wie es das Buchhaltungsrecht verlangt.\n\nDein Team von Altura Adventures',
    },
    operator: {
      completed: {
        subject: 'Daten gelöscht: {email}',
        intro: 'Eine Person hat die Löschung ihrer Daten über den ihr gemailten Link bestätigt, und die Daten sind gelöscht.',
      },
      waiting: {
        subject: 'Datenlöschung wartet auf eine Restzahlung: {email}',
        intro:
          'Eine Person hat die Löschung ihrer Daten über den ihr gemailten Link bestätigt, aber eine ihrer Buchungen hat noch eine offene Restzahlung. Alles andere ist gelöscht. Die E-Mail-Adresse der Buchung und ihr Stripe-Kunde (die gespeicherte Karte) bleiben, bis die Restzahlung bezahlt ist oder du die Buchung stornierst; der nächste Lauf der Restzahlungen schließt die Löschung dann ab und benachrichtigt die Person. Du musst nichts tun.',
      },
      noReason: 'Nicht angegeben',
      contactMessages: 'Gelöschte Kontaktnachrichten: {count}',
      brochureRequests: 'Gelöschte Broschürenanfragen: {count}',
      deletionRequests: 'Gelöschte frühere Löschanträge: {count}',
      bookings: 'Buchungen, ohne E-Mail-Adresse aufbewahrt: {count}',
      customers: 'Gelöschte Stripe-Kunden, mit ihren gespeicherten Karten: {count}',
      heldBy: 'Wartet auf die Restzahlung der Buchung {session}: fällig am {due}, {balanceStatus}',
    },
  },
  it: {
    link: {
      subject: 'Conferma la cancellazione dei tuoi dati',
      body: 'Ciao,\n\nqualcuno, speriamo tu, ha chiesto ad Altura Adventures di cancellare i dati personali collegati a questo indirizzo email. Per confermare, apri questa pagina e premi “Cancella i miei dati”:\n{url}\n\nIl link funziona una sola volta, per {days} giorni. Nulla viene cancellato finché non confermi. Se non l’hai chiesto tu, ignora questa email e non succederà nulla.\n\nIl team di Altura Adventures',
    },
    done: {
      subject: 'I tuoi dati sono stati cancellati',
      body: 'Ciao,\n\nabbiamo finito di cancellare i dati personali collegati a questo indirizzo email. Conserviamo le registrazioni delle tue prenotazioni senza il tuo indirizzo, come richiede la normativa contabile.\n\nIl team di Altura Adventures',
    },
    operator: {
      completed: {
        subject: 'Dati cancellati: {email}',
        intro: 'Una persona ha confermato la cancellazione dei propri dati con il link ricevuto via email, e i dati sono cancellati.',
      },
      waiting: {
        subject: 'Cancellazione dei dati in attesa di un saldo: {email}',
        intro:
          'Una persona ha confermato la cancellazione dei propri dati con il link ricevuto via email, ma una sua prenotazione ha ancora un saldo da incassare. Tutto il resto è cancellato. L’indirizzo email della prenotazione e il suo cliente Stripe (la carta salvata) restano finché il saldo non è pagato o finché non annulli la prenotazione; il successivo addebito dei saldi completa poi la cancellazione e avvisa la persona. Non devi fare nulla.',
      },
      noReason: 'Non indicato',
      contactMessages: 'Messaggi di contatto cancellati: {count}',
      brochureRequests: 'Richieste di brochure cancellate: {count}',
      deletionRequests: 'Richieste di cancellazione precedenti cancellate: {count}',
      bookings: 'Prenotazioni conservate senza indirizzo email: {count}',
      customers: 'Clienti Stripe cancellati, con le carte salvate: {count}',
      heldBy: 'In attesa del saldo della prenotazione {session}: scadenza {due}, {balanceStatus}',
    },
  },
  fr: {
    link: {
      subject: 'Confirmez la suppression de vos données',
      body: 'Bonjour,\n\nquelqu’un, vous sans doute, a demandé à Altura Adventures de supprimer les données personnelles liées à cette adresse e-mail. Pour confirmer, ouvrez cette page et appuyez sur « Supprimer mes données » :\n{url}\n\nLe lien fonctionne une seule fois, pendant {days} jours. Rien n’est supprimé tant que vous n’avez pas confirmé. Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : il ne se passera rien.\n\nL’équipe Altura Adventures',
    },
    done: {
      subject: 'Vos données ont été supprimées',
      body: 'Bonjour,\n\nnous avons terminé la suppression des données personnelles liées à cette adresse e-mail. Nous conservons les justificatifs de vos réservations sans votre adresse, comme l’exige le droit comptable.\n\nL’équipe Altura Adventures',
    },
    operator: {
      completed: {
        subject: 'Données supprimées : {email}',
        intro: 'Une personne a confirmé la suppression de ses données par le lien reçu par e-mail, et elles sont supprimées.',
      },
      waiting: {
        subject: 'Suppression des données en attente d’un solde : {email}',
        intro:
          'Une personne a confirmé la suppression de ses données par le lien reçu par e-mail, mais l’une de ses réservations a encore un solde à encaisser. Tout le reste est supprimé. L’adresse e-mail de la réservation et son client Stripe (la carte enregistrée) restent jusqu’au paiement du solde ou à l’annulation de la réservation ; le passage suivant des soldes termine alors la suppression et prévient la personne. Vous n’avez rien à faire.',
      },
      noReason: 'Non précisé',
      contactMessages: 'Messages de contact supprimés : {count}',
      brochureRequests: 'Demandes de brochure supprimées : {count}',
      deletionRequests: 'Demandes de suppression antérieures supprimées : {count}',
      bookings: 'Réservations conservées sans l’adresse e-mail : {count}',
      customers: 'Clients Stripe supprimés, avec leurs cartes enregistrées : {count}',
      heldBy: 'En attente du solde de la réservation {session} : échéance {due}, {balanceStatus}',
    },
  },
  es: {
    link: {
      subject: 'Confirma la eliminación de tus datos',
      body: 'Hola:\n\nalguien, esperamos que tú, ha pedido a Altura Adventures que borre los datos personales vinculados a esta dirección de correo electrónico. Para confirmarlo, abre esta página y pulsa «Borrar mis datos»:\n{url}\n\nEl enlace funciona una sola vez, durante {days} días. No se borra nada hasta que lo confirmes. Si no lo has pedido tú, ignora este correo y no pasará nada.\n\nEl equipo de Altura Adventures',
    },
    done: {
      subject: 'Tus datos se han borrado',
      body: 'Hola:\n\nhemos terminado de borrar los datos personales vinculados a esta dirección de correo electrónico. Conservamos los registros de tus reservas sin tu dirección, como exige la normativa contable.\n\nEl equipo de Altura Adventures',
    },
    operator: {
      completed: {
        subject: 'Datos borrados: {email}',
        intro: 'Una persona ha confirmado la eliminación de sus datos con el enlace que recibió por correo, y se han borrado.',
      },
      waiting: {
        subject: 'Eliminación de datos a la espera de un saldo: {email}',
        intro:
          'Una persona ha confirmado la eliminación de sus datos con el enlace que recibió por correo, pero una de sus reservas aún tiene un saldo por cobrar. Todo lo demás se ha borrado. La dirección de correo de la reserva y su cliente de Stripe (la tarjeta guardada) se conservan hasta que se pague el saldo o canceles la reserva; el siguiente cobro de saldos completa entonces la eliminación y avisa a la persona. No tienes que hacer nada.',
      },
      noReason: 'No indicado',
      contactMessages: 'Mensajes de contacto borrados: {count}',
      brochureRequests: 'Solicitudes de folleto borradas: {count}',
      deletionRequests: 'Solicitudes de eliminación anteriores borradas: {count}',
      bookings: 'Reservas conservadas sin la dirección de correo: {count}',
      customers: 'Clientes de Stripe borrados, con sus tarjetas guardadas: {count}',
      heldBy: 'A la espera del saldo de la reserva {session}: vence el {due}, {balanceStatus}',
    },
  },
});
