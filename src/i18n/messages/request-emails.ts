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
    operator: {
      labels: { name: 'Name', email: 'Email', language: 'Language', received: 'Received', record: 'Airtable record', message: 'Message', reason: 'Reason' },
      contact: { subject: 'Contact form: message from {email}', intro: 'New message from the contact form (reply to answer {name}).' },
    },
  },
  de: {
    brochure: {
      subject: 'Deine Broschüre: {packageName}',
      body: 'Hallo,\n\ndanke für dein Interesse an {packageName}. Hier ist deine Broschüre:\n{url}\n\nWenn du Fragen zur Reise hast, antworte einfach auf diese E-Mail: Ein lokaler Guide meldet sich bei dir.\n\nBis bald auf dem Weg,\ndein Team von Altura Adventures',
    },
    operator: {
      labels: { name: 'Name', email: 'E-Mail', language: 'Sprache', received: 'Eingegangen', record: 'Airtable-Datensatz', message: 'Nachricht', reason: 'Grund' },
      contact: {
        subject: 'Kontaktformular: Nachricht von {email}',
        intro: 'Neue Nachricht über das Kontaktformular (antworte auf diese E-Mail, um {name} zu antworten).',
      },
    },
  },
  it: {
    brochure: {
      subject: 'La tua brochure: {packageName}',
      body: 'Ciao,\n\ngrazie per il tuo interesse per {packageName}. Ecco la tua brochure:\n{url}\n\nSe hai domande sul viaggio, rispondi semplicemente a questa email: ti risponderà una guida locale.\n\nA presto sul sentiero,\nil team di Altura Adventures',
    },
    operator: {
      labels: { name: 'Nome', email: 'Email', language: 'Lingua', received: 'Ricevuto', record: 'Record Airtable', message: 'Messaggio', reason: 'Motivo' },
      contact: {
        subject: 'Modulo di contatto: messaggio da {email}',
        intro: 'Nuovo messaggio dal modulo di contatto (rispondi a questa email per rispondere a {name}).',
      },
    },
  },
  fr: {
    brochure: {
      subject: 'Votre brochure : {packageName}',
      body: 'Bonjour,\n\nmerci de votre intérêt pour {packageName}. Voici votre brochure :\n{url}\n\nSi vous avez une question sur le voyage, répondez simplement à cet e-mail : un guide local vous répondra.\n\nÀ bientôt sur les sentiers,\nL’équipe Altura Adventures',
    },
    operator: {
      labels: { name: 'Nom', email: 'E-mail', language: 'Langue', received: 'Reçu le', record: 'Enregistrement Airtable', message: 'Message', reason: 'Motif' },
      contact: {
        subject: 'Formulaire de contact : message de {email}',
        intro: 'Nouveau message du formulaire de contact (répondez à cet e-mail pour répondre à {name}).',
      },
    },
  },
  es: {
    brochure: {
      subject: 'Tu folleto: {packageName}',
      body: 'Hola:\n\ngracias por tu interés en {packageName}. Aquí tienes tu folleto:\n{url}\n\nSi tienes alguna pregunta sobre el viaje, responde a este correo: te contestará un guía local.\n\nNos vemos en el camino,\nel equipo de Altura Adventures',
    },
    operator: {
      labels: { name: 'Nombre', email: 'Correo electrónico', language: 'Idioma', received: 'Recibido', record: 'Registro de Airtable', message: 'Mensaje', reason: 'Motivo' },
      contact: {
        subject: 'Formulario de contacto: mensaje de {email}',
        intro: 'Nuevo mensaje del formulario de contacto (responde a este correo para contestar a {name}).',
      },
    },
  },
});
