import { defineMessages } from '../define.ts';

export default defineMessages({
  en: {
    meta: {
      title: 'About us | Altura Adventures',
      description: 'Who we are, how we travel and why our trips are plastic-free: a small team from Bologna walking every route with local guides, in groups of at most 15.',
      keywords: 'about Altura Adventures, local guides, small group travel, responsible travel, plastic-free trips',
    },
    hero: {
      eyebrow: 'About us',
      title: 'A small team with big boots',
      tagline: 'Friends, guides and hut keepers who have been walking together since 2016.',
    },
    images: {
      section_1: 'Pale Dolomite towers above a green meadow with a mountain hut',
      section_2: 'A small group of hikers with backpacks crossing a grassy ridge below snowy peaks',
      section_3: 'Palm trees and misty cloud forest below a volcano',
    },
    closingLink: 'Browse our trips',
  },
  de: {
    meta: {
      title: 'Über uns | Altura Adventures',
      description: 'Wer wir sind, wie wir reisen und warum ohne Plastik: ein kleines Team aus Bologna, das jede Route selbst geht, in Gruppen mit höchstens 15 Personen.',
      keywords: 'über Altura Adventures, lokale Guides, Kleingruppenreisen, verantwortungsvolles Reisen, plastikfreie Reisen',
    },
    hero: {
      eyebrow: 'Über uns',
      title: 'Ein kleines Team mit großen Wanderschuhen',
      tagline: 'Freunde, Guides und Hüttenwirte, die seit 2016 gemeinsam unterwegs sind.',
    },
    images: {
      section_1: 'Helle Dolomitentürme über einer grünen Wiese mit einer Berghütte',
      section_2: 'Eine kleine Gruppe Wandernder mit Rucksäcken auf einem grasbewachsenen Grat unter verschneiten Gipfeln',
      section_3: 'Palmen und wolkenverhangener Nebelwald unterhalb eines Vulkans',
    },
    closingLink: 'Unsere Reisen ansehen',
  },
  it: {
    meta: {
      title: 'Chi siamo | Altura Adventures',
      description: 'Chi siamo, come viaggiamo e perché senza plastica: un piccolo team di Bologna che percorre ogni itinerario, in gruppi di massimo 15 persone.',
      keywords: 'chi è Altura Adventures, guide locali, viaggi in piccoli gruppi, viaggi responsabili, viaggi senza plastica',
    },
    hero: {
      eyebrow: 'Chi siamo',
      title: 'Un piccolo team con grandi scarponi',
      tagline: 'Amici, guide e rifugisti che camminano insieme dal 2016.',
    },
    images: {
      section_1: 'Chiare torri dolomitiche sopra un prato verde con un rifugio',
      section_2: 'Un piccolo gruppo di escursionisti con lo zaino su una cresta erbosa sotto cime innevate',
      section_3: 'Palme e foresta nebulosa ai piedi di un vulcano',
    },
    closingLink: 'Scopri i nostri viaggi',
  },
  fr: {
    meta: {
      title: 'À propos | Altura Adventures',
      description: 'Qui nous sommes, comment nous voyageons et pourquoi sans plastique : une petite équipe de Bologne qui parcourt chaque itinéraire, en groupes de 15 au plus.',
      keywords: 'à propos d’Altura Adventures, guides locaux, voyages en petits groupes, voyage responsable, voyages sans plastique',
    },
    hero: {
      eyebrow: 'À propos',
      title: 'Une petite équipe aux grandes chaussures',
      tagline: 'Des amis, des guides et des gardiens de refuge qui marchent ensemble depuis 2016.',
    },
    images: {
      section_1: 'Des tours claires des Dolomites au-dessus d’une prairie verte avec un refuge',
      section_2: 'Un petit groupe de randonneurs sac au dos sur une crête herbeuse sous des sommets enneigés',
      section_3: 'Des palmiers et une forêt de nuages brumeuse au pied d’un volcan',
    },
    closingLink: 'Voir nos voyages',
  },
  es: {
    meta: {
      title: 'Quiénes somos | Altura Adventures',
      description: 'Quiénes somos, cómo viajamos y por qué sin plástico: un pequeño equipo de Bolonia que recorre cada ruta, en grupos de 15 personas como máximo.',
      keywords: 'sobre Altura Adventures, guías locales, viajes en grupos pequeños, viajes responsables, viajes sin plástico',
    },
    hero: {
      eyebrow: 'Quiénes somos',
      title: 'Un equipo pequeño con botas grandes',
      tagline: 'Amigos, guías y guardas de refugio que caminan juntos desde 2016.',
    },
    images: {
      section_1: 'Torres claras de los Dolomitas sobre un prado verde con un refugio de montaña',
      section_2: 'Un pequeño grupo de excursionistas con mochila cruzando una loma de hierba bajo cumbres nevadas',
      section_3: 'Palmeras y bosque nuboso entre la niebla al pie de un volcán',
    },
    closingLink: 'Ver nuestros viajes',
  },
});
