import { defineMessages } from '../define.ts';

/** The contact page: form, other ways to reach the team, FAQ. */
export default defineMessages({
  en: {
    meta: {
      title: 'Contact us | Altura Adventures',
      description: 'Write to the Altura Adventures team about a trip, a date or an idea: a local guide answers within two working days. Email, WhatsApp and answers to frequent questions.',
      keywords: 'contact, Altura Adventures, adventure travel, small group trips, custom trip, FAQ',
    },
    hero: {
      eyebrow: 'Contact',
      title: 'Let’s plan your next adventure',
      intro: 'Ask about a trip, a date or an idea of your own. A local guide reads every message and answers within two working days.',
    },
    form: {
      title: 'Send us a message',
      name: 'Name',
      email: 'Email',
      message: 'Message',
      submit: 'Send message',
      missingFields: 'Please make sure to fill out all fields above!',
      sent: 'Your message has been sent!',
    },
    details: {
      title: 'Other ways to reach us',
      email: 'Email',
      whatsapp: 'WhatsApp',
      whatsappLabel: 'Message us on WhatsApp at {phone}',
    },
    faq: {
      title: 'Frequently asked questions',
    },
  },
  de: {
    meta: {
      title: 'Kontakt | Altura Adventures',
      description: 'Schreib dem Team von Altura Adventures zu einer Reise, einem Termin oder einer Idee: Ein lokaler Guide antwortet innerhalb von zwei Werktagen. E-Mail, WhatsApp und Antworten auf häufige Fragen.',
      keywords: 'Kontakt, Altura Adventures, Abenteuerreisen, Kleingruppenreisen, individuelle Reise, FAQ',
    },
    hero: {
      eyebrow: 'Kontakt',
      title: 'Lass uns dein nächstes Abenteuer planen',
      intro: 'Frag uns nach einer Reise, einem Termin oder deiner eigenen Idee. Ein lokaler Guide liest jede Nachricht und antwortet innerhalb von zwei Werktagen.',
    },
    form: {
      title: 'Schreib uns eine Nachricht',
      name: 'Name',
      email: 'E-Mail',
      message: 'Nachricht',
      submit: 'Nachricht senden',
      missingFields: 'Bitte fülle alle Felder oben aus!',
      sent: 'Deine Nachricht wurde gesendet!',
    },
    details: {
      // A soft hyphen: browsers without German hyphenation would otherwise break the word anywhere on a phone.
      title: 'Weitere Kontakt\u00ADmöglichkeiten',
      email: 'E-Mail',
      whatsapp: 'WhatsApp',
      whatsappLabel: 'Schreib uns auf WhatsApp unter {phone}',
    },
    faq: {
      title: 'Häufige Fragen',
    },
  },
  it: {
    meta: {
      title: 'Contatti | Altura Adventures',
      description: 'Scrivi al team di Altura Adventures per un viaggio, una data o un’idea: una guida locale ti risponde entro due giorni lavorativi. Email, WhatsApp e risposte alle domande frequenti.',
      keywords: 'contatti, Altura Adventures, viaggi avventura, viaggi in piccoli gruppi, viaggio su misura, domande frequenti',
    },
    hero: {
      eyebrow: 'Contatti',
      title: 'Progettiamo insieme la tua prossima avventura',
      intro: 'Chiedici di un viaggio, di una data o di una tua idea. Una guida locale legge ogni messaggio e risponde entro due giorni lavorativi.',
    },
    form: {
      title: 'Scrivici un messaggio',
      name: 'Nome',
      email: 'Email',
      message: 'Messaggio',
      submit: 'Invia messaggio',
      missingFields: 'Assicurati di aver compilato tutti i campi qui sopra!',
      sent: 'Il tuo messaggio è stato inviato!',
    },
    details: {
      title: 'Altri modi per contattarci',
      email: 'Email',
      whatsapp: 'WhatsApp',
      whatsappLabel: 'Scrivici su WhatsApp al numero {phone}',
    },
    faq: {
      title: 'Domande frequenti',
    },
  },
  fr: {
    meta: {
      title: 'Contact | Altura Adventures',
      description: 'Écrivez à l’équipe d’Altura Adventures au sujet d’un voyage, d’une date ou d’une idée : un guide local vous répond sous deux jours ouvrés. E-mail, WhatsApp et réponses aux questions fréquentes.',
      keywords: 'contact, Altura Adventures, voyage d’aventure, voyages en petit groupe, voyage sur mesure, FAQ',
    },
    hero: {
      eyebrow: 'Contact',
      title: 'Préparons votre prochaine aventure',
      intro: 'Posez-nous vos questions sur un voyage, une date ou une idée bien à vous. Un guide local lit chaque message et répond sous deux jours ouvrés.',
    },
    form: {
      title: 'Envoyez-nous un message',
      name: 'Nom',
      email: 'E-mail',
      message: 'Message',
      submit: 'Envoyer le message',
      missingFields: 'Veuillez remplir tous les champs ci-dessus !',
      sent: 'Votre message a bien été envoyé !',
    },
    details: {
      title: 'Autres moyens de nous joindre',
      email: 'E-mail',
      whatsapp: 'WhatsApp',
      whatsappLabel: 'Écrivez-nous sur WhatsApp au {phone}',
    },
    faq: {
      title: 'Questions fréquentes',
    },
  },
  es: {
    meta: {
      title: 'Contacto | Altura Adventures',
      description: 'Escribe al equipo de Altura Adventures sobre un viaje, una fecha o una idea: un guía local te responde en dos días laborables. Correo electrónico, WhatsApp y respuestas a las preguntas frecuentes.',
      keywords: 'contacto, Altura Adventures, viajes de aventura, viajes en grupos pequeños, viaje a medida, preguntas frecuentes',
    },
    hero: {
      eyebrow: 'Contacto',
      title: 'Planifiquemos tu próxima aventura',
      intro: 'Pregúntanos por un viaje, una fecha o una idea propia. Un guía local lee cada mensaje y responde en dos días laborables.',
    },
    form: {
      title: 'Envíanos un mensaje',
      name: 'Nombre',
      email: 'Correo electrónico',
      message: 'Mensaje',
      submit: 'Enviar mensaje',
      missingFields: '¡Asegúrate de rellenar todos los campos de arriba!',
      sent: '¡Tu mensaje ha sido enviado!',
    },
    details: {
      title: 'Otras formas de contactarnos',
      email: 'Correo electrónico',
      whatsapp: 'WhatsApp',
      whatsappLabel: 'Escríbenos por WhatsApp al {phone}',
    },
    faq: {
      title: 'Preguntas frecuentes',
    },
  },
});
