/**
 * Stand-in brochures for the bundled sample base: a small, valid PDF 1.4 written by hand
 * (catalog, page tree, two or three pages of Helvetica text and a few vector shapes, exact
 * xref offsets). Deterministic per attachment id; unknown ids get a generic brochure.
 */

export type BrochureLanguage = 'en' | 'de' | 'it';

export interface BrochureInfo {
  title: string;
  lang: BrochureLanguage;
  subtitle?: string;
  /** Itinerary lines, one per stage. */
  itinerary: string[];
  /** Short facts, e.g. "7 days · from EUR 1,690". */
  facts: string[];
}

/**
 * The brochure attachments of the sample base (packages.brochure_{lang}).
 * Keep in step with sample-base/packages.json.
 */
const KNOWN_BROCHURES: Record<string, BrochureInfo> = {
  // BEGIN KNOWN BROCHURES
  // pdf:dolomites:en
  attl1H45BtzpWl1Hf: {
    title: "Dolomites Hut-to-Hut: Alta Via 1",
    lang: 'en',
    subtitle: "Limestone towers, wartime tunnels and dinners in family-run rifugi",
    itinerary: [
      "1. Cortina d'Ampezzo: Meet the group and your guide in Cortina for a kit check and a welcome dinner of casunziei, the local beetroot ravioli.",
      "2. Lago di Braies & Rifugio Biella: A short transfer to Lago di Braies, then the first climb of the Alta Via 1 beneath the Croda del Becco to Rifugio Biella.",
      "3. Fanes plateau & Rifugio Fanes: Across the wide pastures of the Fanes plateau, home of the Ladin legends of the Kingdom of Fanes, to Rifugio Fanes.",
      "4. Rifugio Lagazuoi: Over the Forcella del Lago to the Lagazuoi hut at 2,752 m, with one of the widest sunsets in the Dolomites.",
      "5. Lagazuoi WWI tunnels with a historian: Optional: descend through the restored First World War tunnels inside the mountain with a local historian. Helmet and headtorch provided.",
      "6. Cinque Torri & Rifugio Nuvolau: Past the open-air war museum of the Cinque Torri and up to Rifugio Nuvolau, a hut perched on a summit since 1883.",
      "7. Via ferrata Averau: Optional: a short, airy via ferrata to the summit of the Averau (2,649 m) with a certified mountain guide; harness and helmet included.",
      "8. Rifugio Città di Fiume & return to Cortina: Over Passo Giau to Rifugio Città di Fiume below the north face of Monte Pelmo; the next morning a transfer back to Cortina.",
    ],
    facts: [
      "Short Escape: 5 days, from EUR 1,290",
      "Classic Alta Via 1: 7 days, from EUR 1,690",
      "Grand Traverse: 10 days, from EUR 2,390",
      "Mid-June to mid-September",
      "Family-run mountain huts (rifugi) in rooms of 2–6, one hotel night in Cortina",
      "Group size: max 15 people, local guide",
    ],
  },
  // pdf:dolomites:de
  attiB54olW130y2Tm: {
    title: "Dolomites Hut-to-Hut: Alta Via 1",
    lang: 'de',
    subtitle: "Kalktürme, Stollen aus dem Ersten Weltkrieg und Abendessen in familiengeführten Hütten",
    itinerary: [
      "1. Cortina d'Ampezzo: Treffen mit Gruppe und Guide in Cortina: Ausrüstungscheck und Willkommensessen mit Casunziei, den Rote-Bete-Ravioli der Gegend.",
      "2. Pragser Wildsee & Seekofelhütte: Kurzer Transfer zum Pragser Wildsee, dann der erste Anstieg der Alta Via 1 unter dem Seekofel hinauf zur Seekofelhütte.",
      "3. Fanes-Hochfläche & Faneshütte: Über die weiten Almen der Fanes-Hochfläche, Schauplatz der ladinischen Sagen vom Reich der Fanes, zur Faneshütte.",
      "4. Lagazuoi-Hütte: Über die Forcella del Lago zur Lagazuoi-Hütte auf 2.752 m, mit einem der weitesten Sonnenuntergänge der Dolomiten.",
      "5. Lagazuoi-Stollen aus dem Ersten Weltkrieg mit einem Historiker: Optional: Abstieg durch die restaurierten Stollen aus dem Ersten Weltkrieg im Inneren des Berges, mit einem Historiker aus dem Tal. Helm und Stirnlampe werden gestellt.",
      "6. Cinque Torri & Nuvolauhütte: Vorbei am Freilichtmuseum des Gebirgskriegs an den Cinque Torri und hinauf zum Rifugio Nuvolau, einer Hütte, die seit 1883 auf einem Gipfel thront.",
      "7. Klettersteig Averau: Optional: ein kurzer, luftiger Klettersteig auf den Averau (2.649 m) mit einem staatlich geprüften Bergführer; Gurt und Helm inklusive.",
      "8. Rifugio Città di Fiume & Rückkehr nach Cortina: Über den Passo Giau zum Rifugio Città di Fiume unter der Nordwand des Monte Pelmo; am nächsten Morgen Transfer zurück nach Cortina.",
    ],
    facts: [
      "Short Escape: 5 Tage, ab EUR 1.290",
      "Classic Alta Via 1: 7 Tage, ab EUR 1.690",
      "Grand Traverse: 10 Tage, ab EUR 2.390",
      "Mitte Juni bis Mitte September",
      "Familiengeführte Berghütten (Rifugi) in Zimmern für 2–6 Personen, eine Hotelnacht in Cortina",
      "Gruppengröße: max. 15 Personen, einheimischer Guide",
    ],
  },
  // pdf:dolomites:it
  att6fY0bxL7JE7kVE: {
    title: "Dolomites Hut-to-Hut: Alta Via 1",
    lang: 'it',
    subtitle: "Torri di roccia, gallerie della Grande Guerra e cene nei rifugi di famiglia",
    itinerary: [
      "1. Cortina d'Ampezzo: Incontro con il gruppo e la guida a Cortina per il controllo dell'attrezzatura e una cena di benvenuto con i casunziei, i ravioli locali alla rapa rossa.",
      "2. Lago di Braies e Rifugio Biella: Breve trasferimento al Lago di Braies, poi la prima salita dell'Alta Via 1 sotto la Croda del Becco fino al Rifugio Biella.",
      "3. Altopiano di Fanes e Rifugio Fanes: Attraverso i grandi pascoli dell'altopiano di Fanes, teatro delle leggende ladine del Regno dei Fanes, fino al Rifugio Fanes.",
      "4. Rifugio Lagazuoi: Attraverso la Forcella del Lago fino al Rifugio Lagazuoi a 2.752 m, con uno dei tramonti più ampi delle Dolomiti.",
      "5. Gallerie della Grande Guerra del Lagazuoi con uno storico: Facoltativo: discesa nelle gallerie restaurate della Grande Guerra dentro la montagna, con uno storico locale. Casco e frontale forniti.",
      "6. Cinque Torri e Rifugio Nuvolau: Oltre il museo all'aperto della Grande Guerra alle Cinque Torri e su fino al Rifugio Nuvolau, aggrappato a una cima dal 1883.",
      "7. Via ferrata Averau: Facoltativo: una breve ferrata panoramica sulla vetta dell'Averau (2.649 m) con una guida alpina; imbrago e casco inclusi.",
      "8. Rifugio Città di Fiume e ritorno a Cortina: Dal Passo Giau al Rifugio Città di Fiume sotto la parete nord del Pelmo; la mattina dopo, trasferimento a Cortina.",
    ],
    facts: [
      "Short Escape: 5 giorni, da EUR 1290",
      "Classic Alta Via 1: 7 giorni, da EUR 1690",
      "Grand Traverse: 10 giorni, da EUR 2390",
      "Da metà giugno a metà settembre",
      "Rifugi gestiti da famiglie, in camere da 2–6 posti, una notte in hotel a Cortina",
      "Gruppo: max 15 persone, guida locale",
    ],
  },
  // pdf:scotland:en
  attGwTseR4zk2ej2f: {
    title: "Highlands & Isle of Skye",
    lang: 'en',
    subtitle: "Sea cliffs, corries and a dram by the fire",
    itinerary: [
      "1. Inverness: Meet at Inverness station at noon; a short walk along the River Ness and dinner together.",
      "2. Kintail & Eilean Donan: West through Glen Shiel for a ridge walk above Kintail, then a stop at Eilean Donan castle on the way to Skye.",
      "3. The Quiraing & Old Man of Storr: The landslip country of Trotternish: the pinnacles of the Quiraing in the morning, the Old Man of Storr in the evening light.",
      "4. Talisker distillery: Optional: a tour and tasting at Talisker on the shore of Loch Harport. Non-drinkers get the tour and a very good shortbread.",
      "5. Coire Lagan, Cuillin: The big day: from Glen Brittle up to the lochan of Coire Lagan, a rock amphitheatre beneath the highest peaks of the Cuillin ridge.",
      "6. Portree & return to Inverness: A morning around Portree harbour and its coloured houses, then the drive back to Inverness for the evening trains.",
    ],
    facts: [
      "Skye Explorer: 6 days, from GBP 1,150",
      "Highlands & Skye Complete: 8 days, from GBP 1,490",
      "May to early October",
      "Family-run B&Bs and a coaching inn, twin and double rooms",
      "Group size: max 15 people, local guide",
    ],
  },
  // pdf:iceland:en
  attwwGrzjAfXvRElf: {
    title: "Iceland: Laugavegur & the South Coast",
    lang: 'en',
    subtitle: "Rhyolite mountains, glacier rivers and the midnight sun",
    itinerary: [
      "1. Reykjavík: Arrival and an evening briefing in Reykjavík; we check boots, layers and the weather forecast together.",
      "2. Þingvellir: A walk through the Almannagjá rift, where Iceland's parliament met in the open air from the year 930.",
      "3. Silfra fissure snorkel: Optional: snorkel in a drysuit between the North American and Eurasian plates, in 2 °C glacial water with over 100 m of visibility.",
      "4. Landmannalaugar: By highland bus to Landmannalaugar: a first walk up Bláhnúkur and an evening soak in the hot spring by the hut.",
      "5. Hrafntinnusker: Up past steaming vents and obsidian fields to the highest hut on the trail, often with snow around it even in July.",
      "6. Álftavatn: A long descent with views of three glaciers, ending at the lake of Álftavatn and its green hut meadow.",
      "7. Emstrur: River crossings and black sand desert under the Mýrdalsjökull ice cap; the hut sits above the Markarfljót canyon.",
      "8. Þórsmörk: The last stage drops into the birch woods of Þórsmörk, the valley of Thor, ringed by three glaciers.",
      "9. Skógafoss & the south coast: A walk behind Seljalandsfoss, the stairs beside Skógafoss and a last evening on the black beach at Vík.",
    ],
    facts: [
      "Laugavegur & South Coast: 8 days, from EUR 2,150",
      "July and August only",
      "Mountain huts with shared bunk rooms on the trek, guesthouses in Reykjavík and on the south coast",
      "Group size: max 15 people, local guide",
    ],
  },
  // pdf:iceland:de
  att6J4Vlvq3qT2LaV: {
    title: "Iceland: Laugavegur & the South Coast",
    lang: 'de',
    subtitle: "Rhyolithberge, Gletscherflüsse und die Mitternachtssonne",
    itinerary: [
      "1. Reykjavík: Ankunft und Abendbesprechung in Reykjavík; gemeinsam prüfen wir Schuhe, Kleidung und die Wettervorhersage.",
      "2. Þingvellir: Ein Gang durch die Almannagjá-Schlucht, in der das isländische Parlament ab dem Jahr 930 unter freiem Himmel tagte.",
      "3. Schnorcheln in der Silfra-Spalte: Optional: Schnorcheln im Trockenanzug zwischen nordamerikanischer und eurasischer Platte, in 2 °C kaltem Gletscherwasser mit über 100 m Sicht.",
      "4. Landmannalaugar: Mit dem Hochlandbus nach Landmannalaugar: eine erste Tour auf den Bláhnúkur und abends ein Bad in der heißen Quelle neben der Hütte.",
      "5. Hrafntinnusker: Vorbei an dampfenden Fumarolen und über Obsidianfelder zur höchstgelegenen Hütte des Weges, oft selbst im Juli von Schnee umgeben.",
      "6. Álftavatn: Ein langer Abstieg mit Blick auf drei Gletscher bis zum See Álftavatn und seiner grünen Hüttenwiese.",
      "7. Emstrur: Flussquerungen und schwarze Sandwüste unter der Eiskappe des Mýrdalsjökull; die Hütte liegt über dem Canyon des Markarfljót.",
      "8. Þórsmörk: Die letzte Etappe führt hinab in die Birkenwälder von Þórsmörk, dem Tal Thors, umgeben von drei Gletschern.",
      "9. Skógafoss & die Südküste: Ein Gang hinter dem Seljalandsfoss, die Treppe neben dem Skógafoss und ein letzter Abend am schwarzen Strand von Vík.",
    ],
    facts: [
      "Laugavegur & South Coast: 8 Tage, ab EUR 2.150",
      "Nur Juli und August",
      "Berghütten mit Mehrbettlagern während des Trekkings, Gästehäuser in Reykjavík und an der Südküste",
      "Gruppengröße: max. 15 Personen, einheimischer Guide",
    ],
  },
  // pdf:iceland:it
  attWOZitwBzhwnDoB: {
    title: "Iceland: Laugavegur & the South Coast",
    lang: 'it',
    subtitle: "Montagne di riolite, fiumi glaciali e il sole di mezzanotte",
    itinerary: [
      "1. Reykjavík: Arrivo e briefing serale a Reykjavík; controlliamo insieme scarponi, abbigliamento e previsioni del tempo.",
      "2. Þingvellir: Una passeggiata nella faglia di Almannagjá, dove il parlamento islandese si riuniva all'aperto a partire dall'anno 930.",
      "3. Snorkeling nella faglia di Silfra: Facoltativo: snorkeling in muta stagna tra la placca nordamericana e quella euroasiatica, in acqua glaciale a 2 °C con oltre 100 m di visibilità.",
      "4. Landmannalaugar: In bus sugli altopiani fino a Landmannalaugar: una prima salita al Bláhnúkur e la sera un bagno nella sorgente calda accanto al rifugio.",
      "5. Hrafntinnusker: Si sale tra fumarole e campi di ossidiana fino al rifugio più alto del percorso, spesso circondato dalla neve anche a luglio.",
      "6. Álftavatn: Una lunga discesa con vista su tre ghiacciai, fino al lago di Álftavatn e al prato verde del suo rifugio.",
      "7. Emstrur: Guadi e deserto di sabbia nera sotto la calotta del Mýrdalsjökull; il rifugio si affaccia sul canyon del Markarfljót.",
      "8. Þórsmörk: L'ultima tappa scende nei boschi di betulle di Þórsmörk, la valle di Thor, circondata da tre ghiacciai.",
      "9. Skógafoss e la costa meridionale: Una passeggiata dietro la Seljalandsfoss, la scalinata accanto alla Skógafoss e un'ultima sera sulla spiaggia nera di Vík.",
    ],
    facts: [
      "Laugavegur & South Coast: 8 giorni, da EUR 2150",
      "Solo luglio e agosto",
      "Rifugi con camerate condivise durante il trekking, guesthouse a Reykjavík e sulla costa sud",
      "Gruppo: max 15 persone, guida locale",
    ],
  },
  // pdf:patagonia:en
  attOcZ2m4ei0tWLQ1: {
    title: "Patagonia W Trek: Torres del Paine",
    lang: 'en',
    subtitle: "Granite towers, hanging glaciers and the wind at the end of the world",
    itinerary: [
      "1. Puerto Natales: Meet in Puerto Natales on the Última Esperanza sound for a briefing and a kit check – windproofs especially.",
      "2. Mirador Base Las Torres: Up the Ascencio valley to the moraine lake beneath the three towers, timed for the first clear morning.",
      "3. Refugio Los Cuernos: Along the shore of Lago Nordenskjöld beneath the black-capped horns of the Cuernos del Paine.",
      "4. Valle del Francés: Into the French Valley, past the hanging glaciers of Paine Grande to the Británico viewpoint in a ring of granite.",
      "5. Paine Grande: A night at Paine Grande on the shore of Lago Pehoé, with the Cuernos reflected in the turquoise water.",
      "6. Glacier Grey: North along Lago Grey and its icebergs to the hanging bridges and viewpoints above the glacier front.",
      "7. Puerto Natales – farewell: The catamaran across Lago Pehoé and the drive back to Puerto Natales for a farewell dinner of Patagonian lamb.",
    ],
    facts: [
      "W Trek: 9 days, from EUR 2,790",
      "November to March",
      "Park refugios in shared rooms, a hotel in Puerto Natales",
      "Group size: max 15 people, local guide",
    ],
  },
  // pdf:patagonia:de
  attzXfKtqqR1KIKcv: {
    title: "Patagonia W Trek: Torres del Paine",
    lang: 'de',
    subtitle: "Granittürme, Hängegletscher und der Wind am Ende der Welt",
    itinerary: [
      "1. Puerto Natales: Treffpunkt in Puerto Natales am Fjord Última Esperanza mit Einführung und Ausrüstungscheck – vor allem der Windjacken.",
      "2. Mirador Base Las Torres: Durch das Ascencio-Tal hinauf zum Moränensee unter den drei Türmen, geplant für den ersten klaren Morgen.",
      "3. Refugio Los Cuernos: Am Ufer des Lago Nordenskjöld entlang unter den schwarz gekrönten Hörnern der Cuernos del Paine.",
      "4. Valle del Francés: Ins Valle del Francés, vorbei an den Hängegletschern des Paine Grande bis zum Mirador Británico inmitten eines Granitrings.",
      "5. Paine Grande: Eine Nacht in Paine Grande am Ufer des Lago Pehoé, in dessen türkisem Wasser sich die Cuernos spiegeln.",
      "6. Grey-Gletscher: Nach Norden entlang des Lago Grey mit seinen Eisbergen zu den Hängebrücken und Aussichtspunkten über der Gletscherfront.",
      "7. Puerto Natales – Abschied: Mit dem Katamaran über den Lago Pehoé und zurück nach Puerto Natales zum Abschiedsessen mit patagonischem Lamm.",
    ],
    facts: [
      "W Trek: 9 Tage, ab EUR 2.790",
      "November bis März",
      "Refugios im Park in Mehrbettzimmern, ein Hotel in Puerto Natales",
      "Gruppengröße: max. 15 Personen, einheimischer Guide",
    ],
  },
  // pdf:patagonia:it
  attcz18lF0pbsjxT9: {
    title: "Patagonia W Trek: Torres del Paine",
    lang: 'it',
    subtitle: "Torri di granito, ghiacciai sospesi e il vento della fine del mondo",
    itinerary: [
      "1. Puerto Natales: Ritrovo a Puerto Natales sul fiordo di Última Esperanza per il briefing e il controllo dell'attrezzatura, soprattutto delle giacche antivento.",
      "2. Mirador Base Las Torres: Su per la valle dell'Ascencio fino al lago morenico sotto le tre torri, alla prima mattina serena.",
      "3. Refugio Los Cuernos: Lungo la riva del Lago Nordenskjöld sotto le corna dalla cima nera dei Cuernos del Paine.",
      "4. Valle del Francés: Nella Valle del Francés, oltre i ghiacciai sospesi del Paine Grande, fino al Mirador Británico in un anello di granito.",
      "5. Paine Grande: Una notte a Paine Grande sulla riva del Lago Pehoé, con i Cuernos riflessi nell'acqua turchese.",
      "6. Ghiacciaio Grey: Verso nord lungo il Lago Grey e i suoi iceberg fino ai ponti sospesi e ai belvedere sopra il fronte del ghiacciaio.",
      "7. Puerto Natales – saluti: Il catamarano sul Lago Pehoé e il rientro a Puerto Natales per la cena d'arrivederci a base di agnello patagonico.",
    ],
    facts: [
      "W Trek: 9 giorni, da EUR 2790",
      "Da novembre a marzo",
      "Refugios del parco in camere condivise, un hotel a Puerto Natales",
      "Gruppo: max 15 persone, guida locale",
    ],
  },
  // END KNOWN BROCHURES
};

const LABELS: Record<BrochureLanguage, Record<'itinerary' | 'facts' | 'good' | 'booking' | 'contact' | 'page' | 'small', string>> = {
  en: {
    itinerary: 'Itinerary',
    facts: 'At a glance',
    good: 'Good to know',
    booking:
      'Booking: a 30% deposit secures your place. The balance is due 6 weeks before departure, and you can cancel free of charge until then.',
    contact: 'Questions? Write to us at info@altura-adventures.com or message us on WhatsApp from our contact page.',
    page: 'Page',
    small:
      'Small groups of at most 15 people, led by local guides who live where we walk. No single-use plastic on any trip: bring your own bottle, we refill it.',
  },
  de: {
    itinerary: 'Reiseverlauf',
    facts: 'Auf einen Blick',
    good: 'Gut zu wissen',
    booking:
      'Buchung: Mit 30 % Anzahlung ist dein Platz gesichert. Der Restbetrag ist 6 Wochen vor Abreise fällig, bis dahin kannst du kostenlos stornieren.',
    contact: 'Fragen? Schreib uns an info@altura-adventures.com oder per WhatsApp über unsere Kontaktseite.',
    page: 'Seite',
    small:
      'Kleine Gruppen mit höchstens 15 Personen, geführt von einheimischen Guides, die dort leben, wo wir wandern. Kein Einwegplastik auf unseren Reisen: Bring deine Flasche mit, wir füllen sie auf.',
  },
  it: {
    itinerary: 'Itinerario',
    facts: 'In breve',
    good: 'Da sapere',
    booking:
      "Prenotazione: un acconto del 30% ti garantisce il posto. Il saldo si paga 6 settimane prima della partenza e fino ad allora puoi cancellare gratuitamente.",
    contact: 'Domande? Scrivici a info@altura-adventures.com o su WhatsApp dalla nostra pagina contatti.',
    page: 'Pagina',
    small:
      'Piccoli gruppi di massimo 15 persone, accompagnati da guide locali che vivono dove camminiamo. Niente plastica monouso in nessun viaggio: porta la tua borraccia, la riempiamo noi.',
  },
};

const GENERIC: BrochureInfo = {
  title: 'Altura Adventures: trip brochure',
  lang: 'en',
  subtitle: 'Small-group adventures with local guides, from Bologna to the world',
  itinerary: [
    'Day 1: arrival, welcome dinner and kit check with your guide.',
    'Days 2-5: walking days of four to seven hours, luggage-light.',
    'Day 6: a rest day or an optional excursion.',
    'Day 7: a last short walk, farewell lunch and departures.',
  ],
  facts: ['Group size: max 15 people', 'Team: experienced local guide', 'Plastic-free trip'],
};

export function brochureInfoFor(attachmentId: string): BrochureInfo {
  return KNOWN_BROCHURES[attachmentId] ?? GENERIC;
}

export function renderBrochurePdf(attachmentId: string, title?: string): Buffer {
  const known = brochureInfoFor(attachmentId);
  const info: BrochureInfo = title ? { ...known, title } : known;
  return buildPdf(info);
}

// ---------------------------------------------------------------------------------------
// Text: WinAnsi encoding and Helvetica metrics

const WIN_ANSI_EXTRA: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  '„': 0x84,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  'Œ': 0x8c,
  'œ': 0x9c,
};

function winAnsiBytes(text: string): number[] {
  const out: number[] = [];
  for (const ch of text.normalize('NFC')) {
    const code = ch.codePointAt(0) ?? 63;
    if (code >= 32 && code <= 126) out.push(code);
    else if (code >= 0xa0 && code <= 0xff) out.push(code);
    else out.push(WIN_ANSI_EXTRA[ch] ?? 63);
  }
  return out;
}

/** A PDF literal string in WinAnsi, with escapes. */
function pdfString(text: string): string {
  let s = '(';
  for (const b of winAnsiBytes(text)) {
    if (b === 0x28 || b === 0x29 || b === 0x5c) s += `\\${String.fromCharCode(b)}`;
    else if (b < 32 || b > 126) s += `\\${b.toString(8).padStart(3, '0')}`;
    else s += String.fromCharCode(b);
  }
  return `${s})`;
}

// Helvetica advance widths for codes 32..126 (from the standard AFM), in 1/1000 em.
const HELVETICA_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556,
  556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];

function textWidth(text: string, size: number, bold: boolean): number {
  let w = 0;
  for (const b of winAnsiBytes(text)) {
    w += b >= 32 && b <= 126 ? HELVETICA_WIDTHS[b - 32]! : 556;
  }
  return ((w * (bold ? 1.06 : 1)) / 1000) * size;
}

function wrap(text: string, size: number, maxWidth: number, bold = false): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && textWidth(next, size, bold) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
}

// ---------------------------------------------------------------------------------------
// Page content

const PAGE_W = 595; // A4 in points
const PAGE_H = 842;
const MARGIN = 56;

class Page {
  ops: string[] = [];
  y = PAGE_H - MARGIN;

  text(x: number, y: number, size: number, text: string, bold = false, rgb: [number, number, number] = [0.13, 0.16, 0.2]): void {
    this.ops.push(`${rgb.join(' ')} rg BT /${bold ? 'F2' : 'F1'} ${size} Tf ${x.toFixed(2)} ${y.toFixed(2)} Td ${pdfString(text)} Tj ET`);
  }

  /** Wrapped paragraph at the cursor; moves the cursor down. */
  para(text: string, size = 11, bold = false, gap = 6, x = MARGIN, rgb?: [number, number, number]): void {
    for (const line of wrap(text, size, PAGE_W - x - MARGIN, bold)) {
      this.text(x, this.y, size, line, bold, rgb);
      this.y -= size * 1.35;
    }
    this.y -= gap;
  }

  rect(x: number, y: number, w: number, h: number, rgb: [number, number, number]): void {
    this.ops.push(`${rgb.join(' ')} rg ${x} ${y} ${w} ${h} re f`);
  }

  poly(points: Array<[number, number]>, rgb: [number, number, number]): void {
    const [first, ...rest] = points;
    if (!first) return;
    let op = `${rgb.join(' ')} rg ${first[0].toFixed(1)} ${first[1].toFixed(1)} m`;
    for (const [x, y] of rest) op += ` ${x.toFixed(1)} ${y.toFixed(1)} l`;
    this.ops.push(`${op} h f`);
  }

  content(): string {
    return this.ops.join('\n');
  }
}

const INK: [number, number, number] = [0.13, 0.16, 0.2];
const TEAL: [number, number, number] = [0.07, 0.29, 0.33];
const LIME: [number, number, number] = [0.6, 0.8, 0.2];
const MUTED: [number, number, number] = [0.38, 0.42, 0.46];
const WHITE: [number, number, number] = [1, 1, 1];

function buildPages(info: BrochureInfo): Page[] {
  const L = LABELS[info.lang];
  const p1 = new Page();
  // header band with a little mountain range
  p1.rect(0, PAGE_H - 250, PAGE_W, 250, TEAL);
  p1.poly(
    [
      [0, PAGE_H - 250],
      [0, PAGE_H - 200],
      [90, PAGE_H - 150],
      [150, PAGE_H - 185],
      [250, PAGE_H - 105],
      [330, PAGE_H - 170],
      [400, PAGE_H - 130],
      [480, PAGE_H - 190],
      [PAGE_W, PAGE_H - 160],
      [PAGE_W, PAGE_H - 250],
    ],
    [0.11, 0.38, 0.42],
  );
  p1.poly(
    [
      [230, PAGE_H - 122],
      [250, PAGE_H - 105],
      [270, PAGE_H - 121],
      [258, PAGE_H - 118],
      [250, PAGE_H - 124],
      [242, PAGE_H - 117],
    ],
    [0.93, 0.95, 0.96],
  );
  p1.rect(MARGIN, PAGE_H - 66, 26, 4, LIME);
  p1.text(MARGIN, PAGE_H - 56, 12, 'ALTURA ADVENTURES', true, WHITE);
  p1.y = PAGE_H - 300;
  p1.para(info.title, 24, true, 4, MARGIN, INK);
  if (info.subtitle) p1.para(info.subtitle, 13, false, 10, MARGIN, MUTED);
  p1.rect(MARGIN, p1.y + 4, PAGE_W - 2 * MARGIN, 1, [0.85, 0.87, 0.88]);
  p1.y -= 18;

  const pages = [p1];
  let page = p1;
  const newPage = () => {
    page = new Page();
    page.rect(0, PAGE_H - 40, PAGE_W, 40, TEAL);
    page.text(MARGIN, PAGE_H - 26, 10, `ALTURA ADVENTURES · ${info.title}`, true, WHITE);
    page.y = PAGE_H - 90;
    pages.push(page);
  };
  /** Starts a new page unless `lines` lines of 11 pt text still fit. */
  const room = (lines: number) => {
    if (page.y - lines * 15 < 84) newPage();
  };

  page.para(L.itinerary, 15, true, 6, MARGIN, TEAL);
  for (const stage of info.itinerary) {
    const cut = stage.indexOf(': ');
    const head = cut > 0 ? stage.slice(0, cut) : stage;
    const body = cut > 0 ? stage.slice(cut + 2) : '';
    room(1 + wrap(body, 11, PAGE_W - 2 * MARGIN - 14).length);
    page.rect(MARGIN, page.y + 3, 4, 4, LIME);
    page.para(head, 11, true, body ? 1 : 6, MARGIN + 14, INK);
    if (body) page.para(body, 10.5, false, 7, MARGIN + 14, MUTED);
  }

  newPage();
  page.para(L.facts, 15, true, 6, MARGIN, TEAL);
  for (const fact of info.facts) {
    room(wrap(fact, 11, PAGE_W - 2 * MARGIN - 14).length);
    page.rect(MARGIN, page.y + 3, 4, 4, LIME);
    page.para(fact, 11, false, 3, MARGIN + 14, INK);
  }
  page.y -= 10;
  room(8);
  page.para(L.good, 15, true, 6, MARGIN, TEAL);
  for (const text of [L.small, L.booking, L.contact]) {
    room(wrap(text, 11, PAGE_W - 2 * MARGIN).length);
    page.para(text, 11, false, 8);
  }
  // footer on every page
  pages.forEach((p, i) => {
    p.rect(MARGIN, 70, PAGE_W - 2 * MARGIN, 0.8, [0.85, 0.87, 0.88]);
    p.text(MARGIN, 52, 9, 'Altura Adventures · Via del Pratello 12 · 40122 Bologna · Italy · altura-adventures.com', false, MUTED);
    p.text(PAGE_W - MARGIN - 40, 52, 9, `${L.page} ${i + 1}/${pages.length}`, false, MUTED);
  });
  return pages;
}

// ---------------------------------------------------------------------------------------
// The file

function utf16Hex(text: string): string {
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, '0').toUpperCase();
  return `<${hex}>`;
}

function buildPdf(info: BrochureInfo): Buffer {
  const pages = buildPages(info);
  // object numbers: 1 catalog, 2 pages, 3 F1, 4 F2, 5 info, then page + content pairs
  const objects: Buffer[] = [];
  const pageIds = pages.map((_, i) => 6 + i * 2);
  objects.push(Buffer.from('<< /Type /Catalog /Pages 2 0 R >>', 'latin1'));
  objects.push(Buffer.from(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`, 'latin1'));
  objects.push(Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>', 'latin1'));
  objects.push(Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>', 'latin1'));
  objects.push(
    Buffer.from(
      `<< /Title ${utf16Hex(info.title)} /Author (Altura Adventures) /Producer (Altura sample base) /CreationDate (D:20250301090000Z) >>`,
      'latin1',
    ),
  );
  pages.forEach((page, i) => {
    const contentId = pageIds[i]! + 1;
    objects.push(
      Buffer.from(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${contentId} 0 R >>`,
        'latin1',
      ),
    );
    const stream = Buffer.from(page.content(), 'latin1');
    objects.push(
      Buffer.concat([
        Buffer.from(`<< /Length ${stream.length} >>\nstream\n`, 'latin1'),
        stream,
        Buffer.from('\nendstream', 'latin1'),
      ]),
    );
  });

  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = chunks[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(offset);
    const obj = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`, 'latin1'), body, Buffer.from('\nendobj\n', 'latin1')]);
    chunks.push(obj);
    offset += obj.length;
  });
  const xrefAt = offset;
  let xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) xref += `${String(o).padStart(10, '0')} 00000 n \n`;
  xref += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  chunks.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(chunks);
}
