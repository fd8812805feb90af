import { defineMessages } from '../define.ts';

export default defineMessages({
  en: {
    meta: {
      title: 'Adventures | Altura Adventures',
      description: 'Every Altura Adventures trip in one place: hut-to-hut treks, island walks, desert crossings and more, in small groups with local guides. Filter by continent.',
      keywords: 'adventure trips, hiking tours, trekking holidays, small group travel, Europe, Asia, Africa, South America',
    },
    hero: {
      title: 'Adventures',
      tagline: 'Small groups, local guides and routes we have walked ourselves. Find the one that calls you.',
    },
    filter: {
      label: 'Continent',
      all: 'All continents',
      resultsOne: '1 trip found',
      resultsOther: '{count} trips found',
    },
    listTitle: 'Our trips',
    types: {
      adventures: 'Adventure',
      friends: 'Friends',
      nature: 'Nature',
    },
    card: {
      comingSoon: 'Coming soon',
    },
    custom: {
      title: 'Personalize your trip',
      description: 'Your dates, your group, your pace. Tell us what you dream of and we will build the trip around you.',
      badge: 'Tailor-made',
      place: 'Anywhere',
    },
  },
  de: {
    meta: {
      title: 'Abenteuer | Altura Adventures',
      description: 'Alle Reisen von Altura Adventures: Hüttentouren, Inselwanderungen, Wüstendurchquerungen und mehr, in kleinen Gruppen mit lokalen Guides.',
      keywords: 'Abenteuerreisen, Wanderreisen, Trekkingurlaub, Kleingruppenreisen, Europa, Asien, Afrika, Südamerika',
    },
    hero: {
      title: 'Abenteuer',
      tagline: 'Kleine Gruppen, lokale Guides und Routen, die wir selbst gegangen sind. Finde die, die dich ruft.',
    },
    filter: {
      label: 'Kontinent',
      all: 'Alle Kontinente',
      resultsOne: '1 Reise gefunden',
      resultsOther: '{count} Reisen gefunden',
    },
    listTitle: 'Unsere Reisen',
    types: {
      adventures: 'Abenteuer',
      friends: 'Mit Freunden',
      nature: 'Natur',
    },
    card: {
      comingSoon: 'Demnächst',
    },
    custom: {
      title: 'Deine eigene Reise',
      description: 'Deine Termine, deine Gruppe, dein Tempo. Erzähl uns, wovon du träumst, und wir planen die Reise um dich herum.',
      badge: 'Maßgeschneidert',
      place: 'Überall',
    },
  },
  it: {
    meta: {
      title: 'Avventure | Altura Adventures',
      description: 'Tutti i viaggi di Altura Adventures: trekking in rifugio, isole a piedi, traversate nel deserto e altro, in piccoli gruppi con guide locali.',
      keywords: 'viaggi avventura, tour a piedi, vacanze trekking, viaggi in piccoli gruppi, Europa, Asia, Africa, Sud America',
    },
    hero: {
      title: 'Avventure',
      tagline: 'Piccoli gruppi, guide locali e itinerari che abbiamo percorso noi stessi. Trova quello che ti chiama.',
    },
    filter: {
      label: 'Continente',
      all: 'Tutti i continenti',
      resultsOne: '1 viaggio trovato',
      resultsOther: '{count} viaggi trovati',
    },
    listTitle: 'I nostri viaggi',
    types: {
      adventures: 'Avventura',
      friends: 'Tra amici',
      nature: 'Natura',
    },
    card: {
      comingSoon: 'Prossimamente',
    },
    custom: {
      title: 'Personalizza il tuo viaggio',
      description: 'Le tue date, il tuo gruppo, il tuo ritmo. Raccontaci cosa sogni e costruiremo il viaggio intorno a te.',
      badge: 'Su misura',
      place: 'Ovunque',
    },
  },
  fr: {
    meta: {
      title: 'Aventures | Altura Adventures',
      description: 'Tous les voyages d’Altura Adventures : treks en refuge, îles à pied, traversées du désert et plus, en petits groupes avec des guides locaux.',
      keywords: 'voyages aventure, randonnées, vacances trekking, voyages en petits groupes, Europe, Asie, Afrique, Amérique du Sud',
    },
    hero: {
      title: 'Aventures',
      tagline: 'Des petits groupes, des guides locaux et des itinéraires que nous avons parcourus nous-mêmes. Trouvez celui qui vous appelle.',
    },
    filter: {
      label: 'Continent',
      all: 'Tous les continents',
      resultsOne: '1 voyage trouvé',
      resultsOther: '{count} voyages trouvés',
    },
    listTitle: 'Nos voyages',
    types: {
      adventures: 'Aventure',
      friends: 'Entre amis',
      nature: 'Nature',
    },
    card: {
      comingSoon: 'Bientôt disponible',
    },
    custom: {
      title: 'Personnalisez votre voyage',
      description: 'Vos dates, votre groupe, votre rythme. Dites-nous ce dont vous rêvez et nous construirons le voyage autour de vous.',
      badge: 'Sur mesure',
      place: 'Partout',
    },
  },
  es: {
    meta: {
      title: 'Aventuras | Altura Adventures',
      description: 'Todos los viajes de Altura Adventures: travesías entre refugios, islas a pie, cruces del desierto y más, en grupos pequeños con guías locales.',
      keywords: 'viajes de aventura, rutas de senderismo, vacaciones de trekking, viajes en grupos pequeños, Europa, Asia, África, Sudamérica',
    },
    hero: {
      title: 'Aventuras',
      tagline: 'Grupos pequeños, guías locales y rutas que hemos recorrido nosotros mismos. Encuentra la que te llama.',
    },
    filter: {
      label: 'Continente',
      all: 'Todos los continentes',
      resultsOne: '1 viaje encontrado',
      resultsOther: '{count} viajes encontrados',
    },
    listTitle: 'Nuestros viajes',
    types: {
      adventures: 'Aventura',
      friends: 'Entre amigos',
      nature: 'Naturaleza',
    },
    card: {
      comingSoon: 'Próximamente',
    },
    custom: {
      title: 'Personaliza tu viaje',
      description: 'Tus fechas, tu grupo, tu ritmo. Cuéntanos lo que sueñas y construiremos el viaje a tu medida.',
      badge: 'A medida',
      place: 'Cualquier lugar',
    },
  },
});
