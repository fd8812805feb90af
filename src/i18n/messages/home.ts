import { defineMessages } from '../define.ts';

export default defineMessages({
  en: {
    meta: {
      title: 'Altura Adventures · Small-group adventure trips with local guides',
      description: 'Hut-to-hut treks, desert nights and coastal paths in small groups of at most 15, led by local guides. Plastic-free trips on five continents.',
      keywords: 'adventure travel, small group tours, hiking holidays, trekking, local guides, plastic-free travel',
    },
    hero: {
      eyebrow: 'Small groups · Local guides',
      title: 'Walk further, travel lighter',
      tagline: 'Adventures on foot with people who call these mountains, deserts and coasts home.',
      cta: 'Explore our trips',
    },
    intro: {
      title: 'Travel the way locals walk',
      text: 'We started as three friends leading weekend walks in the Dolomites. Today we travel on five continents, but we still walk every route before we offer it, keep our groups small and work with the same guides and hut keepers year after year.',
      link: 'Meet the team',
    },
    carousel: {
      label: 'Impressions from our trips',
      pause: 'Pause the slideshow',
      play: 'Play the slideshow',
    },
    teaser: {
      title: 'Where we are heading',
      text: 'A few of the trips we love most. Each one is walked and checked by our team every season.',
      link: 'See all trips',
    },
    reviews: {
      title: 'What travellers say',
      loading: 'Loading reviews...',
      pause: 'Pause the reviews',
      play: 'Play the reviews',
      position: 'Review {current} of {total}',
    },
    plasticFree: {
      badge: 'Plastic-free trips',
      badgeRing: 'Plastic free · Every trip ·',
      title: 'No single-use plastic, on every trip',
      text: 'Since 2023 every trip we run is free of single-use plastic: a steel bottle on day one, refills at every hut, and picnics packed in cloth and tins instead of film.',
    },
  },
  de: {
    meta: {
      title: 'Altura Adventures · Abenteuerreisen in kleinen Gruppen mit lokalen Guides',
      description: 'Hüttentouren, Wüstennächte und Küstenwege in Gruppen von höchstens 15 Personen, mit lokalen Guides. Plastikfreie Reisen auf fünf Kontinenten.',
      keywords: 'Abenteuerreisen, Kleingruppenreisen, Wanderurlaub, Trekking, lokale Guides, plastikfrei reisen',
    },
    hero: {
      eyebrow: 'Kleine Gruppen · Lokale Guides',
      title: 'Weiter gehen, leichter reisen',
      tagline: 'Abenteuer zu Fuß mit Menschen, die in diesen Bergen, Wüsten und an diesen Küsten zu Hause sind.',
      cta: 'Unsere Reisen entdecken',
    },
    intro: {
      title: 'Reisen, wie Einheimische wandern',
      text: 'Angefangen haben wir als drei Freunde, die am Wochenende Wanderungen in den Dolomiten führten. Heute sind wir auf fünf Kontinenten unterwegs, aber wir gehen jede Route selbst, bevor wir sie anbieten, halten unsere Gruppen klein und arbeiten Jahr für Jahr mit denselben Guides und Hüttenwirten.',
      link: 'Lerne unser Team kennen',
    },
    carousel: {
      label: 'Eindrücke von unseren Reisen',
      pause: 'Diashow anhalten',
      play: 'Diashow abspielen',
    },
    teaser: {
      title: 'Wohin es als Nächstes geht',
      text: 'Einige der Reisen, die wir am meisten lieben. Unser Team geht und prüft jede von ihnen in jeder Saison.',
      link: 'Alle Reisen ansehen',
    },
    reviews: {
      title: 'Das sagen unsere Gäste',
      loading: 'Bewertungen werden geladen...',
      pause: 'Bewertungen anhalten',
      play: 'Bewertungen abspielen',
      position: 'Bewertung {current} von {total}',
    },
    plasticFree: {
      badge: 'Plastikfreie Reisen',
      badgeRing: 'Plastikfrei · Jede Reise ·',
      title: 'Kein Einwegplastik, auf keiner Reise',
      text: 'Seit 2023 ist jede unserer Reisen frei von Einwegplastik: eine Edelstahlflasche am ersten Tag, Wasser zum Nachfüllen auf jeder Hütte und Proviant in Tüchern und Dosen statt in Folie.',
    },
  },
  it: {
    meta: {
      title: 'Altura Adventures · Viaggi d’avventura in piccoli gruppi con guide locali',
      description: 'Trekking in rifugio, notti nel deserto e sentieri costieri in gruppi di massimo 15 persone, con guide locali. Viaggi senza plastica in cinque continenti.',
      keywords: 'viaggi avventura, viaggi in piccoli gruppi, vacanze a piedi, trekking, guide locali, viaggi senza plastica',
    },
    hero: {
      eyebrow: 'Piccoli gruppi · Guide locali',
      title: 'Camminare di più, viaggiare leggeri',
      tagline: 'Avventure a piedi con chi vive tra queste montagne, questi deserti e queste coste.',
      cta: 'Scopri i nostri viaggi',
    },
    intro: {
      title: 'Viaggiare come camminano i locali',
      text: 'Abbiamo cominciato in tre amici, accompagnando escursioni nel fine settimana sulle Dolomiti. Oggi viaggiamo in cinque continenti, ma percorriamo ancora ogni itinerario prima di proporlo, teniamo i gruppi piccoli e lavoriamo anno dopo anno con le stesse guide e gli stessi rifugisti.',
      link: 'Conosci il team',
    },
    carousel: {
      label: 'Immagini dai nostri viaggi',
      pause: 'Metti in pausa la presentazione',
      play: 'Avvia la presentazione',
    },
    teaser: {
      title: 'Dove stiamo andando',
      text: 'Alcuni dei viaggi che amiamo di più. Il nostro team li percorre e li verifica ogni stagione.',
      link: 'Vedi tutti i viaggi',
    },
    reviews: {
      title: 'Cosa dicono i viaggiatori',
      loading: 'Caricamento recensioni...',
      pause: 'Metti in pausa le recensioni',
      play: 'Avvia le recensioni',
      position: 'Recensione {current} di {total}',
    },
    plasticFree: {
      badge: 'Viaggi senza plastica',
      badgeRing: 'Senza plastica · Ogni viaggio ·',
      title: 'Niente plastica monouso, in ogni viaggio',
      text: 'Dal 2023 tutti i nostri viaggi sono senza plastica monouso: una borraccia d’acciaio il primo giorno, acqua da ricaricare in ogni rifugio e pranzi al sacco in panni e scatole di latta invece che nella pellicola.',
    },
  },
  fr: {
    meta: {
      title: 'Altura Adventures · Voyages d’aventure en petits groupes avec des guides locaux',
      description: 'Treks en refuge, nuits dans le désert et sentiers côtiers en groupes de 15 au plus, avec des guides locaux. Sans plastique, sur cinq continents.',
      keywords: 'voyage aventure, voyages en petits groupes, randonnée, trekking, guides locaux, voyage sans plastique',
    },
    hero: {
      eyebrow: 'Petits groupes · Guides locaux',
      title: 'Marcher plus loin, voyager plus léger',
      tagline: 'Des aventures à pied avec celles et ceux qui vivent dans ces montagnes, ces déserts et sur ces côtes.',
      cta: 'Découvrir nos voyages',
    },
    intro: {
      title: 'Voyager comme marchent les gens d’ici',
      text: 'Nous avons commencé à trois amis, en guidant des randonnées le week-end dans les Dolomites. Aujourd’hui nous voyageons sur cinq continents, mais nous parcourons toujours chaque itinéraire avant de le proposer, nos groupes restent petits et nous travaillons année après année avec les mêmes guides et gardiens de refuge.',
      link: 'Découvrir l’équipe',
    },
    carousel: {
      label: 'Images de nos voyages',
      pause: 'Mettre le diaporama en pause',
      play: 'Lancer le diaporama',
    },
    teaser: {
      title: 'Nos prochains départs',
      text: 'Quelques-uns des voyages que nous préférons. Notre équipe les parcourt et les vérifie à chaque saison.',
      link: 'Voir tous les voyages',
    },
    reviews: {
      title: 'Ce qu’en disent nos voyageurs',
      loading: 'Chargement des avis...',
      pause: 'Mettre les avis en pause',
      play: 'Faire défiler les avis',
      position: 'Avis {current} sur {total}',
    },
    plasticFree: {
      badge: 'Voyages sans plastique',
      badgeRing: 'Sans plastique · Chaque voyage ·',
      title: 'Zéro plastique jetable, à chaque voyage',
      text: 'Depuis 2023, tous nos voyages sont sans plastique à usage unique : une gourde en inox le premier jour, de l’eau à volonté dans chaque refuge et des pique-niques emballés dans du tissu et des boîtes plutôt que dans du film.',
    },
  },
  es: {
    meta: {
      title: 'Altura Adventures · Viajes de aventura en grupos pequeños con guías locales',
      description: 'Travesías entre refugios, noches en el desierto y senderos costeros en grupos de 15 como máximo, con guías locales. Sin plástico, en cinco continentes.',
      keywords: 'viajes de aventura, viajes en grupos pequeños, senderismo, trekking, guías locales, viajar sin plástico',
    },
    hero: {
      eyebrow: 'Grupos pequeños · Guías locales',
      title: 'Caminar más lejos, viajar más ligero',
      tagline: 'Aventuras a pie con quienes viven en estas montañas, desiertos y costas.',
      cta: 'Descubre nuestros viajes',
    },
    intro: {
      title: 'Viajar como caminan los locales',
      text: 'Empezamos como tres amigos que guiaban excursiones de fin de semana en los Dolomitas. Hoy viajamos por cinco continentes, pero seguimos recorriendo cada ruta antes de ofrecerla, mantenemos los grupos pequeños y trabajamos año tras año con los mismos guías y guardas de refugio.',
      link: 'Conoce al equipo',
    },
    carousel: {
      label: 'Imágenes de nuestros viajes',
      pause: 'Pausar la presentación',
      play: 'Reproducir la presentación',
    },
    teaser: {
      title: 'Hacia dónde vamos',
      text: 'Algunos de los viajes que más nos gustan. Nuestro equipo los recorre y los revisa cada temporada.',
      link: 'Ver todos los viajes',
    },
    reviews: {
      title: 'Lo que dicen los viajeros',
      loading: 'Cargando opiniones...',
      pause: 'Pausar las opiniones',
      play: 'Reproducir las opiniones',
      position: 'Opinión {current} de {total}',
    },
    plasticFree: {
      badge: 'Viajes sin plástico',
      badgeRing: 'Sin plástico · Cada viaje ·',
      title: 'Sin plástico de un solo uso, en cada viaje',
      text: 'Desde 2023 todos nuestros viajes están libres de plástico de un solo uso: una botella de acero el primer día, agua para rellenar en cada refugio y picnics envueltos en tela y latas en lugar de film.',
    },
  },
});
