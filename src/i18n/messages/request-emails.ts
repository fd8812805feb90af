import { defineMessages } from '../define.ts';

/**
 * The emails about a visitor's request (plain text): the visitor's, in their language, and the
 * operator's notices, in OPERATOR_LANGUAGE.
 */
export default defineMessages({
  en: {
    brochure: {
      subject: 'Your brochure: {packageName}',
      body: 'Hello,\n\nthank you for your interest in {packageName}. Here is your brochure:\n{url}\n\nIf you have a question about the trip, simply reply to this email: a local guide will answer.\n\nSee you on the trail,\nThe Altura Adventures team',
    },
    deletion: {
      subject: 'We have received your data deletion request',
      body: 'Hello,\n\nwe have received a request to delete the personal data linked to this email address. We will process it within {days} days and let you know when it is done.\n\nIf you did not make this request, please reply to this email.\n\nThe Altura Adventures team',
    },
    operator: {
      labels: { name: 'Name', email: 'Email', language: 'Language', received: 'Received', record: 'Airtable record', message: 'Message', reason: 'Reason' },
      contact: { subject: 'Contact form: message from {email}', intro: 'New message from the contact form (reply to answer {name}).' },
      deletion: {
        subject: 'Data deletion request from {email}',
        intro: 'A visitor asked for their personal data to be deleted. Please process the request within {days} days.',
        noReason: 'Not provided',
      },
    },
  },
  de: {
    brochure: {
      subject: 'Deine Broschüre: {packageName}',
      body: 'Hallo,\n\ndanke für dein Interesse an {packageName}. Hier ist deine Broschüre:\n{url}\n\nWenn du Fragen zur Reise hast, antworte einfach auf diese E-Mail: Ein lokaler Guide meldet sich bei dir.\n\nBis bald auf dem Weg,\ndein Team von Altura Adventures',
    },
    deletion: {
      subject: 'Wir haben deinen Antrag auf Datenlöschung erhalten',
      body: 'Hallo,\n\nwir haben einen Antrag erhalten, die personenbezogenen Daten zu dieser E-Mail-Adresse zu löschen. Wir bearbeiten ihn innerhalb von {days} Tagen und sagen dir Bescheid, sobald es erledigt ist.\n\nWenn du diesen Antrag nicht gestellt hast, antworte bitte auf diese E-Mail.\n\nDein Team von Altura Adventures',
    },
    operator: {
      labels: { name: 'Name', email: 'E-Mail', language: 'Sprache', received: 'Eingegangen', record: 'Airtable-Datensatz', message: 'Nachricht', reason: 'Grund' },
      contact: {
        subject: 'Kontaktformular: Nachricht von {email}',
        intro: 'Neue Nachricht über das Kontaktformular (antworte auf diese E-Mail, um {name} zu antworten).',
      },
      deletion: {
        subject: 'Antrag auf Datenlöschung von {email}',
        intro: 'Eine Person möchte ihre personenbezogenen Daten löschen lassen. Bitte bearbeite den Antrag innerhalb von {days} Tagen.',
        noReason: 'Nicht angegeben',
      },
    },
  },
  it: {
    brochure: {
      subject: 'La tua brochure: {packageName}',
      body: 'Ciao,\n\ngrazie per il tuo interesse per {packageName}. Ecco la tua brochure:\n{url}\n\nSe hai domande sul viaggio, rispondi semplicemente a questa email: ti risponderà una guida locale.\n\nA presto sul sentiero,\nil team di Altura Adventures',
    },
    deletion: {
      subject: 'Abbiamo ricevuto la tua richiesta di cancellazione dei dati',
      body: 'Ciao,\n\nabbiamo ricevuto una richiesta di cancellare i dati personali collegati a questo indirizzo email. La gestiremo entro {days} giorni e ti avviseremo quando sarà completata.\n\nSe non hai fatto tu questa richiesta, rispondi a questa email.\n\nIl team di Altura Adventures',
    },
    operator: {
      labels: { name: 'Nome', email: 'Email', language: 'Lingua', received: 'Ricevuto', record: 'Record Airtable', message: 'Messaggio', reason: 'Motivo' },
      contact: {
        subject: 'Modulo di contatto: messaggio da {email}',
        intro: 'Nuovo messaggio dal modulo di contatto (rispondi a questa email per rispondere a {name}).',
      },
      deletion: {
        subject: 'Richiesta di cancellazione dei dati da {email}',
        intro: 'Una persona ha chiesto di cancellare i propri dati personali. Gestisci la richiesta entro {days} giorni.',
        noReason: 'Non indicato',
      },
    },
  },
  fr: {
    brochure: {
      subject: 'Votre brochure : {packageName}',
      body: 'Bonjour,\n\nmerci de votre intérêt pour {packageName}. Voici votre brochure :\n{url}\n\nSi vous avez une question sur le voyage, répondez simplement à cet e-mail : un guide local vous répondra.\n\nÀ bientôt sur les sentiers,\nL’équipe Altura Adventures',
    },
    deletion: {
      subject: 'Nous avons bien reçu votre demande de suppression des données',
      body: 'Bonjour,\n\nnous avons bien reçu une demande de suppression des données personnelles liées à cette adresse e-mail. Nous la traiterons sous {days} jours et vous préviendrons une fois terminée.\n\nSi vous n’êtes pas à l’origine de cette demande, merci de répondre à cet e-mail.\n\nL’équipe Altura Adventures',
    },
    operator: {
      labels: { name: 'Nom', email: 'E-mail', language: 'Langue', received: 'Reçu le', record: 'Enregistrement Airtable', message: 'Message', reason: 'Motif' },
      contact: {
        subject: 'Formulaire de contact : message de {email}',
        intro: 'Nouveau message du formulaire de contact (répondez à cet e-mail pour répondre à {name}).',
      },
      deletion: {
        subject: 'Demande de suppression des données de {email}',
        intro: 'Une personne a demandé la suppression de ses données personnelles. Merci de traiter la demande sous {days} jours.',
        noReason: 'Non précisé',
      },
    },
  },
  es: {
    brochure: {
      subject: 'Tu folleto: {packageName}',
      body: 'Hola:\n\ngracias por tu interés en {packageName}. Aquí tienes tu folleto:\n{url}\n\nSi tienes alguna pregunta sobre el viaje, responde a este correo: te contestará un guía local.\n\nNos vemos en el camino,\nel equipo de Altura Adventures',
    },
    deletion: {
      subject: 'Hemos recibido tu solicitud de eliminación de datos',
      body: 'Hola:\n\nhemos recibido una solicitud para borrar los datos personales vinculados a esta dirección de correo. La tramitaremos en un plazo de {days} días y te avisaremos cuando esté hecho.\n\nSi no has hecho tú esta solicitud, responde a este correo.\n\nEl equipo de Altura Adventures',
    },
    operator: {
      labels: { name: 'Nombre', email: 'Correo electrónico', language: 'Idioma', received: 'Recibido', record: 'Registro de Airtable', message: 'Mensaje', reason: 'Motivo' },
      contact: {
        subject: 'Formulario de contacto: mensaje de {email}',
        intro: 'Nuevo mensaje del formulario de contacto (responde a este correo para contestar a {name}).',
      },
      deletion: {
        subject: 'Solicitud de eliminación de datos de {email}',
        intro: 'Una persona ha pedido que se eliminen sus datos personales. Tramita la solicitud en un plazo de {days} días.',
        noReason: 'No indicado',
      },
    },
  },
});
