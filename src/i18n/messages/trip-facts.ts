import { defineMessages } from '../define.ts';

/**
 * The facts travellers compare on a package page (difficulty, what the price covers, the days,
 * the trip's reviews and stories), the coming-soon card's "notify me", and the map's consent.
 */
export default defineMessages({
  en: {
    difficulty: {
      label: 'Difficulty',
      value: '{grade}/5 · {level}',
      levels: { 1: 'Easy', 2: 'Fairly easy', 3: 'Moderate', 4: 'Challenging', 5: 'Demanding' },
    },
    rating: {
      label: 'Rating',
      value: '{rating}/5',
      ratings: { one: '1 rating', other: '{count} ratings' },
    },
    included: {
      heading: 'What the price covers',
      included: 'Included',
      notIncluded: 'Not included',
    },
    days: { one: 'Day {day}', range: 'Days {first}–{last}' },
    reviews: {
      eyebrow: 'Reviews',
      heading: 'What travellers say',
      average: 'Average {rating} out of 5, from {ratings}',
      rated: 'Rated {rating} out of 5',
    },
    stories: {
      heading: 'Stories from this trip',
      trip: 'The trip in this story',
    },
    notify: {
      link: 'Notify me',
      message: 'Please let me know when the trip “{trip}” can be booked.',
    },
    map: {
      notice: 'The map background comes from {provider}: showing it sends them your IP address.',
      show: 'Show map',
      always: 'Always show maps',
    },
  },
  de: {
    difficulty: {
      label: 'Schwierigkeit',
      value: '{grade}/5 · {level}',
      levels: { 1: 'Leicht', 2: 'Eher leicht', 3: 'Mittel', 4: 'Anspruchsvoll', 5: 'Sehr anspruchsvoll' },
    },
    rating: {
      label: 'Bewertung',
      value: '{rating}/5',
      ratings: { one: '1 Bewertung', other: '{count} Bewertungen' },
    },
    included: {
      heading: 'Was im Preis steckt',
      included: 'Inklusive',
      notIncluded: 'Nicht inklusive',
    },
    days: { one: 'Tag {day}', range: 'Tage {first}–{last}' },
    reviews: {
      eyebrow: 'Bewertungen',
      heading: 'Das sagen Reisende',
      average: 'Durchschnitt {rating} von 5, aus {ratings}',
      rated: 'Bewertet mit {rating} von 5',
    },
    stories: {
      heading: 'Geschichten von dieser Reise',
      trip: 'Die Reise zu dieser Geschichte',
    },
    notify: {
      link: 'Benachrichtige mich',
      message: 'Bitte sagt mir Bescheid, sobald die Reise „{trip}“ buchbar ist.',
    },
    map: {
      notice: 'Der Kartenhintergrund kommt von {provider}: Wenn du ihn anzeigst, erhält der Anbieter deine IP-Adresse.',
      show: 'Karte anzeigen',
      always: 'Karten immer anzeigen',
    },
  },
  it: {
    difficulty: {
      label: 'Difficoltà',
      value: '{grade}/5 · {level}',
      levels: { 1: 'Facile', 2: 'Abbastanza facile', 3: 'Moderata', 4: 'Impegnativa', 5: 'Molto impegnativa' },
    },
    rating: {
      label: 'Valutazione',
      value: '{rating}/5',
      ratings: { one: '1 valutazione', other: '{count} valutazioni' },
    },
    included: {
      heading: 'Cosa comprende il prezzo',
      included: 'Incluso',
      notIncluded: 'Non incluso',
    },
    days: { one: 'Giorno {day}', range: 'Giorni {first}–{last}' },
    reviews: {
      eyebrow: 'Recensioni',
      heading: 'Cosa dicono i viaggiatori',
      average: 'Media {rating} su 5, da {ratings}',
      rated: 'Valutazione {rating} su 5',
    },
    stories: {
      heading: 'Racconti da questo viaggio',
      trip: 'Il viaggio di questo racconto',
    },
    notify: {
      link: 'Avvisami',
      message: 'Per favore, avvisatemi quando il viaggio “{trip}” sarà prenotabile.',
    },
    map: {
      notice: 'Lo sfondo della mappa arriva da {provider}: se lo mostri, il fornitore riceve il tuo indirizzo IP.',
      show: 'Mostra la mappa',
      always: 'Mostra sempre le mappe',
    },
  },
  fr: {
    difficulty: {
      label: 'Difficulté',
      value: '{grade}/5 · {level}',
      levels: { 1: 'Facile', 2: 'Assez facile', 3: 'Modérée', 4: 'Difficile', 5: 'Très difficile' },
    },
    rating: {
      label: 'Note',
      value: '{rating}/5',
      ratings: { one: '1 note', other: '{count} notes' },
    },
    included: {
      heading: 'Ce que comprend le prix',
      included: 'Inclus',
      notIncluded: 'Non inclus',
    },
    days: { one: 'Jour {day}', range: 'Jours {first}–{last}' },
    reviews: {
      eyebrow: 'Avis',
      heading: 'L’avis des voyageurs',
      average: 'Moyenne : {rating} sur 5 ({ratings})',
      rated: 'Noté {rating} sur 5',
    },
    stories: {
      heading: 'Récits de ce voyage',
      trip: 'Le voyage de ce récit',
    },
    notify: {
      link: 'Me prévenir',
      message: 'Merci de me prévenir dès que le voyage « {trip} » pourra être réservé.',
    },
    map: {
      notice: 'Le fond de carte vient de {provider} : l’afficher transmet votre adresse IP à ce fournisseur.',
      show: 'Afficher la carte',
      always: 'Toujours afficher les cartes',
    },
  },
  es: {
    difficulty: {
      label: 'Dificultad',
      value: '{grade}/5 · {level}',
      levels: { 1: 'Fácil', 2: 'Bastante fácil', 3: 'Moderada', 4: 'Exigente', 5: 'Muy exigente' },
    },
    rating: {
      label: 'Valoración',
      value: '{rating}/5',
      ratings: { one: '1 valoración', other: '{count} valoraciones' },
    },
    included: {
      heading: 'Qué incluye el precio',
      included: 'Incluido',
      notIncluded: 'No incluido',
    },
    days: { one: 'Día {day}', range: 'Días {first}–{last}' },
    reviews: {
      eyebrow: 'Opiniones',
      heading: 'Lo que dicen los viajeros',
      average: 'Media de {rating} sobre 5, con {ratings}',
      rated: 'Valoración de {rating} sobre 5',
    },
    stories: {
      heading: 'Historias de este viaje',
      trip: 'El viaje de esta historia',
    },
    notify: {
      link: 'Avisarme',
      message: 'Avisadme, por favor, cuando el viaje «{trip}» se pueda reservar.',
    },
    map: {
      notice: 'El fondo del mapa procede de {provider}: si lo muestras, el proveedor recibe tu dirección IP.',
      show: 'Mostrar el mapa',
      always: 'Mostrar siempre los mapas',
    },
  },
});
