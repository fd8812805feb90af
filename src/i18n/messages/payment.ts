import { defineMessages } from '../define.ts';

/** The success page, and the line item the traveller sees on the hosted checkout. */
export default defineMessages({
  en: {
    meta: {
      title: 'Payment confirmation',
      description: 'The confirmation of your Altura Adventures booking and deposit payment.',
    },
    status: {
      successTitle: 'Thank you! Your trip is booked',
      successText:
        'Your deposit is paid and your place is reserved. We have sent a confirmation to your email address, and your local guide will be in touch before departure.',
      summary: '{package} · {travellers} · deposit paid: {amount}',
      errorTitle: 'Error processing your payment',
      noSession: 'No session ID found',
      failed: 'Failed to process payment',
      notPaid: 'Payment processing failed',
      notFound: 'We could not find this payment. Please check the link, or contact us and we will sort it out.',
      unavailable: 'We could not check your payment just now. Please reload the page in a moment.',
      home: 'Back to home',
      contact: 'Contact us',
    },
    travellers: {
      one: '1 traveller',
      other: '{count} travellers',
    },
    checkout: {
      deposit: '{percent}% deposit for {travellers}',
      full: 'Full price for {travellers}, departing {dates}',
      steps: 'Including: {steps}',
      discount: '{percent}% off with code {code}',
    },
  },
  de: {
    meta: {
      title: 'Zahlungsbestätigung',
      description: 'Die Bestätigung deiner Buchung und deiner Anzahlung bei Altura Adventures.',
    },
    status: {
      successTitle: 'Danke! Deine Reise ist gebucht',
      successText:
        'Deine Anzahlung ist eingegangen und dein Platz ist reserviert. Wir haben dir eine Bestätigung per E-Mail geschickt, und dein lokaler Guide meldet sich vor der Abreise bei dir.',
      summary: '{package} · {travellers} · Anzahlung bezahlt: {amount}',
      errorTitle: 'Fehler bei der Verarbeitung deiner Zahlung',
      noSession: 'Keine Sitzungs-ID gefunden',
      failed: 'Die Zahlung konnte nicht verarbeitet werden',
      notPaid: 'Die Zahlungsabwicklung ist fehlgeschlagen',
      notFound: 'Wir konnten diese Zahlung nicht finden. Bitte prüfe den Link oder schreib uns, wir kümmern uns darum.',
      unavailable: 'Wir konnten deine Zahlung gerade nicht prüfen. Bitte lade die Seite gleich noch einmal.',
      home: 'Zur Startseite',
      contact: 'Kontakt aufnehmen',
    },
    travellers: {
      one: '1 Person',
      other: '{count} Personen',
    },
    checkout: {
      deposit: '{percent} % Anzahlung für {travellers}',
      full: 'Gesamtpreis für {travellers}, Abreise {dates}',
      steps: 'Inklusive: {steps}',
      discount: '{percent} % Rabatt mit dem Code {code}',
    },
  },
  it: {
    meta: {
      title: 'Conferma del pagamento',
      description: 'La conferma della tua prenotazione e dell’acconto con Altura Adventures.',
    },
    status: {
      successTitle: 'Grazie! Il tuo viaggio è prenotato',
      successText:
        'Abbiamo ricevuto l’acconto e il tuo posto è riservato. Ti abbiamo inviato una conferma via email e la tua guida locale ti contatterà prima della partenza.',
      summary: '{package} · {travellers} · acconto pagato: {amount}',
      errorTitle: 'Errore durante l’elaborazione del pagamento',
      noSession: 'Nessun ID di sessione trovato',
      failed: 'Impossibile elaborare il pagamento',
      notPaid: 'Elaborazione del pagamento non riuscita',
      notFound: 'Non troviamo questo pagamento. Controlla il link oppure scrivici e risolveremo insieme.',
      unavailable: 'Non siamo riusciti a verificare il pagamento in questo momento. Ricarica la pagina tra poco.',
      home: 'Torna alla home',
      contact: 'Contattaci',
    },
    travellers: {
      one: '1 persona',
      other: '{count} persone',
    },
    checkout: {
      deposit: 'Acconto del {percent}% per {travellers}',
      full: 'Prezzo intero per {travellers}, partenza {dates}',
      steps: 'Incluso: {steps}',
      discount: 'Sconto del {percent}% con il codice {code}',
    },
  },
  fr: {
    meta: {
      title: 'Confirmation de paiement',
      description: 'La confirmation de votre réservation et de votre acompte chez Altura Adventures.',
    },
    status: {
      successTitle: 'Merci ! Votre voyage est réservé',
      successText:
        'Votre acompte est payé et votre place est réservée. Nous vous avons envoyé une confirmation par e-mail, et votre guide local vous contactera avant le départ.',
      summary: '{package} · {travellers} · acompte payé : {amount}',
      errorTitle: 'Erreur lors du traitement de votre paiement',
      noSession: 'Aucun identifiant de session trouvé',
      failed: 'Le paiement n’a pas pu être traité',
      notPaid: 'Le traitement du paiement a échoué',
      notFound: 'Nous ne trouvons pas ce paiement. Vérifiez le lien ou contactez-nous, nous réglerons cela ensemble.',
      unavailable: 'Nous n’avons pas pu vérifier votre paiement pour le moment. Veuillez recharger la page dans un instant.',
      home: 'Retour à l’accueil',
      contact: 'Nous contacter',
    },
    travellers: {
      one: '1 voyageur',
      other: '{count} voyageurs',
    },
    checkout: {
      deposit: 'Acompte de {percent} % pour {travellers}',
      full: 'Prix total pour {travellers}, départ {dates}',
      steps: 'Inclus : {steps}',
      discount: '{percent} % de réduction avec le code {code}',
    },
  },
  es: {
    meta: {
      title: 'Confirmación del pago',
      description: 'La confirmación de tu reserva y del depósito con Altura Adventures.',
    },
    status: {
      successTitle: '¡Gracias! Tu viaje está reservado',
      successText:
        'Hemos recibido tu depósito y tu plaza está reservada. Te hemos enviado una confirmación por correo electrónico y tu guía local se pondrá en contacto contigo antes de la salida.',
      summary: '{package} · {travellers} · depósito pagado: {amount}',
      errorTitle: 'Error al procesar tu pago',
      noSession: 'No se encontró ningún ID de sesión',
      failed: 'No se pudo procesar el pago',
      notPaid: 'El procesamiento del pago ha fallado',
      notFound: 'No encontramos este pago. Revisa el enlace o escríbenos y lo resolvemos.',
      unavailable: 'No hemos podido comprobar tu pago en este momento. Vuelve a cargar la página dentro de un momento.',
      home: 'Volver al inicio',
      contact: 'Contáctanos',
    },
    travellers: {
      one: '1 viajero',
      other: '{count} viajeros',
    },
    checkout: {
      deposit: 'Depósito del {percent} % para {travellers}',
      full: 'Precio total para {travellers}, salida {dates}',
      steps: 'Incluye: {steps}',
      discount: '{percent} % de descuento con el código {code}',
    },
  },
});
