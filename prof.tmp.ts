import { tripNotes } from './src/content/trip-notes/notes.ts';
import { renderTripNotes } from './src/content/trip-notes/render.ts';
const pkg = { slug: 'trip-42', name: 'Trip 42', currency: 'EUR' as const, subtitle: undefined, description: undefined, period: undefined, accommodation: undefined,
  versions: [{ id: 'v', name: 'Classic', price: 1000, durationDays: undefined, isDefault: false, departures: [], steps: [1,2].map(n => ({ id: 's'+n, name: 'Stop '+n, stepNumber: n, optional: false, additionalCost: 0 })) }] };
const ctx = { today: '2026-11-23', origin: 'http://localhost:4321', email: 'info@x.com', whatsapp: '+39' };
for (let i = 0; i < 30; i++) await renderTripNotes(tripNotes(pkg, 'en', ctx));
const t = performance.now();
for (let i = 0; i < 300; i++) await renderTripNotes(tripNotes(pkg, (['en','de','it','fr','es'] as const)[i%5], ctx));
console.log((performance.now() - t) / 300, 'ms per tiny PDF');
