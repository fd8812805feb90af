import { defineMessages } from '../define.ts';

/** Names of places in each language: the continents packages are filed under (by continent key). */
export default defineMessages({
  en: {
    continents: {
      europe: 'Europe',
      asia: 'Asia',
      africa: 'Africa',
      'north-america': 'North America',
      'central-america': 'Central America',
      'south-america': 'South America',
      oceania: 'Oceania',
      antarctica: 'Antarctica',
      'middle-east': 'Middle East',
      worldwide: 'Worldwide',
    },
  },
  de: {
    continents: {
      europe: 'Europa',
      asia: 'Asien',
      africa: 'Afrika',
      'north-america': 'Nordamerika',
      'central-america': 'Mittelamerika',
      'south-america': 'Südamerika',
      oceania: 'Ozeanien',
      antarctica: 'Antarktis',
      'middle-east': 'Naher Osten',
      worldwide: 'Weltweit',
    },
  },
  it: {
    continents: {
      europe: 'Europa',
      asia: 'Asia',
      africa: 'Africa',
      'north-america': 'Nord America',
      'central-america': 'America Centrale',
      'south-america': 'Sud America',
      oceania: 'Oceania',
      antarctica: 'Antartide',
      'middle-east': 'Medio Oriente',
      worldwide: 'In tutto il mondo',
    },
  },
  fr: {
    continents: {
      europe: 'Europe',
      asia: 'Asie',
      africa: 'Afrique',
      'north-america': 'Amérique du Nord',
      'central-america': 'Amérique centrale',
      'south-america': 'Amérique du Sud',
      oceania: 'Océanie',
      antarctica: 'Antarctique',
      'middle-east': 'Moyen-Orient',
      worldwide: 'Monde entier',
    },
  },
  es: {
    continents: {
      europe: 'Europa',
      asia: 'Asia',
      africa: 'África',
      'north-america': 'Norteamérica',
      'central-america': 'Centroamérica',
      'south-america': 'Sudamérica',
      oceania: 'Oceanía',
      antarctica: 'Antártida',
      'middle-east': 'Oriente Medio',
      worldwide: 'Todo el mundo',
    },
  },
});
