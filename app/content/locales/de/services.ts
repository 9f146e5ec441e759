import type * as en from "../../services";

/** Card and hero artwork: public/media/services/service{n}-{a|b}.svg, 800×500. */
function image(n: number, variant: "a" | "b", alt: string) {
  return { src: `/media/services/service${n}-${variant}.svg`, width: 800, height: 500, alt };
}

export const services: typeof en.services = [
  // 1 ─────────────────────────────────────────────────────────────────────
  {
    number: 1,
    title: "Spedition",
    cardDescription:
      "See- und Luftfracht ab Nhava Sheva, Mundra und dem Flughafen Mumbai: FCL, LCL, Sammelverkehr und Haus-Haus-Lieferung unter dem Incoterm, mit dem Sie handeln.",
    cardImages: [
      image(1, "a", "Containerschiff am Liegeplatz, Containerbrücken laden Container an Deck"),
      image(1, "b", "Frachtflugzeug auf dem Vorfeld wird durch die Bugtür mit Luftfrachtpaletten beladen"),
    ],
    heroImages: [
      image(1, "a", "Containerschiff am Liegeplatz, Containerbrücken laden Container an Deck"),
      image(1, "b", "Frachtflugzeug auf dem Vorfeld wird durch die Bugtür mit Luftfrachtpaletten beladen"),
    ],
    meta: {
      title: "Spedition in Navi Mumbai | Tarang Global Logistics",
      description:
        "See- und Luftfrachtspedition ab Navi Mumbai: FCL und LCL ab Nhava Sheva und Mundra, Luftfracht ab dem Flughafen Mumbai, Sammelverkehr und Haus-Haus-Lieferung.",
      keywords: [
        "Spedition Navi Mumbai",
        "FCL LCL Seefracht JNPT",
        "Luftfracht Flughafen Mumbai",
        "Spediteur Nhava Sheva",
        "Haus-Haus-Versand Indien",
        "Incoterms Export",
      ],
    },
    intro: [
      "Tarang Global Logistics ist seit 2009 als Spediteur in Navi Mumbai tätig – damals noch als Tarang Shipping Agencies. Wir buchen und steuern See- und Luftfracht für Exporteure und Importeure in ganz Indien, von einer einzelnen LCL-Palette bis zu regelmäßigen Programmen mit vielen Containern.",
      "Wir arbeiten auf Ihrer Seite: Wir vergleichen Frachtführer und Routings, sichern Frachtraum, erstellen die Transportdokumente und halten Sie von der Abholung bis zur Zustellung auf dem Laufenden. Als WCA-Mitglied übergeben wir am Bestimmungsort an geprüfte Partneragenten, damit Ihre Fracht auch am anderen Ende der Reise mit derselben Sorgfalt betreut wird.",
    ],
    sections: [
      {
        kind: "cards",
        heading: "Optionen für See- und Luftfracht",
        intro:
          "Ein Spediteur für alle Verkehrsträger – so entscheiden Sie nach Kosten und Laufzeit, nicht danach, wer gerade verfügbar ist.",
        items: [
          {
            title: "FCL-Seefracht",
            text: "Komplette Containerladungen in 20-ft-, 40-ft- und 40-ft-High-Cube-Containern ab JNPT (Nhava Sheva) und Mundra, auf Anfrage auch mit Open-Tops, Flat-Racks und Kühlcontainern.",
            icon: "ship",
          },
          {
            title: "LCL und Sammelverkehr",
            text: "Versenden Sie Teilladungen, ohne für einen leeren Container zu bezahlen. Ihre Fracht wird in der Containerfrachtstation mit den Gütern anderer Versender konsolidiert und am Bestimmungsort wieder dekonsolidiert.",
            icon: "boxes",
          },
          {
            title: "Luftfracht",
            text: "Eilige, verderbliche und hochwertige Fracht ab dem Chhatrapati Shivaji Maharaj International Airport (CSMIA) in Mumbai, mit Direkt- oder Umsteigeverbindungen.",
            icon: "plane",
          },
          {
            title: "Haus-Haus-Lieferung",
            text: "Abholung in Ihrem Werk, Ausfuhrabfertigung, Hauptlauf, Einfuhrabfertigung am Bestimmungsort und Zustellung – gesteuert als eine Sendung mit einem Ansprechpartner.",
            icon: "truck",
          },
        ],
      },
      {
        kind: "prose",
        heading: "Angebote auf Basis der richtigen Incoterms",
        paragraphs: [
          "Der Incoterm in Ihrem Kaufvertrag legt fest, wer welchen Abschnitt der Reise bezahlt und wo die Gefahr vom Verkäufer auf den Käufer übergeht. Eine Klausel, die nicht zum tatsächlichen Transportablauf passt, ist eine häufige Ursache für Streitigkeiten und unerwartete Kosten am Bestimmungsort.",
          "Wir kalkulieren nach der Incoterms-2020-Klausel, mit der Sie handeln – ob Sie EXW, FCA oder FOB ab einem indischen Hafen verkaufen oder CIF, DAP oder DDP bis vor die Tür Ihres Käufers liefern. Erschließen Sie einen neuen Markt, erklären wir Ihnen vor der Unterschrift, welche Kosten und Risiken jede Klausel für Sie bedeutet.",
        ],
      },
      {
        kind: "steps",
        heading: "So reist eine Sendung mit uns",
        items: [
          {
            title: "Anfrage und Angebot",
            text: "Sie nennen uns Frachtdaten, Abgangsort, Bestimmungsort und Incoterm; wir antworten mit Routing-Optionen, Laufzeiten und einem All-in-Angebot.",
          },
          {
            title: "Buchung und Abholung",
            text: "Wir bestätigen den Frachtraum beim Frachtführer, veranlassen die Containerfreistellung oder buchen den Flug und planen die Abholung bei Ihnen.",
          },
          {
            title: "Ausfuhrabfertigung und Verladung",
            text: "Ausfuhranmeldung, Containerbeladung und Gate-in im Hafen oder Luftfrachtterminal übernehmen unsere eigenen Zoll- und Operations-Teams.",
          },
          {
            title: "Sendungsverfolgung unterwegs",
            text: "Sie erhalten Statusmeldungen bei Abfahrt, Umschlag und Ankunft sowie frühzeitige Warnungen bei Verzögerungen oder einem Rollover.",
          },
          {
            title: "Ankunft und Zustellung",
            text: "Unser Partneragent verzollt die Fracht am Bestimmungsort und stellt sie zu oder gibt sie an den Zollagenten Ihres Käufers frei – je nachdem, was der Vertrag vorsieht.",
          },
        ],
      },
      {
        kind: "list",
        heading: "Im Leistungsumfang unserer Spedition enthalten",
        items: [
          "Ratenvergleich über Reedereien und Fluggesellschaften hinweg",
          "Frachtraumbuchung und Containerfreistellung",
          "Erstellung von Konnossement und Luftfrachtbrief",
          "Gefahrgutbuchungen mit den korrekten Erklärungen",
          "Transportversicherung auf Anfrage",
          "Sendungsverfolgung nach Meilensteinen und ein namentlich benannter Koordinator für jede Sendung",
        ],
      },
    ],
    cta: {
      heading: "Bereit für den Versand?",
      text: "Sagen Sie uns, was Sie wohin befördern möchten, und wir senden Ihnen Routing-Optionen und ein klares All-in-Frachtangebot.",
      label: "Frachtangebot anfordern",
    },
  },

  // 2 ─────────────────────────────────────────────────────────────────────
  {
    number: 2,
    title: "Zollabfertigung",
    cardDescription:
      "Ein- und Ausfuhrabfertigung in JNPT, Mundra und im Mumbai Air Cargo Complex: Einreichung über ICEGATE, Zollbewertung, Beschau und Abgabenzahlung durch ein AEO-zertifiziertes Team.",
    cardImages: [
      image(2, "a", "Zollbeamter mit Klemmbrett kontrolliert Fracht in einem geöffneten Seecontainer"),
      image(2, "b", "Versanddokumente und ein Stempel auf einem Schreibtisch neben einem Laptop mit einer Zollanmeldungsmaske"),
    ],
    heroImages: [
      image(2, "a", "Zollbeamter mit Klemmbrett kontrolliert Fracht in einem geöffneten Seecontainer"),
      image(2, "b", "Versanddokumente und ein Stempel auf einem Schreibtisch neben einem Laptop mit einer Zollanmeldungsmaske"),
    ],
    meta: {
      title: "Zollabfertigung in Navi Mumbai | Tarang Global Logistics",
      description:
        "Ein- und Ausfuhrabfertigung in JNPT, Mundra und am Flughafen Mumbai: Einreichung von Einfuhr- und Ausfuhranmeldungen über ICEGATE, Faceless Assessment und Abgabenzahlung.",
      keywords: [
        "Zollabfertigung Navi Mumbai",
        "Zollagent JNPT",
        "ICEGATE Einfuhranmeldung",
        "Ausfuhranmeldung Indien",
        "Faceless Assessment Zoll Indien",
        "AEO Zollabfertigung",
      ],
    },
    intro: [
      "Bei der Zollabfertigung gerät eine Sendung am häufigsten ins Stocken: Ein falscher HS-Code, ein fehlendes Zertifikat oder ein nicht bezahlter Abgabenbeleg (Challan) kann Fracht im Hafen festhalten, während Demurrage und Detention auflaufen. Unser Zollteam übernimmt die Ein- und Ausfuhrabfertigung in JNPT (Nhava Sheva), Mundra, im Mumbai Air Cargo Complex und in den Inland Container Depots, die diese Standorte versorgen.",
      "Wir reichen elektronisch über ICEGATE ein, begleiten jede Zollbewertung bis zum Abschluss und beantworten Rückfragen, sobald sie gestellt werden. Tarang Global Logistics ist AEO-zertifiziert; unsere eigenen Prozesse werden also nach den Sicherheits- und Compliance-Standards geprüft, die der Zoll an vertrauenswürdige Wirtschaftsbeteiligte stellt.",
    ],
    sections: [
      {
        kind: "steps",
        heading: "Der Ablauf der Abfertigung",
        intro: "Für Importe und Exporte gilt dieselbe Abfolge; wir steuern jede Phase und sagen Ihnen, wo Ihre Sendung gerade steht.",
        items: [
          {
            title: "Dokumentenprüfung",
            text: "Vor der Einreichung prüfen wir Rechnung, Packliste, Konnossement oder Luftfrachtbrief und etwaige Lizenzen, damit Fehler an unserem Schreibtisch auffallen und nicht erst im Hafen.",
          },
          {
            title: "Einreichung über ICEGATE",
            text: "Wir reichen die Einfuhranmeldung (Bill of Entry) für Importe bzw. die Ausfuhranmeldung (Shipping Bill) für Exporte ein und laden die Begleitdokumente über e-Sanchit hoch.",
          },
          {
            title: "Zollbewertung",
            text: "Das Risikomanagementsystem leitet die Anmeldung zur vereinfachten Abfertigung oder zur Prüfung weiter; im Faceless Assessment beantworten wir Rückfragen online mit den Nachweisen, die der Beamte braucht.",
          },
          {
            title: "Zollbeschau",
            text: "Wird die Sendung zur Beschau ausgewählt, sind unsere Mitarbeitenden gemeinsam mit dem Beamten in der CFS oder im Terminal vor Ort und informieren Sie über das Ergebnis.",
          },
          {
            title: "Abgabenzahlung und Freigabe",
            text: "Die Abgaben werden online über ICEGATE bezahlt, und wir erwirken die Freigabe „Out of Charge“ für Importe bzw. die „Let Export Order“ für Exporte, damit die Fracht weiterreisen kann.",
          },
        ],
      },
      {
        kind: "cards",
        heading: "Leistungen rund um die Abfertigung",
        items: [
          {
            title: "Einfuhrabfertigung",
            text: "Einreichung der Einfuhranmeldung, auch als Vorabanmeldung vor Ankunft, wo dies die Freigabe beschleunigt – mit korrekter Einreihung und Abgabenberechnung.",
            icon: "file-text",
          },
          {
            title: "Ausfuhrabfertigung",
            text: "Einreichung der Ausfuhranmeldung mit korrekt deklarierten Ansprüchen auf Zollrückvergütung (Drawback) und RoDTEP, damit Exportvorteile nicht schon beim ersten Schritt verloren gehen.",
            icon: "ship",
          },
          {
            title: "Luftfrachtabfertigung",
            text: "Abfertigung eiliger Importe und Exporte im Mumbai Air Cargo Complex, abgestimmt auf Annahmeschluss und Ankunftszeiten der Fluggesellschaft.",
            icon: "plane",
          },
          {
            title: "Waren mit weiteren Genehmigungen",
            text: "Sendungen, die eine Freigabe durch FSSAI, Pflanzenquarantäne, BIS oder die Arzneimittelbehörde brauchen – mit parallel zum Zoll koordinierten Genehmigungen.",
            icon: "shield-check",
          },
        ],
      },
      {
        kind: "prose",
        heading: "Faceless Assessment und AEO-Vorteile",
        paragraphs: [
          "Im Faceless Assessment kann eine Einfuhranmeldung von einem Beamten an einem anderen Hafen bewertet werden, der die Fracht nie sieht und den Importeur nie trifft. Klare Warenbeschreibungen und vollständige Begleitdokumente sind wichtiger denn je, weil Rückfragen online gestellt und beantwortet werden. Wir formulieren Beschreibungen und fügen Nachweise so bei, dass der prüfende Beamte gleich beim ersten Mal alles hat, was er braucht.",
          "Importeure und Exporteure mit AEO-Status haben je nach Stufe Anspruch auf Erleichterungen wie Direct Port Delivery, aufgeschobene Abgabenzahlung und weniger Beschauen. Wir sorgen dafür, dass diese Vorteile bei jeder Anmeldung geltend gemacht werden, und erklären Ihnen gern, was ein Antrag auf den AEO-Status mit sich bringt, wenn Sie darüber nachdenken.",
        ],
      },
      {
        kind: "list",
        heading: "Dokumente, die wir in der Regel benötigen",
        items: [
          "Handelsrechnung und Packliste",
          "Konnossement oder Luftfrachtbrief",
          "Importer Exporter Code (IEC) und GST-Registrierung",
          "Registrierung des AD-Codes am Ausfuhrhafen",
          "Ursprungszeugnis, wenn ein Präferenzzollsatz beansprucht wird",
          "Lizenzen, Genehmigungen oder Unbedenklichkeitsbescheinigungen (NOCs) für beschränkte Waren",
          "Versicherungszertifikat, sofern der Incoterm es verlangt",
        ],
      },
    ],
    cta: {
      heading: "Ihre Fracht wartet im Hafen?",
      text: "Senden Sie uns Ihre Dokumente, und unser Zollteam prüft sie und beginnt ohne Verzögerung mit der Anmeldung.",
      label: "Meine Sendung abfertigen",
    },
  },

  // 3 ─────────────────────────────────────────────────────────────────────
  {
    number: 3,
    title: "Lagerlogistik",
    cardDescription:
      "Allgemeine Lagerung und Zolllager in Navi Mumbai und Bhiwandi, mit WMS-gestützter Bestandsführung, Cross-Docking und Mehrwertleistungen.",
    cardImages: [
      image(3, "a", "Lagerhalle mit hohen Palettenregalen, ein Gabelstapler hebt eine Palette an ihren Platz"),
      image(3, "b", "Lagergebäude von außen mit Lkw, die rückwärts an eine Reihe von Laderampen gesetzt haben"),
    ],
    heroImages: [
      image(3, "a", "Lagerhalle mit hohen Palettenregalen, ein Gabelstapler hebt eine Palette an ihren Platz"),
      image(3, "b", "Lagergebäude von außen mit Lkw, die rückwärts an eine Reihe von Laderampen gesetzt haben"),
    ],
    meta: {
      title: "Lagerlogistik in Navi Mumbai & Bhiwandi | Tarang Global Logistics",
      description:
        "Allgemeine Lagerung und Zolllager in Navi Mumbai und Bhiwandi nahe JNPT: WMS-Bestandsführung, Cross-Docking, Kommissionierung, Etikettierung und flexible Flächen.",
      keywords: ["Lagerlogistik Navi Mumbai", "Zolllager Mumbai", "Lager Bhiwandi", "Cross-Docking JNPT", "Bestandsmanagement WMS"],
    },
    intro: [
      "Gute Lagerlogistik hält Bestände nah am Hafen und nah an Ihren Kunden. Tarang Global Logistics bietet allgemeine Lagerung und Zolllager in Navi Mumbai und Bhiwandi, auf der Straße gut erreichbar von JNPT (Nhava Sheva) und den Märkten in Mumbai und Pune.",
      "Jede Palette wird vom Moment ihres Eingangs an in unserem Lagerverwaltungssystem erfasst, sodass Bestände, Aufträge und Bewegungen stets aktuell sind. Sie zahlen für die Fläche und das Handling, das Sie tatsächlich nutzen – ob ein paar Paletten für eine Saison oder eine eigene Fläche für ein langfristiges Programm.",
    ],
    sections: [
      {
        kind: "cards",
        heading: "Lageroptionen",
        items: [
          {
            title: "Allgemeine Lagerung",
            text: "Regal- und Bodenlagerung für verzollte Waren, Rohstoffe und Fertigprodukte, mit kurzen wie langen Laufzeiten.",
            icon: "warehouse",
          },
          {
            title: "Zolllager",
            text: "Lagern Sie importierte Waren ohne Abgabenzahlung, bis Sie sie in den freien Verkehr überführen – ideal für gestaffelte Verkäufe und Wiederausfuhren.",
            icon: "shield-check",
          },
          {
            title: "Direktumschlag (Cross-Docking)",
            text: "Waren wechseln mit wenig oder ganz ohne Lagerzeit vom eingehenden auf das ausgehende Fahrzeug – das spart Handling, Kosten und Laufzeit.",
            icon: "refresh-cw",
          },
          {
            title: "Mehrwertleistungen",
            text: "Etikettierung, Kitting, Umverpackung, Qualitätskontrollen und Palettierung direkt vor Ort, vor dem Versand.",
            icon: "package",
          },
        ],
      },
      {
        kind: "prose",
        heading: "Bestände, auf die Sie sich verlassen können",
        paragraphs: [
          "Unser Lagerverwaltungssystem verfolgt jede Einheit nach Lagerplatz, Charge und Datum – per Barcode-Scan bei Wareneingang, Einlagerung, Kommissionierung und Versand. Die Auslagerung erfolgt nach FIFO (First In, First Out) oder FEFO (First Expired, First Out), je nachdem, was Ihr Produkt erfordert.",
          "Regelmäßige Inventurzählungen halten System und Regal im Einklang, und Sie erhalten Bestands-, Bewegungs- und Altersstrukturberichte in dem Rhythmus, den Sie wählen. Abweichungen werden untersucht und Ihnen gemeldet – niemals stillschweigend korrigiert.",
        ],
      },
      {
        kind: "steps",
        heading: "Vom Wareneingang bis zum Versand",
        items: [
          {
            title: "Wareneingang",
            text: "Eingehende Ladungen werden anhand der Avisierung auf Menge und Zustand geprüft; Schäden werden fotografiert und gemeldet.",
          },
          {
            title: "Einlagerung",
            text: "Die Waren werden etikettiert und auf Lagerplätzen abgelegt, die nach Größe, Umschlagshäufigkeit und Handlingsanforderungen gewählt sind.",
          },
          {
            title: "Lagerung und Inventur",
            text: "Die Bestände lagern in gesicherten, überwachten Bereichen und werden regelmäßig gezählt.",
          },
          {
            title: "Kommissionierung und Verpackung",
            text: "Aufträge werden per Scan kommissioniert, kontrolliert und nach Ihren Vorgaben verpackt.",
          },
          {
            title: "Versand",
            text: "Sendungen verlassen das Lager mit ihren Dokumenten – mit von uns organisiertem Transport oder mit Ihrem Frachtführer –, und der Versandnachweis wird erfasst.",
          },
        ],
      },
      {
        kind: "list",
        heading: "Ausstattung und Sicherheit",
        items: [
          "Palettenregale mit Einzelplatzzugriff und Blocklagerflächen",
          "Gabelstapler, Schubmaststapler und Hubwagen mit geschulten Fahrern",
          "Laderampen für Container und Lkw",
          "Videoüberwachung und Zutrittskontrolle",
          "Brandmelde- und Löschanlagen",
          "Regelmäßige Schädlingsbekämpfung und Reinigung",
        ],
      },
    ],
    cta: {
      heading: "Sie brauchen Fläche in Hafennähe?",
      text: "Nennen Sie uns Ihre Mengen und Handlingsanforderungen, und wir schlagen Ihnen eine passende Lagerlösung vor.",
      label: "Lagerfläche reservieren",
    },
  },

  // 4 ─────────────────────────────────────────────────────────────────────
  {
    number: 4,
    title: "Straßentransport",
    cardDescription:
      "Komplett- und Teilladungen in ganz Indien, Containertransporte von und zu den Häfen sowie Übermaßladungen – mit E-Way-Bills und GPS-Ortung.",
    cardImages: [
      image(4, "a", "Lkw auf einer Fernstraße"),
      image(4, "b", "Lkw-Flotte vor einer Indienkarte, auf der eine Lieferroute eingezeichnet ist"),
    ],
    heroImages: [
      image(4, "a", "Lkw auf einer Fernstraße"),
      image(4, "b", "Lkw-Flotte vor einer Indienkarte, auf der eine Lieferroute eingezeichnet ist"),
    ],
    meta: {
      title: "Straßentransport in ganz Indien | Tarang Global Logistics",
      description:
        "FTL- und PTL-Straßentransporte in ganz Indien ab Navi Mumbai: Containertransporte ab Hafen, ODC-Ladungen, E-Way-Bill-Abwicklung und GPS-Ortung für jede Ladung.",
      keywords: [
        "Straßentransport Indien",
        "FTL PTL Lkw-Transport Mumbai",
        "Containertransport JNPT",
        "ODC Schwertransport",
        "E-Way-Bill Indien",
        "GPS Lkw-Ortung",
      ],
    },
    intro: [
      "Die meisten indischen Sendungen legen einen Teil ihres Weges auf der Straße zurück – ob ein Container, der den Hafen verlässt, oder eine Sendung von einem Werk in Pune zu einem Käufer in Delhi. Von unserem Standort in Navi Mumbai aus organisieren wir Komplett- und Teilladungen in ganz Indien sowie Hafentransporte von und zu JNPT (Nhava Sheva) und Mundra.",
      "Wir wählen das passende Fahrzeug für die Fracht, planen die Route, erledigen die Papiere und verfolgen jeden Lkw, bis der Empfang der Sendung quittiert ist. Die Fahrzeuge stammen von Transportunternehmen, mit denen wir seit Jahren zusammenarbeiten, und jede Ladung hat einen namentlich benannten Koordinator, den Sie anrufen können.",
    ],
    sections: [
      {
        kind: "cards",
        heading: "Transportleistungen",
        items: [
          {
            title: "Komplettladung (FTL)",
            text: "Ein eigenes Fahrzeug für Ihre Sendung, das ohne Umladung direkt von der Ladestelle zum Bestimmungsort fährt.",
            icon: "truck",
          },
          {
            title: "Teilladung (PTL)",
            text: "Teilen Sie sich Laderaum und Kosten mit anderen Sendungen, wenn Ihre Ladung keinen ganzen Lkw füllt.",
            icon: "boxes",
          },
          {
            title: "Containertransport",
            text: "Importcontainer werden vom Hafen oder ICD bis vor Ihre Tür geliefert, und Leercontainer werden zur Exportbeladung in Ihrem Werk gestellt.",
            icon: "ship",
          },
          {
            title: "Übermaßladungen (ODC)",
            text: "Streckenprüfungen, Genehmigungen, Begleitfahrzeuge und Hydraulik-Achs- oder Tiefbettanhänger für Maschinen und Projektladungen, die die Standardmaße überschreiten.",
            icon: "route",
          },
        ],
      },
      {
        kind: "prose",
        heading: "Papiere und Sendungsverfolgung",
        paragraphs: [
          "Jede Ladung reist mit einem Frachtbrief (Lorry Receipt) und, wo die GST-Vorschriften es verlangen, mit einer gültigen E-Way-Bill. Wir erstellen oder prüfen die E-Way-Bill, bevor der Lkw abfährt, aktualisieren die Fahrzeugdaten, wenn die Fracht umgeladen wird, und stellen sicher, dass ihre Gültigkeit die zurückzulegende Strecke abdeckt.",
          "Die Fahrzeuge werden per GPS geortet, sodass unsere Koordinatoren die Position jedes Lkw sehen und Ihnen eine realistische Ankunftszeit nennen können. Verzögerungen melden wir, sobald sie auftreten, und nach Empfang der Sendung erhalten Sie den unterschriebenen Zustellnachweis.",
        ],
      },
      {
        kind: "list",
        heading: "Fahrzeuge, die wir stellen",
        items: [
          "Lkw mit geschlossenem Aufbau, vom leichten Nutzfahrzeug bis zum 32-ft-Mehrachser",
          "Lkw mit offenem Aufbau für Schütt- und Palettenware",
          "Auflieger für 20-ft- und 40-ft-Container",
          "Pritschen- und Semi-Tiefbettauflieger",
          "Hydraulik-Achs- und Tiefbettanhänger für ODC-Ladungen",
          "Kühlfahrzeuge für temperaturempfindliche Güter",
        ],
      },
      {
        kind: "steps",
        heading: "So wickeln wir eine Ladung ab",
        items: [
          {
            title: "Buchung",
            text: "Sie nennen uns Abholort, Bestimmungsort, Frachtdaten und Termine; wir bestätigen Fahrzeugtyp und Preis.",
          },
          {
            title: "Fahrzeuggestellung",
            text: "Ein geprüftes, geeignetes Fahrzeug meldet sich zur vereinbarten Zeit bei Ihnen.",
          },
          {
            title: "Beladung und Dokumente",
            text: "Die Fracht wird verladen und gesichert, Frachtbrief und E-Way-Bill werden ausgestellt.",
          },
          {
            title: "Überwachung unterwegs",
            text: "Unsere Koordinatoren verfolgen den Lkw per GPS und halten Sie über den Fortschritt auf dem Laufenden.",
          },
          {
            title: "Zustellung und POD",
            text: "Der Empfänger quittiert den Erhalt der Ware, und Sie erhalten den Zustellnachweis.",
          },
        ],
      },
    ],
    cta: {
      heading: "Sie brauchen einen Lkw?",
      text: "Nennen Sie uns Route, Fracht und Termine, und wir bestätigen Ihnen ein passendes Fahrzeug und den Preis.",
      label: "Lkw buchen",
    },
  },

  // 5 ─────────────────────────────────────────────────────────────────────
  {
    number: 5,
    title: "Verpackung & Umverpackung",
    cardDescription:
      "Exportgerechte Verpackung, maßgefertigte Holzkisten, Verpackung für gefährliche, verderbliche und zerbrechliche Fracht sowie Umpalettierung und Neuetikettierung.",
    cardImages: [
      image(5, "a", "Mitarbeitende verpacken Waren in Exportkartons und verschließen sie mit Klebeband"),
      image(5, "b", "Maßgefertigte Exportkiste aus Holz mit den Handhabungssymbolen „Zerbrechlich“, „Oben“ und „Vor Nässe schützen“"),
    ],
    heroImages: [
      image(5, "a", "Mitarbeitende verpacken Waren in Exportkartons und verschließen sie mit Klebeband"),
      image(5, "b", "Maßgefertigte Exportkiste aus Holz mit den Handhabungssymbolen „Zerbrechlich“, „Oben“ und „Vor Nässe schützen“"),
    ],
    meta: {
      title: "Exportverpackung & Umverpackung | Tarang Global Logistics",
      description:
        "Exportverpackung in Navi Mumbai: exportgerechte Materialien, maßgefertigte Kisten nach ISPM-15, Verpackung gefährlicher, verderblicher und zerbrechlicher Fracht, Umpalettierung und Neuetikettierung.",
      keywords: [
        "Exportverpackung Navi Mumbai",
        "Holzkisten nach Maß",
        "Gefahrgutverpackung",
        "Umverpackung und Neuetikettierung",
        "Verpackung zerbrechlicher Fracht",
      ],
    },
    intro: [
      "Die Verpackung entscheidet, ob Fracht die Reise übersteht. Ein Karton, der für einen Inlandskurier genügt, übersteht womöglich nicht das Stapeln im Container, wochenlange Feuchtigkeit auf See oder den Umschlag in einem Transshipment-Hafen. Wir übernehmen Verpackung und Umverpackung von Exportfracht – in unserer Anlage in Navi Mumbai und beim Kunden vor Ort.",
      "Wir wählen die Materialien passend zur Ware, zum Verkehrsträger und zu den Vorschriften des Bestimmungslandes und dokumentieren jeden Auftrag mit Fotos und einer aktualisierten Packliste – so wissen Sie genau, in welchem Zustand Ihre Fracht uns verlassen hat.",
    ],
    sections: [
      {
        kind: "cards",
        heading: "Verpackungsleistungen",
        items: [
          {
            title: "Exportgerechte Materialien",
            text: "Schwere Wellpappkartons, Feuchtigkeitssperren, VCI-Folie für Metallteile und Trockenmittel, ausgewählt für lange Seereisen.",
            icon: "package",
          },
          {
            title: "Kisten nach Maß",
            text: "Holzkisten und -verschläge nach Maß aus hitzebehandeltem Holz mit ISPM-15-Kennzeichnung, mit Kufen für den Umschlag per Gabelstapler.",
            icon: "wrench",
          },
          {
            title: "Gefährliche Fracht",
            text: "UN-geprüfte Verpackungen, Kennzeichen und Gefahrzettel für Gefahrgut, abgestimmt auf die Gefahrgutanmeldung für See- oder Luftfracht.",
            icon: "shield-check",
          },
          {
            title: "Verderbliche Fracht",
            text: "Isolierboxen, Kühlakkus und belüftete Kartons, die Lebensmittel, Blumen und Arzneimittel innerhalb ihrer Grenzwerte halten.",
            icon: "thermometer",
          },
          {
            title: "Zerbrechliche Fracht",
            text: "Schaumstoffeinlagen, Polsterung und Schwebeverpackungen für Glaswaren, Instrumente und Elektronik.",
            icon: "boxes",
          },
          {
            title: "Umpalettierung und Neuetikettierung",
            text: "Beschädigte oder nicht konforme Paletten werden neu aufgebaut und Kartons für den Käufer, den Frachtführer oder den indischen Markt neu etikettiert.",
            icon: "refresh-cw",
          },
        ],
      },
      {
        kind: "steps",
        heading: "So läuft ein Verpackungsauftrag ab",
        items: [
          {
            title: "Besichtigung",
            text: "Wir sehen uns die Ware, ihr Gewicht, ihre Abmessungen und ihre Empfindlichkeit sowie die geplante Route an.",
          },
          {
            title: "Verpackungsplan",
            text: "Bevor die Arbeit beginnt, schlagen wir Materialien und Vorgehen vor – mit einem Angebot.",
          },
          {
            title: "Verpackung",
            text: "Unser Team verpackt, verkistet oder palettiert die Fracht in unserer Anlage oder bei Ihnen vor Ort.",
          },
          {
            title: "Markierung und Etikettierung",
            text: "Versandmarkierungen, Handhabungssymbole und vorgeschriebene Etiketten werden auf jedem Packstück angebracht.",
          },
          {
            title: "Kontrolle und Übergabe",
            text: "Die Arbeit wird geprüft, fotografiert und mit einer aktualisierten Packliste übergeben.",
          },
        ],
      },
      {
        kind: "list",
        heading: "Markierungen und Etiketten, die wir anbringen",
        items: [
          "Handhabungssymbole wie „Zerbrechlich“, „Oben“ und „Vor Nässe schützen“",
          "Versandmarkierungen, Packstücknummern und Empfängerangaben",
          "Brutto- und Nettogewichte sowie Abmessungen",
          "ISPM-15-Behandlungskennzeichen auf Holzverpackungen",
          "Gefahrzettel und UN-Nummern",
          "Barcode- und Händleretiketten nach den Vorgaben Ihres Käufers",
        ],
      },
      {
        kind: "prose",
        heading: "Umverpackung importierter Waren",
        paragraphs: [
          "Importierte Waren müssen oft noch bearbeitet werden, bevor sie in Indien verkauft werden dürfen. Wir lösen Großgebinde auf, verpacken in Verkaufs- oder Vertriebseinheiten um und bringen die Angaben an, die die Legal Metrology (Packaged Commodities) Rules auf importierten Packungen verlangen, etwa Name und Anschrift des Importeurs und den maximalen Verkaufspreis.",
          "Die Umverpackung kann vor dem Versand aus unserem Lager erfolgen, sodass die Ware verkaufsfertig hinausgeht und Ihnen ein zweiter Umschlag erspart bleibt.",
        ],
      },
    ],
    cta: {
      heading: "Schützen Sie Ihre Fracht vor dem Versand",
      text: "Sagen Sie uns, was Sie wohin versenden, und wir empfehlen Ihnen eine Verpackung, die zu Ware und Route passt.",
      label: "Verpackungsleistungen anfragen",
    },
  },

  // 6 ─────────────────────────────────────────────────────────────────────
  {
    number: 6,
    title: "Palettierung",
    cardDescription:
      "Hitzebehandelte Paletten nach ISPM-15, Stretchfolierung, Umreifung und Staupläne, mit denen mehr Fracht in jeden Container und jeden Lkw passt.",
    cardImages: [
      image(6, "a", "Reihe von Paletten, mit Kartons beladen und mit transparenter Stretchfolie umwickelt"),
      image(6, "b", "Mitarbeiter bewegt eine beladene Palette mit einem Handhubwagen durch die Lagerhalle"),
    ],
    heroImages: [
      image(6, "a", "Reihe von Paletten, mit Kartons beladen und mit transparenter Stretchfolie umwickelt"),
      image(6, "b", "Mitarbeiter bewegt eine beladene Palette mit einem Handhubwagen durch die Lagerhalle"),
    ],
    meta: {
      title: "Palettierung in Navi Mumbai | Tarang Global Logistics",
      description:
        "Palettierung von Fracht in Navi Mumbai: Euro- und Standardpaletten, hitzebehandelte Paletten nach ISPM-15, Stretchfolierung, Umreifung und Optimierung der Containerbeladung.",
      keywords: [
        "Palettierung Dienstleistung",
        "ISPM-15 Paletten",
        "hitzebehandelte Paletten Mumbai",
        "Stretchfolierung",
        "Containerbeladung optimieren",
      ],
    },
    intro: [
      "Palettierte Fracht lässt sich schneller verladen, leichter zählen und wird seltener beschädigt als lose Kartons. Wir bauen Paletten nach den Vorgaben Ihres Käufers und den Anforderungen des Frachtführers und planen, wie sie in den Container oder Lkw passen, bevor die erste foliert wird.",
      "Jede Holzpalette, die wir für den Export liefern, ist hitzebehandelt und trägt das ISPM-15-Kennzeichen, damit Ihre Sendung am Bestimmungsort nicht wegen ihrer Holzverpackung festgehalten wird. Wo Holz ungeeignet ist, bieten wir Alternativen aus Kunststoff und Pressholz an.",
    ],
    sections: [
      {
        kind: "cards",
        heading: "Palettentypen",
        items: [
          {
            title: "Standardgrößen",
            text: "Europaletten (1200 × 800 mm), Standardpaletten (1200 × 1000 mm) und 48 × 40 Zoll große Paletten für nordamerikanische Käufer.",
            icon: "boxes",
          },
          {
            title: "Hitzebehandelte Holzpaletten",
            text: "ISPM-15-konforme Paletten mit Behandlungskennzeichen, zugelassen für den Export in Länder, die Holzverpackungen regulieren.",
            icon: "shield-check",
          },
          {
            title: "Kunststoff- und Pressholzpaletten",
            text: "Verarbeitete Materialien fallen nicht unter ISPM-15 und eignen sich für hygieneempfindliche Güter wie Lebensmittel und Arzneimittel.",
            icon: "recycle",
          },
          {
            title: "Paletten nach Maß",
            text: "Maßgefertigte Paletten und Kufen für lange, schwere oder ungewöhnlich geformte Güter.",
            icon: "wrench",
          },
        ],
      },
      {
        kind: "prose",
        heading: "Ladungssicherung",
        paragraphs: [
          "Eine Palette ist nur so stabil wie ihre Umhüllung. Wir stretchfolieren maschinell oder von Hand, setzen Kantenschutzwinkel zum Schutz der Ecken ein und umreifen schwerere Ladungen mit PET- oder Stahlband. Deckblätter halten Staub und Feuchtigkeit fern, und Antirutschmatten verhindern, dass Lagen verrutschen.",
          "Kartons werden je nach Festigkeit im Säulen- oder Verbundstapel gestapelt, ohne über den Palettenrand hinauszuragen. So wird das Gewicht gleichmäßig getragen, und die Ladung übersteht das Stapeln während des Transports.",
        ],
      },
      {
        kind: "prose",
        heading: "Optimierung der Beladung",
        paragraphs: [
          "Vor der Palettierung ermitteln wir Grundfläche, Höhe und Gewicht der Paletten, mit denen Container oder Lkw am besten ausgenutzt werden: Innenmaße, Türhöhe, Nutzlastgrenzen und die Frage, ob Paletten doppelt gestapelt werden können, spielen alle eine Rolle.",
          "Sie erhalten einen Stauplan, der zeigt, wie die Paletten stehen werden. So versenden Sie weniger Leerraum, zahlen weniger Fracht und wissen vorab, wie viele Einheiten hineinpassen.",
        ],
      },
      {
        kind: "steps",
        heading: "Unser Palettierungsprozess",
        items: [
          {
            title: "Fracht prüfen",
            text: "Wir prüfen Kartongrößen, Gewichte und Festigkeit sowie die Palettenanforderungen von Käufer und Frachtführer.",
          },
          {
            title: "Palette auswählen",
            text: "Wir wählen Palettentyp und -größe passend zu Ware, Bestimmungsort und Stauplan.",
          },
          {
            title: "Aufbauen und stapeln",
            text: "Die Kartons werden nach dem vereinbarten Stapelschema und bis zur vereinbarten Höhe gestapelt.",
          },
          {
            title: "Folieren und umreifen",
            text: "Die Ladung wird stretchfoliert, mit Kantenschutz versehen und bei Bedarf umreift.",
          },
          {
            title: "Etikettieren und verladen",
            text: "Jede Palette wird etikettiert, auf der Packliste erfasst und nach Stauplan verladen.",
          },
        ],
      },
    ],
    cta: {
      heading: "Holen Sie das Maximum aus jedem Container",
      text: "Senden Sie uns Ihre Kartongrößen und Mengen, und wir schlagen Ihnen einen Palettenaufbau und einen Stauplan vor.",
      label: "Palettenladungen planen",
    },
  },

  // 7 ─────────────────────────────────────────────────────────────────────
  {
    number: 7,
    title: "Zurren & Verkeilen",
    cardDescription:
      "Schwere, unregelmäßige und übergroße Fracht, gesichert mit Gurten, Ketten, Holzkeilen und Staumaterial – in Containern, auf Flat-Racks und auf Anhängern.",
    cardImages: [
      image(7, "a", "Schwere Maschine auf einem Flat-Rack-Container, gesichert mit gespannten Ketten und Holzkeilen"),
      image(7, "b", "Blick in einen Container: Fracht, gehalten von Zurrgurten, Lücken mit Stausäcken gefüllt"),
    ],
    heroImages: [
      image(7, "a", "Schwere Maschine auf einem Flat-Rack-Container, gesichert mit gespannten Ketten und Holzkeilen"),
      image(7, "b", "Blick in einen Container: Fracht, gehalten von Zurrgurten, Lücken mit Stausäcken gefüllt"),
    ],
    meta: {
      title: "Zurren & Verkeilen | Tarang Global Logistics",
      description:
        "Zurren und Verkeilen von Fracht in Navi Mumbai: Gurte, Ketten, Holzkeile und Staumaterial für schwere und übergroße Fracht – dokumentiert, fotografiert und zertifiziert.",
      keywords: [
        "Zurren und Verkeilen",
        "Ladungssicherung Navi Mumbai",
        "Flat-Rack Zurrung",
        "Containersicherung",
        "Zurrzertifikat",
        "Schwergut Ladungssicherung",
      ],
    },
    intro: [
      "Fracht, die sich während des Transports bewegt, wird beschädigt – und ein schweres Teil, das verrutscht, kann auch den Container, das Schiff oder das Fahrzeug beschädigen, das es befördert. Wir sichern unregelmäßige, schwere und übergroße Fracht mit Gurten, Ketten, Holzkeilen und Staumaterial in Containern, auf Flat-Racks und auf Anhängern.",
      "Unsere Zurrteams planen jeden Auftrag nach Gewicht, Schwerpunkt und Form der Fracht und nach den Kräften, die auf der Straße und auf See auf sie wirken. Jeder Auftrag wird dokumentiert und fotografiert und auf Wunsch Ihres Käufers, Frachtführers oder Versicherers von einem unabhängigen Sachverständigen zertifiziert.",
    ],
    sections: [
      {
        kind: "cards",
        heading: "Sicherungsmethoden",
        items: [
          {
            title: "Zurrgurte",
            text: "Polyestergurte mit Ratschenspannern für Kisten, Kartons und Fracht mit empfindlichen Oberflächen, die Ketten beschädigen würden.",
            icon: "lock",
          },
          {
            title: "Ketten und Spanner",
            text: "Geprüfte Zurrketten und Kettenspanner für Maschinen, Fahrzeuge, Stahl und andere schwere Einheiten.",
            icon: "wrench",
          },
          {
            title: "Holzkeile und Unterlegkeile",
            text: "Holzkeile und Klötze, fixiert an Rädern, Zylindern und Kufen, die Rollen und Rutschen verhindern.",
            icon: "boxes",
          },
          {
            title: "Staumaterial und Stausäcke",
            text: "Staumaterial aus Holz zur Lastverteilung und aufblasbare Stausäcke, die Hohlräume zwischen Packstücken füllen.",
            icon: "package",
          },
          {
            title: "Formschlüssige Ladungssicherung",
            text: "Im Container gebaute Holzrahmen, die die Fracht gegen Wände, Boden und Türen abstützen.",
            icon: "shield-check",
          },
        ],
      },
      {
        kind: "list",
        heading: "Wo wir arbeiten",
        items: [
          "In 20-ft- und 40-ft-Standard- und High-Cube-Containern",
          "Auf Flat-Racks und in Open-Top-Containern für Fracht mit Übermaß",
          "Auf Anhängern, Pritschen und Tiefladern für Straßentransporte",
          "In Ihrem Werk, in der Containerfrachtstation oder im Hafen",
        ],
      },
      {
        kind: "steps",
        heading: "So sichern wir eine Ladung",
        items: [
          {
            title: "Besichtigung",
            text: "Wir erfassen Gewicht, Abmessungen, Schwerpunkt und Zurrpunkte der Fracht sowie die Ladeeinheit, in der sie reisen wird.",
          },
          {
            title: "Zurrplan",
            text: "Wir planen Methode und Material nach dem IMO/ILO/UNECE-Code für das Packen von Güterbeförderungseinheiten (CTU-Code).",
          },
          {
            title: "Sicherung",
            text: "Unser Team positioniert, verkeilt und zurrt die Fracht und spannt jeden Gurt und jede Kette.",
          },
          {
            title: "Kontrolle",
            text: "Ein Vorarbeiter prüft jeden Zurrpunkt, bevor die Einheit geschlossen oder freigegeben wird.",
          },
          {
            title: "Dokumentation und Zertifizierung",
            text: "Sie erhalten einen Auftragsbericht mit Fotos und bei Bedarf ein Zurrzertifikat eines unabhängigen Sachverständigen.",
          },
        ],
      },
      {
        kind: "list",
        heading: "Fracht, die wir häufig sichern",
        items: [
          "Maschinen und Industrieanlagen",
          "Stahlcoils, Bleche und Profile",
          "Fahrzeuge und Baumaschinen",
          "Transformatoren, Generatoren und Projektladungen",
          "Schwere Holzkisten und Verschläge",
          "Fässer, Trommeln und IBCs",
        ],
      },
    ],
    cta: {
      heading: "Schwere oder sperrige Fracht zu versenden?",
      text: "Nennen Sie uns Abmessungen und Gewicht, und unser Zurrteam plant, wie die Fracht für die gesamte Reise gesichert wird.",
      label: "Meine Fracht sichern",
    },
  },

  // 8 ─────────────────────────────────────────────────────────────────────
  {
    number: 8,
    title: "Begasung",
    cardDescription:
      "Zertifizierte Schädlingsbekämpfung für Container, Paletten und Fracht vor Ort, konform mit ISPM-15 und den Pflanzengesundheitsvorschriften, mit Zertifikat für den Zoll.",
    cardImages: [
      image(8, "a", "Seecontainer unter einer gasdichten Begasungsplane mit Warnschildern"),
      image(8, "b", "Hitzebehandelte Holzpalette mit ISPM-15-Kennzeichen, daneben ein Techniker in Schutzausrüstung"),
    ],
    heroImages: [
      image(8, "a", "Seecontainer unter einer gasdichten Begasungsplane mit Warnschildern"),
      image(8, "b", "Hitzebehandelte Holzpalette mit ISPM-15-Kennzeichen, daneben ein Techniker in Schutzausrüstung"),
    ],
    meta: {
      title: "Begasung in Navi Mumbai | Tarang Global Logistics",
      description:
        "Exportbegasung in Navi Mumbai: Behandlung von Containern, Paletten und Waren vor Ort nach ISPM-15 und Pflanzengesundheitsvorschriften, mit Begasungszertifikat für den Zoll.",
      keywords: [
        "Begasung Navi Mumbai",
        "Containerbegasung",
        "ISPM-15 Palettenbehandlung",
        "Begasungszertifikat",
        "Pflanzengesundheit Vorschriften",
      ],
    },
    intro: [
      "Holzverpackungen, Agrarerzeugnisse und viele Rohstoffe können Insekten enthalten, die Einfuhrländer nicht akzeptieren. Eine Sendung ohne gültige Begasung kann am Bestimmungsort zurückgewiesen, auf Ihre Kosten nachbehandelt oder vernichtet werden.",
      "Wir organisieren eine zertifizierte Schädlingsbekämpfung für Exportfracht, durchgeführt von akkreditierten Begasungsunternehmen nach den Standards der indischen Nationalen Pflanzenschutzorganisation (NPPO). Für jede Behandlung wird ein Begasungszertifikat ausgestellt, bereit für den Zoll und Ihren Käufer.",
    ],
    sections: [
      {
        kind: "cards",
        heading: "Begasungsleistungen",
        items: [
          {
            title: "Containerbegasung",
            text: "Beladene Container werden vor dem Versand unter gasdichten Bedingungen bei Ihnen, in der CFS oder im Hafen behandelt.",
            icon: "ship",
          },
          {
            title: "Paletten und Holzverpackungen",
            text: "Paletten, Kisten und Staumaterial werden nach ISPM-15 behandelt und gekennzeichnet, damit Holzverpackungen am Bestimmungsort problemlos abgefertigt werden.",
            icon: "boxes",
          },
          {
            title: "Begasung vor Ort",
            text: "Behandlung in Ihrem Werk oder Lager für Bestände, Stapel und große Sendungen, die sich nicht leicht bewegen lassen.",
            icon: "map-pin",
          },
          {
            title: "Warenbegasung",
            text: "Getreide, Hülsenfrüchte, Gewürze, Ölsaaten, Baumwolle und andere Erzeugnisse, behandelt nach den Anforderungen des Einfuhrlandes.",
            icon: "leaf",
          },
        ],
      },
      {
        kind: "prose",
        heading: "ISPM-15 und Pflanzengesundheitsvorschriften",
        paragraphs: [
          "ISPM-15 ist der internationale Standard für Holzverpackungsmaterial im Handel. Er verlangt, dass Paletten, Kisten und Staumaterial aus Rohholz hitzebehandelt oder mit Methylbromid begast werden und das IPPC-Kennzeichen tragen. Wir stellen sicher, dass jedes Holzteil Ihrer Sendung vor der Verladung behandelt und gekennzeichnet ist.",
          "Pflanzliche Erzeugnisse brauchen in der Regel zusätzlich ein Pflanzengesundheitszeugnis, das die Pflanzenquarantänebehörden nach einer Inspektion ausstellen. Wir koordinieren Behandlung, Inspektion und Antrag, damit alle Ihre Zertifikate vor dem Annahmeschluss des Schiffs vorliegen. Manche Bestimmungsländer haben eigene Vorschriften zu Mitteln, Dosierung oder Behandlungsunternehmen; deshalb klären wir die Anforderungen des Bestimmungslandes, bevor wir die Behandlung buchen.",
        ],
      },
      {
        kind: "steps",
        heading: "So läuft eine Begasung ab",
        items: [
          {
            title: "Buchung und Prüfung der Anforderungen",
            text: "Wir klären die Fracht, die Vorschriften des Bestimmungslandes sowie die erforderliche Behandlung und das nötige Zertifikat.",
          },
          {
            title: "Vorbereitung",
            text: "Der Container wird abgedichtet oder der Stapel mit einer gasdichten Plane abgedeckt, und Warnschilder werden aufgestellt.",
          },
          {
            title: "Behandlung",
            text: "Das Begasungsmittel wird in der vorgeschriebenen Dosis ausgebracht und über die vorgeschriebene Einwirkzeit und Temperatur gehalten.",
          },
          {
            title: "Belüftung und Freigabemessung",
            text: "Die Fracht wird gelüftet, und die Gaskonzentration wird gemessen, bis sie gefahrlos gehandhabt werden kann.",
          },
          {
            title: "Ausstellung des Zertifikats",
            text: "Ein Begasungszertifikat mit Mittel, Dosis, Dauer und Temperatur wird für den Zoll und Ihren Käufer ausgestellt.",
          },
        ],
      },
      {
        kind: "list",
        heading: "Sicherheit und Dokumentation",
        items: [
          "Geschulte Techniker in vollständiger Schutzausrüstung",
          "Warnschilder und Zutrittsbeschränkung während der Behandlung",
          "Gasmessung vor der Freigabe der Fracht",
          "Behandlungsprotokolle für jeden Auftrag",
          "Kopien der Zertifikate für Audits und Rückfragen von Käufern",
        ],
      },
    ],
    cta: {
      heading: "Sie brauchen ein Begasungszertifikat?",
      text: "Nennen Sie uns Fracht, Bestimmungsort und Ihren Annahmeschluss, und wir planen die Behandlung rechtzeitig ein.",
      label: "Begasung einplanen",
    },
  },

  // 9 ─────────────────────────────────────────────────────────────────────
  {
    number: 9,
    title: "Dokumentation & Compliance-Unterstützung",
    cardDescription:
      "Rechnungen, Packlisten, Ausfuhranmeldungen und Zertifikate, erstellt und über ICEGATE und e-Sanchit eingereicht – im Einklang mit den Vorschriften von Zoll, DGFT und CBIC.",
    cardImages: [
      image(9, "a", "Stapel Versanddokumente mit einem gesiegelten Ursprungszeugnis obenauf"),
      image(9, "b", "Person am Schreibtisch, die Außenhandelsformulare am Computer einreicht"),
    ],
    heroImages: [
      image(9, "a", "Stapel Versanddokumente mit einem gesiegelten Ursprungszeugnis obenauf"),
      image(9, "b", "Person am Schreibtisch, die Außenhandelsformulare am Computer einreicht"),
    ],
    meta: {
      title: "Exportdokumentation & Compliance | Tarang Global Logistics",
      description:
        "Export- und Importdokumentation: Rechnungen, Ausfuhranmeldungen, Ursprungszeugnisse, Einreichung über ICEGATE und e-Sanchit, AD-Code, EPCG, RoDTEP und SEZ-Unterstützung.",
      keywords: [
        "Exportdokumentation Dienstleister",
        "ICEGATE e-Sanchit Einreichung",
        "AD-Code Registrierung",
        "Ursprungszeugnis",
        "RoDTEP EPCG Advance Authorisation Indien",
        "DGFT Compliance",
      ],
    },
    intro: [
      "Der internationale Handel beruht nach wie vor auf Dokumenten, auch wenn die meisten heute online eingereicht werden. Eine falsche Zahl auf einer Rechnung oder ein Zertifikat, das nicht zur Ausfuhranmeldung passt, kann Fracht im Hafen festhalten oder Sie einen Exportvorteil kosten.",
      "Unser Dokumentationsteam erstellt, prüft und reicht die Dokumente ein, die Ihre Sendungen brauchen, sorgt dafür, dass Sie die Vorgaben von Zoll, DGFT und CBIC einhalten, und hilft Ihnen, die Exportförderungen zu beanspruchen, auf die Sie Anspruch haben.",
    ],
    sections: [
      {
        kind: "cards",
        heading: "Handelsdokumente, die wir erstellen",
        items: [
          {
            title: "Handelsrechnungen",
            text: "Rechnungen mit den Werten, dem Incoterm, den HS-Codes und den Erklärungen, die der Zoll und die Bank Ihres Käufers erwarten.",
            icon: "file-text",
          },
          {
            title: "Packlisten",
            text: "Inhalt, Gewichte und Abmessungen Packstück für Packstück, passend zu Rechnung und Versandmarkierungen.",
            icon: "boxes",
          },
          {
            title: "Ausfuhranmeldungen",
            text: "Ausfuhranmeldungen (Shipping Bills) mit den korrekten Programmcodes, damit Drawback, RoDTEP und andere Vorteile beansprucht werden.",
            icon: "ship",
          },
          {
            title: "Ursprungszeugnisse",
            text: "Präferenzursprungsnachweise für Zollvergünstigungen aus Handelsabkommen und nichtpräferenzielle Ursprungszeugnisse, wenn Käufer sie verlangen.",
            icon: "badge-check",
          },
          {
            title: "SDF",
            text: "Das Statutory Declaration Form nach FEMA, das bestätigt, dass die Exporterlöse vereinnahmt werden, eingereicht mit der Ausfuhranmeldung.",
            icon: "clipboard-check",
          },
          {
            title: "MSDS",
            text: "Sicherheitsdatenblätter für Chemikalien und andere regulierte Produkte, geprüft auf die Anforderungen des Frachtführers.",
            icon: "search",
          },
          {
            title: "Gefahrguterklärungen",
            text: "Gefahrgutanmeldungen nach dem IMDG-Code für Seefracht und nach den IATA-Vorschriften für Luftfracht.",
            icon: "shield-check",
          },
        ],
      },
      {
        kind: "cards",
        heading: "Elektronische Einreichung und Registrierung",
        items: [
          {
            title: "Einreichung über ICEGATE",
            text: "Einfuhranmeldungen, Ausfuhranmeldungen und Antworten auf Rückfragen des Zolls, eingereicht über das Indian Customs EDI Gateway.",
            icon: "cpu",
          },
          {
            title: "Uploads über e-Sanchit",
            text: "Begleitdokumente werden zu jeder Anmeldung digital hochgeladen, sodass keine Papierkopien beim Zollamt vorgelegt werden müssen.",
            icon: "file-text",
          },
          {
            title: "Registrierung des AD-Codes",
            text: "Der Authorised-Dealer-Code Ihrer Bank wird an jedem Hafen registriert, über den Sie exportieren – Voraussetzung dafür, dass eine Ausfuhranmeldung eingereicht werden kann.",
            icon: "handshake",
          },
        ],
      },
      {
        kind: "prose",
        heading: "Im Rahmen der Vorgaben von Zoll, DGFT und CBIC",
        paragraphs: [
          "Vorschriften ändern sich durch Zollbekanntmachungen, CBIC-Rundschreiben und Änderungen der Foreign Trade Policy, die das DGFT herausgibt. Wir verfolgen diese Änderungen und informieren Sie, wenn eine davon Ihre Produkte, Ihre Zollsätze oder die Dokumente Ihrer Sendungen betrifft.",
          "Vor jeder Einreichung prüfen wir, ob Warenbeschreibungen, Einreihungen, Werte und Lizenzen in allen Dokumenten übereinstimmen. Stimmige Unterlagen sind der einfachste Weg, Rückfragen, Beschauen und Verzögerungen zu vermeiden.",
        ],
      },
      {
        kind: "list",
        heading: "Exportförderprogramme, bei denen wir unterstützen",
        intro: "Wir erstellen die Dokumente und Anträge, die diese Programme verlangen, und behalten Ihre Verpflichtungen daraus im Blick.",
        items: [
          "EPCG: Einfuhr von Investitionsgütern zu ermäßigten Zollsätzen gegen eine Exportverpflichtung",
          "Advance Authorisation: zollfreie Einfuhr von Vormaterialien, die zur Herstellung von Exportprodukten verwendet werden",
          "RoDTEP: Erstattung enthaltener Abgaben und Steuern, gutgeschrieben als übertragbare E-Scrips",
          "SEZ: Dokumentation für Sendungen an und von Unternehmen in Sonderwirtschaftszonen",
        ],
      },
    ],
    cta: {
      heading: "Papierkram hält Sie auf?",
      text: "Senden Sie uns Ihre Sendungsdaten, und unser Dokumentationsteam erstellt, prüft und reicht ein, was nötig ist.",
      label: "Hilfe bei der Dokumentation",
    },
  },

  // 10 ────────────────────────────────────────────────────────────────────
  {
    number: 10,
    title: "Beratungsleistungen",
    cardDescription:
      "Beratung zu Zoll und Außenhandel: HS-Codes, Abgabenanalyse, Förderprogramme, BIS-, FSSAI- und Quarantänegenehmigungen, GST-Auswirkungen und Kostenoptimierung.",
    cardImages: [
      image(10, "a", "Logistikberater besprechen Diagramme an einem Tisch mit einem Globus"),
      image(10, "b", "Berater präsentiert einem Kundenteam ein Diagramm zur Kostenoptimierung auf einem Bildschirm"),
    ],
    heroImages: [
      image(10, "a", "Logistikberater besprechen Diagramme an einem Tisch mit einem Globus"),
      image(10, "b", "Berater präsentiert einem Kundenteam ein Diagramm zur Kostenoptimierung auf einem Bildschirm"),
    ],
    meta: {
      title: "Zoll- & Außenhandelsberatung | Tarang Global Logistics",
      description:
        "Zoll- und Außenhandelsberatung aus Navi Mumbai: Einreihung in HS-Codes, Abgabenanalyse, RoDTEP und EPCG, BIS- und FSSAI-Genehmigungen, GST-Auswirkungen und Kostensenkung.",
      keywords: [
        "Außenhandelsberatung Indien",
        "Zollberater Mumbai",
        "HS-Code Einreihung",
        "Einfuhrabgaben Analyse",
        "BIS FSSAI Einfuhrgenehmigung",
        "Logistikkosten optimieren",
      ],
    },
    intro: [
      "Viele teure Fehler im Außenhandel passieren, bevor die Fracht überhaupt unterwegs ist: der falsche HS-Code, eine versäumte Lizenz, ein Incoterm, der Kosten auf Sie verlagert, oder ein Förderprogramm, das niemand beantragt hat. Unsere Beratung stellt Ihnen die Erfahrung unserer Zoll- und Frachtteams zur Verfügung, bevor Sie sich festlegen.",
      "Wir arbeiten mit Erstexporteuren im Aufbau ebenso wie mit etablierten Importeuren, die ihre Abläufe überprüfen. Unsere Beratung ist praxisnah und auf Ihre Produkte, Häfen und Märkte zugeschnitten, und wir halten sie schriftlich fest, damit Ihr Team danach handeln kann.",
    ],
    sections: [
      {
        kind: "cards",
        heading: "Beratungsfelder",
        items: [
          {
            title: "Zoll- und Außenhandelsberatung",
            text: "Wie Ein- und Ausfuhrvorschriften für Ihre Waren gelten – von Lizenzen und Beschränkungen bis zur Foreign Trade Policy.",
            icon: "globe",
          },
          {
            title: "Bestimmung des HS-Codes",
            text: "Die korrekte Einreihung Ihrer Produkte, von der Zollsätze, Beschränkungen und Programmvorteile abhängen.",
            icon: "search",
          },
          {
            title: "Abgabenanalyse",
            text: "Eine Aufschlüsselung von Basiszoll, Zuschlägen, IGST und etwaigen Antidumpingzöllen, einschließlich Präferenzsätzen aus Handelsabkommen.",
            icon: "coins",
          },
          {
            title: "Förderprogramme",
            text: "Für welche der Programme RoDTEP, Zollrückvergütung (Drawback), EPCG und Advance Authorisation Sie infrage kommen und wie Sie sie beanspruchen.",
            icon: "trending-up",
          },
          {
            title: "BIS, FSSAI, PQ und AQ",
            text: "Die Produktgenehmigungen und Freigaben, die Ihre Waren brauchen, bevor der Zoll sie freigibt.",
            icon: "badge-check",
          },
          {
            title: "Hafenregistrierung",
            text: "IEC-, AD-Code- und ICEGATE-Registrierungen für jeden Hafen, den Sie nutzen möchten.",
            icon: "map-pin",
          },
          {
            title: "GST-Auswirkungen",
            text: "IGST auf Importe, Vorsteuerabzug sowie Export unter einem Letter of Undertaking oder mit IGST-Erstattung.",
            icon: "file-text",
          },
          {
            title: "Kostenoptimierung",
            text: "Eine Prüfung Ihrer Einstandskosten, um Einsparungen bei Fracht, Abgaben, Lagerung und Hafengebühren zu finden.",
            icon: "target",
          },
        ],
      },
      {
        kind: "prose",
        heading: "Behördliche Genehmigungen erklärt",
        paragraphs: [
          "Viele Produkte brauchen vor der Einfuhr nach Indien die Genehmigung einer anderen Behörde als des Zolls. Elektronik und viele Industriegüter fallen unter die BIS-Registrierung oder Qualitätskontrollverordnungen, Lebensmittel brauchen eine FSSAI-Einfuhrfreigabe, Pflanzen und pflanzliche Erzeugnisse eine Freigabe der Pflanzenquarantäne (PQ) und tierische Erzeugnisse eine Freigabe der Tierquarantäne (AQ).",
          "Wir sagen Ihnen, welche Genehmigungen für Ihre Produkte gelten, was jede davon erfordert und wie viel Zeit Sie einplanen sollten, damit die Fracht nicht ankommt, bevor die Papiere fertig sind.",
        ],
      },
      {
        kind: "prose",
        heading: "Kostenoptimierung",
        paragraphs: [
          "Einstandskosten sind mehr als die Frachtrate. Wir prüfen Ihre Sendungen von Anfang bis Ende: Verkehrsträger und Routing, Konsolidierung, Incoterms, Abgabenplanung im Rahmen von Handelsabkommen, Lagerung sowie die Demurrage- und Detention-Kosten, die auflaufen, wenn Fracht wartet.",
          "Sie erhalten einen kurzen Bericht mit praxisnahen Empfehlungen, geordnet nach Einsparung und Aufwand.",
        ],
      },
      {
        kind: "steps",
        heading: "So läuft eine Beratung ab",
        items: [
          {
            title: "Erstgespräch",
            text: "Wir besprechen Ihre Produkte, Märkte und die Fragen, auf die Sie Antworten brauchen.",
          },
          {
            title: "Prüfung der Unterlagen",
            text: "Wir sichten Ihre Rechnungen, bisherigen Anmeldungen, Verträge und Produktdaten.",
          },
          {
            title: "Analyse",
            text: "Unsere Zoll- und Frachtspezialisten arbeiten Einreihung, Abgaben, Förderprogramme und Kosten durch.",
          },
          {
            title: "Schriftliche Empfehlungen",
            text: "Sie erhalten klare Ergebnisse und nächste Schritte in schriftlicher Form.",
          },
          {
            title: "Nachbetreuung",
            text: "Wir beantworten Ihre Fragen bei der Umsetzung und können die Arbeit auch für Sie übernehmen.",
          },
        ],
      },
    ],
    cta: {
      heading: "Sie haben eine Frage zum Außenhandel?",
      text: "Vereinbaren Sie eine Beratung, und unsere Spezialisten sehen sich Ihre Produkte, Märkte und Kosten gemeinsam mit Ihnen an.",
      label: "Beratung vereinbaren",
    },
  },

  // 11 ────────────────────────────────────────────────────────────────────
  {
    number: 11,
    title: "Retourenlogistik",
    cardDescription:
      "Rücksendungen werden abgeholt, geprüft, sortiert und ihrer besten weiteren Verwendung zugeführt: Wiederverkauf, Reparatur, Recycling oder verantwortungsvolle Entsorgung.",
    cardImages: [
      image(11, "a", "Rücksendungen auf einem Kreislauf aus Pfeilen, vom Kunden zurück ins Lager"),
      image(11, "b", "Arbeitsplatz, an dem zurückgesandte Produkte aufbereitet und in Recyclingbehälter sortiert werden"),
    ],
    heroImages: [image(11, "a", "Rücksendungen auf einem Kreislauf aus Pfeilen, vom Kunden zurück ins Lager")],
    meta: {
      title: "Retourenlogistik | Tarang Global Logistics",
      description:
        "Retourenlogistik ab Navi Mumbai: Retourenmanagement, Aufbereitung, Recycling, Garantieumtausch, Wiedereinlagerung und Asset Recovery in einem gesteuerten Ablauf.",
      keywords: [
        "Retourenlogistik Indien",
        "Retourenmanagement",
        "Aufbereitung und Reparatur",
        "Recycling und Entsorgung",
        "Asset Recovery Logistik",
      ],
    },
    intro: [
      "Produkte kommen aus vielen Gründen zurück: falsche Größe, ein Garantiefall, das Ende eines Leasingvertrags oder das Ende der Nutzungsdauer. Wie ein Unternehmen mit diesen Rücksendungen umgeht, wirkt sich auf seine Kosten, seine Kunden und seinen ökologischen Fußabdruck aus.",
      "Unsere Retourenlogistik holt zurückgesandte Waren ab, prüft und sortiert sie und führt jeden Artikel seiner besten weiteren Verwendung zu – ob Wiederverkauf, Reparatur, Recycling oder verantwortungsvolle Entsorgung. Sie erhalten einen klaren Nachweis über jeden Artikel, und wieder verkaufsfähige Ware gelangt schnell in Ihre Lieferkette zurück.",
    ],
    sections: [
      {
        kind: "cards",
        heading: "Vorteile der Retourenlogistik",
        items: [
          {
            title: "Kostensenkung",
            text: "Gebündelte Abholung und schnelle Entscheidungen über jeden Artikel senken Transport-, Lager- und Abschreibungskosten.",
            icon: "coins",
          },
          {
            title: "Nachhaltigkeit",
            text: "Wiederverwendung, Reparatur und Recycling halten Produkte und Materialien von der Deponie fern.",
            icon: "leaf",
          },
          {
            title: "Werterhalt",
            text: "Zurückgesandte Waren werden wiederverkauft, aufbereitet oder zur Teilegewinnung zerlegt, statt abgeschrieben zu werden.",
            icon: "trending-up",
          },
          {
            title: "Effizienz",
            text: "Ein festgelegter Prozess ersetzt improvisiertes Handling, sodass Retouren den Warenausgang nicht mehr stören.",
            icon: "gauge",
          },
          {
            title: "Kundenzufriedenheit",
            text: "Schnelle Abholungen, Erstattungen und Ersatzlieferungen geben Kunden die Zuversicht, wieder zu kaufen.",
            icon: "users",
          },
          {
            title: "Datenbasierte Erkenntnisse",
            text: "Retourengründe und Zustandsklassen zeigen Ihnen, wo sich Produkt, Verpackung oder Zustellung verbessern lassen.",
            icon: "bar-chart",
          },
        ],
      },
      {
        kind: "cards",
        heading: "Unsere Leistungen in der Retourenlogistik",
        items: [
          {
            title: "Retourenmanagement",
            text: "Planung der Abholung, Prüfung der Rücksendegenehmigung und Annahme von Retouren von Kunden und Händlern.",
            icon: "package",
          },
          {
            title: "Aufbereitung und Reparatur",
            text: "Reparierbare Artikel werden instand gesetzt, getestet und für den Wiederverkauf oder als Ersatzbestand neu verpackt.",
            icon: "wrench",
          },
          {
            title: "Recycling und Entsorgung",
            text: "Nicht wiederverwendbare Artikel gehen an zugelassene Recyclingbetriebe, mit Nachweisen über ihre Behandlung.",
            icon: "recycle",
          },
          {
            title: "Abwicklung von Garantie und Umtausch",
            text: "Garantieansprüche werden geprüft und Ersatzlieferungen gemäß Ihren Richtlinien versandt.",
            icon: "badge-check",
          },
          {
            title: "Management von Altprodukten",
            text: "Produkte am Ende ihrer Lebensdauer werden abgeholt, zerlegt und der Wiederverwendung oder dem Recycling zugeführt.",
            icon: "refresh-cw",
          },
          {
            title: "Wiedereinlagerung",
            text: "Verkaufsfähige Retouren werden neu verpackt, neu etikettiert und wieder dem verfügbaren Bestand zugeführt.",
            icon: "boxes",
          },
          {
            title: "Wertrückgewinnung (Asset Recovery)",
            text: "Geräte, Paletten und Mehrwegverpackungen werden zurückgewonnen und wiederverwendet oder weiterverkauft.",
            icon: "coins",
          },
          {
            title: "Optimierung der Rückführungskette",
            text: "Wir analysieren Retourenmengen, Wege und Entscheidungen, um den gesamten Retourenfluss schneller und günstiger zu machen.",
            icon: "route",
          },
        ],
      },
      {
        kind: "steps",
        heading: "Unser Prozess in fünf Schritten",
        items: [
          {
            title: "Abholung",
            text: "Zurückgesandte Artikel werden bei Kunden, Filialen oder Distributoren abgeholt und in unserer Anlage gebündelt.",
          },
          {
            title: "Prüfung",
            text: "Jeder Artikel wird kontrolliert, nach Zustand klassifiziert und mit seinem Retourengrund erfasst.",
          },
          {
            title: "Sortierung",
            text: "Die Artikel werden nach Ihren Regeln der Wiedereinlagerung, Reparatur, dem Recycling oder der Entsorgung zugeordnet.",
          },
          {
            title: "Bearbeitung",
            text: "Reparatur, Umverpackung, Recycling oder Entsorgung werden durchgeführt, und jeder Schritt wird dokumentiert.",
          },
          {
            title: "Rückführung",
            text: "Zurückgewonnene Bestände und Materialien fließen in Ihre Lieferkette zurück, und Sie erhalten einen Ergebnisbericht.",
          },
        ],
      },
    ],
    cta: {
      heading: "Machen Sie aus Retouren zurückgewonnenen Wert",
      text: "Sprechen Sie mit uns über Ihre Retourenmengen, und wir entwerfen einen Retourenprozess, der zu Ihrem Unternehmen passt.",
      label: "Kontakt zu unserem Team",
    },
  },

  // 12 ────────────────────────────────────────────────────────────────────
  {
    number: 12,
    title: "Kühlkettenlogistik",
    cardDescription:
      "Temperaturgeführter Transport und temperaturgeführte Lagerung für Arzneimittel, Lebensmittel und andere empfindliche Fracht, in Echtzeit überwacht von der Rampe bis zur Zustellung.",
    cardImages: [
      image(12, "a", "Kühl-Lkw mit einem über dem Fahrerhaus montierten Kühlaggregat"),
      image(12, "b", "Kühlraum mit Kartons in Regalen und einer digitalen Temperaturanzeige an der Wand"),
    ],
    heroImages: [
      image(12, "a", "Kühl-Lkw mit einem über dem Fahrerhaus montierten Kühlaggregat"),
      image(12, "b", "Kühlraum mit Kartons in Regalen und einer digitalen Temperaturanzeige an der Wand"),
    ],
    meta: {
      title: "Kühlkettenlogistik in Navi Mumbai | Tarang Global Logistics",
      description:
        "Kühlkettenlogistik ab Navi Mumbai: Kühltransporte, Kühllagerung, Temperaturüberwachung in Echtzeit, Temperatur-Mapping und GDP-konforme Handhabung.",
      keywords: [
        "Kühlkettenlogistik Indien",
        "Kühltransport Mumbai",
        "Kühllager",
        "Pharma Kühlkette",
        "Temperaturüberwachung",
        "Logistik verderbliche Waren",
      ],
    },
    intro: [
      "Arzneimittel, Impfstoffe, Meeresfrüchte, Milchprodukte, Obst und viele Spezialchemikalien verlieren an Wert oder werden unsicher, wenn sie ihren Temperaturbereich auch nur kurz verlassen. Unser Kühlkettenservice hält sie von der Rampe des Herstellers bis zur Tür des Empfängers im vorgegebenen Bereich.",
      "Wir kombinieren Kühlfahrzeuge, temperaturgeführte Lagerung, geeignete Verpackung und lückenlose Überwachung und zeichnen die gesamte Reise auf, damit Sie Behörden und Kunden nachweisen können, dass die Kühlkette nie unterbrochen war.",
    ],
    sections: [
      {
        kind: "cards",
        heading: "Vorteile unserer Kühlkette",
        items: [
          {
            title: "Produktintegrität",
            text: "Die Ware bleibt in jeder Phase innerhalb des vorgegebenen Bereichs – das schützt Qualität, Wirksamkeit und Haltbarkeit.",
            icon: "thermometer",
          },
          {
            title: "Durchgängige Transparenz",
            text: "Sie sehen Temperatur, Standort und Status von der Abholung bis zur Zustellung.",
            icon: "search",
          },
          {
            title: "Sicherheit bei Behörden",
            text: "Vollständige Temperaturaufzeichnungen liegen für Audits, Inspektionen und Kundenanfragen bereit.",
            icon: "shield-check",
          },
          {
            title: "Weniger Verluste",
            text: "Weniger Temperaturabweichungen bedeuten weniger zurückgewiesene Sendungen und weniger verdorbene Ware.",
            icon: "leaf",
          },
          {
            title: "Schnelle Reaktion",
            text: "Alarme erreichen unser Team, sobald ein Messwert abweicht, sodass Korrekturmaßnahmen sofort beginnen.",
            icon: "clock",
          },
          {
            title: "Ein Ansprechpartner",
            text: "Transport, Lagerung und Überwachung werden gemeinsam von einem einzigen Koordinator gesteuert.",
            icon: "handshake",
          },
        ],
      },
      {
        kind: "cards",
        heading: "Unsere Kühlkettenleistungen",
        items: [
          {
            title: "Temperaturgeführter Transport",
            text: "Kühl-Lkw und Kühlcontainer, vor der Beladung auf den Temperaturbereich Ihres Produkts eingestellt und vorgekühlt.",
            icon: "truck",
          },
          {
            title: "Kühllagerung",
            text: "Kühl- und Tiefkühllagerung mit lückenloser Temperaturaufzeichnung und Notstromversorgung.",
            icon: "snowflake",
          },
          {
            title: "Überwachung in Echtzeit",
            text: "Datenlogger und Sensoren melden die Temperatur während der gesamten Reise, mit Alarm bei jeder Abweichung.",
            icon: "gauge",
          },
          {
            title: "Temperatur-Mapping und Validierung",
            text: "Lagerbereiche und Fahrzeuge werden gemappt und validiert, um nachzuweisen, dass sie den geforderten Bereich durchgehend halten.",
            icon: "clipboard-check",
          },
          {
            title: "Einhaltung der Vorschriften",
            text: "Handhabung nach der Guten Vertriebspraxis (GDP), die Ihre GMP- und US-FDA-Pflichten unterstützt, mit auditbereiten Aufzeichnungen.",
            icon: "badge-check",
          },
          {
            title: "Distribution verderblicher Waren",
            text: "Schnelle, geplante Zustellung von Lebensmitteln, Blumen und anderen verderblichen Waren an Distributoren, Händler und Häfen.",
            icon: "leaf",
          },
          {
            title: "Verpackung und Isolierung",
            text: "Isolierte Versandboxen, Kühlakkus und Phasenwechselmaterialien, ausgewählt nach Produkt und Transportdauer.",
            icon: "package",
          },
        ],
      },
      {
        kind: "list",
        heading: "Temperaturbereiche, die wir abdecken",
        items: [
          "Tiefgekühlt: −18 °C und darunter",
          "Gekühlt: +2 °C bis +8 °C",
          "Kühl: +8 °C bis +15 °C",
          "Kontrollierte Raumtemperatur: +15 °C bis +25 °C",
        ],
      },
      {
        kind: "steps",
        heading: "So schützen wir Ihre Sendung",
        items: [
          {
            title: "Planen",
            text: "Wir vereinbaren Temperaturbereich, Route, Verpackung und Notfallplan für Ihr Produkt.",
          },
          {
            title: "Vorkonditionieren",
            text: "Fahrzeuge, Container und Verpackungen werden vor der Beladung auf Temperatur gebracht.",
          },
          {
            title: "Beladen",
            text: "Die Fracht wird zügig und mit möglichst geringer Exposition verladen, und die Datenlogger werden gestartet.",
          },
          {
            title: "Überwachen",
            text: "Unser Team beobachtet die Messwerte durchgehend und reagiert auf jeden Alarm.",
          },
          {
            title: "Zustellen und berichten",
            text: "Die Sendung wird übergeben, und Sie erhalten die vollständige Temperaturaufzeichnung.",
          },
        ],
      },
    ],
    cta: {
      heading: "Sie versenden temperaturempfindliche Waren?",
      text: "Erzählen Sie uns von Ihrem Produkt und seinem Temperaturbereich, und unser Kühlkettenteam plant eine Reise, die es schützt.",
      label: "Kontakt zu unserem Team",
    },
  },
];
