import { defineMessages } from '../define.ts';

export default defineMessages({
  en: {
    meta: {
      title: 'Blog | Altura Adventures',
      description: 'Stories, kit lists and food notes from our guides: life in mountain huts, scouting new routes and travelling without single-use plastic.',
      keywords: 'travel blog, hiking tips, trekking stories, mountain huts, responsible travel',
    },
    postTitleSuffix: 'Altura Adventures Blog',
    hero: {
      eyebrow: 'Blog',
      title: 'Stories from the trail',
      tagline: 'Notes, kit lists and long lunches from our guides, written between one season and the next.',
    },
    card: {
      by: 'by {author}',
      readMore: 'read more',
      byTeam: 'by the Altura team',
    },
    categories: {
      Nature: 'Nature',
      Food: 'Food',
      Activities: 'Activities',
      Tips: 'Tips',
      Culture: 'Culture',
      Outdoors: 'Outdoors',
    },
    post: {
      back: 'All stories',
      published: 'Published on {date}',
      photoAlt: '{title}, photo {number}',
      photos: 'Photos',
    },
    quote: {
      text: 'The mountains are calling and I must go.',
      author: 'John Muir',
    },
    similar: 'Similar Blog Posts',
    notFound: {
      title: 'Blog post not found',
      message: 'This story may have moved, or the link has a typo. There are plenty more on the blog.',
      back: 'Return to Blog',
    },
  },
  de: {
    meta: {
      title: 'Reiseblog | Altura Adventures',
      description: 'Geschichten, Packlisten und Küchennotizen unserer Guides: das Leben auf Berghütten, die Erkundung neuer Routen und Reisen ohne Einwegplastik.',
      keywords: 'Reiseblog, Wandertipps, Trekkinggeschichten, Berghütten, verantwortungsvolles Reisen',
    },
    postTitleSuffix: 'Blog von Altura Adventures',
    hero: {
      eyebrow: 'Blog',
      title: 'Geschichten vom Weg',
      tagline: 'Notizen, Packlisten und lange Mittagessen unserer Guides, geschrieben zwischen zwei Saisons.',
    },
    card: {
      by: 'von {author}',
      readMore: 'weiterlesen',
      byTeam: 'vom Altura-Team',
    },
    categories: {
      Nature: 'Natur',
      Food: 'Essen',
      Activities: 'Aktivitäten',
      Tips: 'Tipps',
      Culture: 'Kultur',
      Outdoors: 'Draußen',
    },
    post: {
      back: 'Alle Geschichten',
      published: 'Veröffentlicht am {date}',
      photoAlt: '{title}, Foto {number}',
      photos: 'Fotos',
    },
    quote: {
      text: 'Die Berge rufen, und ich muss gehen.',
      author: 'John Muir',
    },
    similar: 'Ähnliche Blogbeiträge',
    notFound: {
      title: 'Blogbeitrag nicht gefunden',
      message: 'Diese Geschichte ist vielleicht umgezogen, oder der Link enthält einen Tippfehler. Im Blog findest du viele weitere.',
      back: 'Zurück zum Blog',
    },
  },
  it: {
    meta: {
      title: 'Blog di viaggio | Altura Adventures',
      description: 'Racconti, liste dello zaino e appunti di cucina delle nostre guide: la vita in rifugio, l’esplorazione di nuovi itinerari e i viaggi senza plastica monouso.',
      keywords: 'blog di viaggio, consigli trekking, racconti di montagna, rifugi, viaggi responsabili',
    },
    postTitleSuffix: 'Blog di Altura Adventures',
    hero: {
      eyebrow: 'Blog',
      title: 'Storie dal sentiero',
      tagline: 'Appunti, liste dello zaino e lunghi pranzi delle nostre guide, scritti tra una stagione e l’altra.',
    },
    card: {
      by: 'di {author}',
      readMore: 'continua a leggere',
      byTeam: 'del team di Altura',
    },
    categories: {
      Nature: 'Natura',
      Food: 'Cucina',
      Activities: 'Attività',
      Tips: 'Consigli',
      Culture: 'Cultura',
      Outdoors: 'All’aperto',
    },
    post: {
      back: 'Tutte le storie',
      published: 'Pubblicato il {date}',
      photoAlt: '{title}, foto {number}',
      photos: 'Foto',
    },
    quote: {
      text: 'Le montagne chiamano e io devo andare.',
      author: 'John Muir',
    },
    similar: 'Articoli simili',
    notFound: {
      title: 'Articolo non trovato',
      message: 'Questa storia potrebbe essere stata spostata, o il link contiene un errore. Sul blog ne trovi molte altre.',
      back: 'Torna al blog',
    },
  },
  fr: {
    meta: {
      title: 'Blog de voyage | Altura Adventures',
      description: 'Récits, listes de matériel et notes gourmandes de nos guides : la vie en refuge, la reconnaissance de nouveaux itinéraires et le voyage sans plastique jetable.',
      keywords: 'blog voyage, conseils randonnée, récits de trek, refuges de montagne, voyage responsable',
    },
    postTitleSuffix: 'Blog d’Altura Adventures',
    hero: {
      eyebrow: 'Blog',
      title: 'Histoires de sentier',
      tagline: 'Notes, listes de matériel et longs déjeuners de nos guides, écrits entre deux saisons.',
    },
    card: {
      by: 'par {author}',
      readMore: 'lire la suite',
      byTeam: 'par l’équipe Altura',
    },
    categories: {
      Nature: 'Nature',
      Food: 'Cuisine',
      Activities: 'Activités',
      Tips: 'Conseils',
      Culture: 'Culture',
      Outdoors: 'Plein air',
    },
    post: {
      back: 'Toutes les histoires',
      published: 'Publié le {date}',
      photoAlt: '{title}, photo {number}',
      photos: 'Photos',
    },
    quote: {
      text: 'Les montagnes m’appellent et je dois y aller.',
      author: 'John Muir',
    },
    similar: 'Articles similaires',
    notFound: {
      title: 'Article introuvable',
      message: 'Cette histoire a peut-être changé d’adresse, ou le lien contient une faute de frappe. Le blog en compte bien d’autres.',
      back: 'Retour au blog',
    },
  },
  es: {
    meta: {
      title: 'Blog de viajes | Altura Adventures',
      description: 'Historias, listas de equipaje y notas de cocina de nuestros guías: la vida en los refugios, la exploración de nuevas rutas y viajar sin plástico de un solo uso.',
      keywords: 'blog de viajes, consejos de senderismo, historias de trekking, refugios de montaña, viajes responsables',
    },
    postTitleSuffix: 'Blog de Altura Adventures',
    hero: {
      eyebrow: 'Blog',
      title: 'Historias del sendero',
      tagline: 'Notas, listas de equipaje y largas comidas de nuestros guías, escritas entre una temporada y la siguiente.',
    },
    card: {
      by: 'por {author}',
      readMore: 'seguir leyendo',
      byTeam: 'por el equipo de Altura',
    },
    categories: {
      Nature: 'Naturaleza',
      Food: 'Gastronomía',
      Activities: 'Actividades',
      Tips: 'Consejos',
      Culture: 'Cultura',
      Outdoors: 'Aire libre',
    },
    post: {
      back: 'Todas las historias',
      published: 'Publicado el {date}',
      photoAlt: '{title}, foto {number}',
      photos: 'Fotos',
    },
    quote: {
      text: 'Las montañas me llaman y debo ir.',
      author: 'John Muir',
    },
    similar: 'Artículos similares',
    notFound: {
      title: 'Artículo no encontrado',
      message: 'Puede que esta historia se haya movido o que el enlace tenga un error. En el blog encontrarás muchas más.',
      back: 'Volver al blog',
    },
  },
});
