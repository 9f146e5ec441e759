import type * as en from "../../about";

// ---------------------------------------------------------------------------
// Page metadata
// ---------------------------------------------------------------------------

export const homeMeta: typeof en.homeMeta = {
  title: "Spedition & Zollabfertigung | Tarang Global Logistics",
  description:
    "See- und Luftfracht, Zollabfertigung, Lagerlogistik und Straßentransport ab Navi Mumbai. Seit 2009 für indische Exporteure und Importeure über JNPT im Einsatz.",
  keywords: [
    "Spedition Navi Mumbai",
    "Zollagent JNPT",
    "Zollabfertigung Nhava Sheva",
    "Seefracht Indien",
    "Luftfracht Mumbai",
    "Lagerlogistik Navi Mumbai",
    "Logistikunternehmen Indien",
  ],
};

export const aboutMeta: typeof en.aboutMeta = {
  title: "Über uns | Tarang Global Logistics",
  description:
    "2009 in Vashi als Zollagentur gegründet, ist Tarang Global Logistics heute ein Team in Navi Mumbai für Fracht, Zoll, Lagerung und Transport. Lernen Sie unsere Leitung kennen.",
  keywords: [
    "über Tarang Global Logistics",
    "Tarang Shipping Agencies",
    "Zollagent Navi Mumbai",
    "AEO-zertifiziertes Logistikunternehmen",
    "WCA-Mitglied Indien",
    "ISO 9001:2015 Logistik",
  ],
};

export const philosophyMeta: typeof en.philosophyMeta = {
  title: "Mission, Vision und Werte | Tarang Global Logistics",
  description:
    "Mission, Vision und Grundwerte, nach denen Tarang Global Logistics Fracht für indische Exporteure und Importeure befördert: regelkonform, transparent und pünktlich.",
  keywords: ["Tarang Global Logistics Mission", "Vision Logistikunternehmen", "Grundwerte", "regelkonforme Spedition", "Werte Zollagentur"],
};

export const howItWorksMeta: typeof en.howItWorksMeta = {
  title: "So arbeiten wir | Tarang Global Logistics",
  description:
    "Von der Anfrage bis zum Zustellnachweis: So läuft eine Sendung mit Tarang Global Logistics ab – mit einem Angebot innerhalb eines Arbeitstags und einem Koordinator von Anfang bis Ende.",
  keywords: [
    "Ablauf Spedition",
    "Versandprozess Indien",
    "Ablauf Exportsendung",
    "Ablauf Zollabfertigung",
    "Frachtangebot",
    "Sendungsverfolgung",
  ],
};

export const ourTeamMeta: typeof en.ourTeamMeta = {
  title: "Unser Team | Tarang Global Logistics",
  description:
    "Unsere Teamseite ist umgezogen. Lernen Sie die Leitung von Tarang Global Logistics kennen und lesen Sie unsere Geschichte, Werte und Zertifizierungen jetzt auf der Seite „Über uns“.",
  keywords: ["Tarang Global Logistics Team", "Geschäftsleitung", "über uns"],
};

// ---------------------------------------------------------------------------
// Home
// ---------------------------------------------------------------------------

export const home: typeof en.home = {
  eyebrow: "Navi Mumbai · Seit 2009",
  headline: "Fracht, Zoll und Lagerung – alles aus einer Hand",
  subheadline:
    "See- und Luftfracht über JNPT und den Flughafen Mumbai, Zollabfertigung, Lagerlogistik und Straßentransport für Indiens Exporteure und Importeure.",
};

// ---------------------------------------------------------------------------
// About Us
// ---------------------------------------------------------------------------

export const story: typeof en.story = {
  heading: "Unsere Geschichte",
  paragraphs: [
    "Tarang begann 2009 als Tarang Shipping Agencies, eine kleine Zollagentur in Vashi. Unsere ersten Kunden waren Hersteller und Exporteure im Industriegürtel Thane-Belapur, die einen verlässlichen Partner brauchten: jemanden, der ihre Ausfuhranmeldungen einreicht, Zollbeschauen begleitet und ihre Container ohne böse Überraschungen in letzter Minute in Nhava Sheva aufs Schiff bringt.",
    "Als diese Kunden wuchsen, baten sie uns, mehr von der Transportkette zu übernehmen. 2015 kamen Spedition, Lagerlogistik und Straßentransport hinzu, und wir benannten das Unternehmen in Tarang Global Logistics um, um dem breiteren Leistungsspektrum gerecht zu werden. Die Zollabteilung blieb das Herzstück unserer Arbeit, denn eine Sendung, die von Anfang an korrekt dokumentiert ist, kommt bei jedem weiteren Schritt schneller voran.",
    "Heute sind wir ein Team in Navi Mumbai, das Seefracht über JNPT (Nhava Sheva) und Luftfracht über den Flughafen Mumbai abwickelt – mit eigenem Lager, einem Lkw-Netz in ganz Maharashtra und darüber hinaus sowie Partneragenten im Ausland. Viele Exporteure, die einst wegen einer einzigen Ausfuhranmeldung zu uns kamen, verschiffen noch heute mit uns.",
  ],
  image: {
    src: "/media/about/story.svg",
    width: 1200,
    height: 800,
    alt: "Containerschiff an den Kaikränen in Nhava Sheva, Lkw warten am Terminaltor",
  },
};

export const commitment: typeof en.commitment = {
  heading: "Unser Versprechen",
  paragraphs: [
    "Jede Sendung, die wir übernehmen, erhält einen namentlich benannten Koordinator, ein schriftliches Angebot ohne versteckte Kosten und regelmäßige Updates bis zur Zustellung der Fracht. Läuft etwas schief – sei es eine verschobene Buchung, eine Rückfrage des Zolls oder ein verspäteter Lkw –, informieren wir Sie, sobald wir davon wissen, und sagen Ihnen, was wir dagegen unternehmen.",
    "Wir messen uns an den Standards hinter unseren Nachweisen: der AEO-Zertifizierung für sicheren, regelkonformen Handel, einem nach ISO 9001:2015 zertifizierten Qualitätsmanagementsystem und den Leistungspflichten des WCA-Netzwerks. Saubere Dokumente, sorgfältiger Umgang mit Ihrer Fracht und ehrliche Beratung – auch wenn das für uns einen kleineren Auftrag bedeutet – sind der Grund, warum Kunden jahrelang bei uns bleiben.",
  ],
  image: {
    src: "/media/about/commitment.svg",
    width: 1200,
    height: 800,
    alt: "Tarang-Koordinator gleicht an einer Laderampe im Lager Exportdokumente mit einer Packliste ab",
  },
};

export const foundations: typeof en.foundations = [
  {
    title: "Lizenzierter Zollagent",
    text: "Mit der Zollvertretung haben wir 2009 angefangen. Unser lizenziertes Team reicht Ausfuhr- und Einfuhranmeldungen über ICEGATE ein und begleitet Zollbewertung und Zollbeschau in JNPT und im Luftfrachtzentrum Mumbai.",
    icon: "file-text",
  },
  {
    title: "AEO-zertifizierter Wirtschaftsbeteiligter",
    text: "Unsere Zertifizierung als Zugelassener Wirtschaftsbeteiligter (AEO) durch den indischen Zoll bestätigt den sicheren, regelkonformen Umgang mit Fracht und Unterlagen und erleichtert die Abfertigung der Sendungen unserer Kunden.",
    icon: "shield-check",
  },
  {
    title: "Eigenes Lager in Navi Mumbai",
    text: "Unser eigenes Lager nahe JNPT bietet Lagerung, Konsolidierung, Verpackung, Palettierung und Cross-Docking, mit barcodegestützter Bestandsführung und Bestandsberichten auf Anfrage.",
    icon: "warehouse",
  },
  {
    title: "Partner im WCA-Netzwerk",
    text: "Über unsere Mitgliedschaft im WCA-Netzwerk arbeiten wir weltweit mit geprüften unabhängigen Spediteuren zusammen. So wird Ihre Fracht am Bestimmungsort von einem Partner betreut, den wir kennen und in die Pflicht nehmen können.",
    icon: "globe",
  },
];

export const values: typeof en.values = [
  {
    title: "Compliance an erster Stelle",
    text: "Wir reichen Dokumente gleich beim ersten Mal korrekt und vollständig ein und machen bei Zoll- und Steuervorschriften keine Abstriche. Korrekte Unterlagen schützen Ihre Sendung, Ihre Zollvergünstigungen und Ihren Ruf.",
    icon: "clipboard-check",
  },
  {
    title: "Transparenz",
    text: "Schriftliche Angebote mit allen Kostenpositionen, ehrliche Laufzeiten und frühzeitige Hinweise, wenn sich Pläne ändern. Sie wissen stets, wo Ihre Fracht ist und was sie kostet.",
    icon: "search",
  },
  {
    title: "Zuverlässigkeit",
    text: "Wir sagen nur zu, was wir halten können, und halten dann Annahmeschlüsse, Abholungen und Liefertermine ein. Tritt ein Problem auf, übernehmen wir die Verantwortung und lösen es.",
    icon: "clock",
  },
  {
    title: "Partnerschaft",
    text: "Wir lernen, wie Ihr Unternehmen funktioniert – von Produktionszyklen bis zu den Anforderungen Ihrer Käufer – und planen Sendungen danach. Viele Kundenbeziehungen bestehen seit mehr als zehn Jahren.",
    icon: "handshake",
  },
  {
    title: "Verantwortung",
    text: "Wir achten auf die Menschen, die Ihre Fracht bewegen, und auf die Orte, die sie durchläuft: sichere Arbeitsweisen, besser ausgelastete Ladungen, die Schiene, wo sie sinnvoll ist, und weniger Verpackungsabfall.",
    icon: "leaf",
  },
];

export const leaders: typeof en.leaders = [
  {
    name: "Rajesh Kulkarni",
    position: "Gründer & CEO",
    image: {
      src: "/media/leaders/rajesh-kulkarni.svg",
      width: 480,
      height: 480,
      alt: "Porträt von Rajesh Kulkarni, Gründer und CEO von Tarang Global Logistics",
    },
    description:
      "Rajesh gründete Tarang Shipping Agencies 2009 in Vashi, nachdem er jahrelang in Nhava Sheva in der Zollabfertigung gearbeitet hatte. Er verantwortet die Strategie des Unternehmens und die wichtigsten Kundenbeziehungen und prüft komplexe Einreihungs- und Compliance-Fälle nach wie vor selbst.",
  },
  {
    name: "Ananya Deshpande",
    position: "Geschäftsführerin",
    image: {
      src: "/media/leaders/ananya-deshpande.svg",
      width: 480,
      height: 480,
      alt: "Porträt von Ananya Deshpande, Geschäftsführerin von Tarang Global Logistics",
    },
    description:
      "Ananya hat die Bereiche Spedition, Lagerlogistik und Transport aufgebaut, die 2015 mit dem Schritt zu Tarang Global Logistics hinzukamen. Sie leitet das operative Tagesgeschäft, unser Netzwerk von Auslandspartnern und das nach ISO 9001:2015 zertifizierte Qualitätsmanagementsystem.",
  },
];

// ---------------------------------------------------------------------------
// Philosophy
// ---------------------------------------------------------------------------

export const philosophy: typeof en.philosophy = {
  intro:
    "Seit 2009 beruht unsere Arbeit auf einem einfachen Gedanken: Fracht kommt gut voran, wenn die Papiere stimmen, der Plan realistisch ist und der Kunde auf dem Laufenden bleibt. Diese Grundsätze leiten, wie wir jede Sendung kalkulieren, versenden und betreuen.",
  cards: [
    {
      title: "Unsere Mission",
      text: "Indischen Unternehmen den Handel mit der Welt zu erleichtern, indem wir ihre Fracht sicher, pünktlich und vollständig regelkonform befördern – mit klaren Kosten, ehrlicher Beratung und einem verantwortlichen Team von der Anfrage bis zur Zustellung.",
      icon: "target",
    },
    {
      title: "Unsere Vision",
      text: "Der Logistikpartner zu sein, dem Exporteure und Importeure in Westindien ihre gesamte Lieferkette anvertrauen – bekannt dafür, dass die Details stimmen, und für Abläufe, die stetig sauberer und effizienter werden.",
      icon: "globe",
    },
    {
      title: "Unsere Grundwerte",
      text: "Compliance an erster Stelle, Transparenz bei Preisen und Fortschritt, Zuverlässigkeit bei jeder Zusage, langfristige Partnerschaft mit unseren Kunden und Verantwortung gegenüber unseren Mitarbeitenden und der Umwelt.",
      icon: "badge-check",
    },
  ],
};

// ---------------------------------------------------------------------------
// How it works
// ---------------------------------------------------------------------------

export const howItWorks: typeof en.howItWorks = {
  intro:
    "Ob Sie eine Sendung im Jahr verschicken oder mehrere Container pro Woche: Jeder Auftrag folgt denselben sechs Schritten. Sie haben durchgehend einen Koordinator als Ansprechpartner und wissen immer, was als Nächstes passiert.",
  steps: [
    {
      number: 1,
      title: "Anfrage & Bedarfsgespräch",
      desc: "Senden Sie uns Ihre Anfrage über das Kontaktformular, per E-Mail oder telefonisch – mit Ware, Gewicht und Abmessungen, Abgangs- und Bestimmungsort sowie gewünschtem Liefertermin. Ein Teammitglied ruft Sie an, meist noch am selben Arbeitstag, um die Details, die Incoterms, besondere Handhabungsanforderungen und die bereits vorhandenen Dokumente zu klären.",
    },
    {
      number: 2,
      title: "Angebot & Routenplan",
      desc: "Innerhalb eines Arbeitstags erhalten Sie ein schriftliches Angebot mit empfohlenem Verkehrsträger und Route, voraussichtlicher Laufzeit und Gültigkeit sowie einer klaren Aufschlüsselung von Fracht, lokalen Gebühren, Zoll und Transport. Wo es sinnvoll ist, ergänzen wir eine Alternative – etwa die Schiene statt der Straße nach JNPT oder LCL statt FCL –, damit Sie vergleichen können.",
    },
    {
      number: 3,
      title: "Buchung & Dokumentation",
      desc: "Sobald Sie das Angebot freigeben, buchen wir den Frachtraum bei der Reederei oder Fluggesellschaft und bestätigen die Annahmeschlüsse. Sie stellen uns Handelsrechnung, Packliste und etwaige Lizenzen oder Zertifikate zur Verfügung; wir prüfen sie gegen die Buchung, erstellen die Ausfuhr- bzw. Einfuhranmeldung und reichen sie über ICEGATE ein, die Begleitdokumente über e-Sanchit.",
    },
    {
      number: 4,
      title: "Abholung & Zollabfertigung",
      desc: "Wir holen die Fracht am vereinbarten Tag in Ihrem Werk oder Lager ab und teilen Ihnen Fahrzeugdaten und E-Way-Bill vorab mit. Im Hafen, am Flughafen oder in der Containerfrachtstation übernimmt unser Zollteam Beschau, Rückfragen zur Zollbewertung und die Abgabenzahlung und hält Sie bis zur Freigabe der Fracht auf dem Laufenden. Beim Import ist die Reihenfolge umgekehrt: Wir verzollen die Fracht bei Ankunft und liefern sie dann an Sie aus.",
    },
    {
      number: 5,
      title: "Transport mit Sendungsverfolgung",
      desc: "Nach der Abfahrt erhalten Sie das Konnossement bzw. den Luftfrachtbrief sowie Statusmeldungen bei Verladung, Umschlag und Ankunft. Kommt es zu einer Verzögerung, nennen wir Ihnen den Grund und unseren Plan, die Zeit wieder aufzuholen. Ihr Koordinator bleibt durchgehend per Telefon, E-Mail oder WhatsApp erreichbar.",
    },
    {
      number: 6,
      title: "Zustellung & Betreuung nach dem Versand",
      desc: "Wir liefern bis an die Tür des Empfängers oder übergeben die Sendung am Bestimmungsort über unser Partnernetzwerk und senden Ihnen den unterschriebenen Zustellnachweis. Anschließend schließen wir den Vorgang mit der Schlussrechnung und den Begleitdokumenten ab, unterstützen Sie bei Schadensmeldungen oder den Unterlagen für Exportförderungen und besprechen die Sendung mit Ihnen, falls etwas hätte besser laufen können.",
    },
  ],
};

// ---------------------------------------------------------------------------
// Our Team (moved)
// ---------------------------------------------------------------------------

export const ourTeamMoved: typeof en.ourTeamMoved = {
  heading: "Unsere Teamseite ist umgezogen",
  text: "Auf der Seite „Über uns“ lernen Sie jetzt unsere Leitung kennen, lesen unsere Geschichte und erfahren, welche Werte unsere Arbeit leiten.",
};
