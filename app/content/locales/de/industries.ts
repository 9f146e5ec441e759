import type * as en from "../../industries";
import type { Industry } from "../../types";

const image = (id: string, alt: string): Industry["image"] => ({
  src: `/media/industries/${id}.svg`,
  width: 1200,
  height: 675,
  alt,
});

export const industries: typeof en.industries = [
  {
    id: "industrie1",
    title: "Spezialchemikalien",
    description:
      "Regelkonformer Transport gefährlicher und nicht gefährlicher Spezialchemikalien per See, Luft und Straße – mit Gefahrgutdokumenten, ISO-Tankcontainern, Flexitanks und genehmigter Lagerung.",
    image: image("industrie1", "Illustration von Chemiefässern und IBC-Behältern, versandbereit neben einem ISO-Tankcontainer"),
    expertise: [
      "Spezialchemikalien sind selten eine einheitliche Ladung. Ein einziger Exporteur verschifft womöglich im selben Monat ein Lösungsmittel der Klasse 3, einen ätzenden Stoff der Klasse 8 und ein nicht reguliertes Zwischenprodukt – jeweils mit eigenen Vorschriften für Verpackung, Kennzeichnung und Annahme durch den Frachtführer. Vor jeder Buchung lesen wir das Sicherheitsdatenblatt (MSDS/SDS) des Produkts, bestätigen UN-Nummer, Klasse und Verpackungsgruppe und erstellen die IMDG-Gefahrgutanmeldung sowie das Container-Packzertifikat. Muss eine Reederei Gefahrgut vor der Annahme freigeben, stellen wir den Antrag frühzeitig, damit die Abfahrt nicht verpasst wird.",
      "Die Verpackung richten wir nach Produkt und Menge aus. Fässer, Kanister und IBC-Behälter reisen in Standardcontainern mit fachgerechter Ladungssicherung. Größere Flüssigkeitsmengen gehen in ISO-Tankcontainern, während nicht gefährliche Flüssigkeiten wie bestimmte Öle, Glykole und Additive zu geringeren Kosten pro Liter in Flexitanks befördert werden können. Wir prüfen Tankreinigungszertifikate, Vorladungshistorie und Beheizungsanforderungen und stellen dediziertes oder lebensmitteltaugliches Equipment bereit, wenn die Spezifikation eines Kunden es verlangt.",
      "In Indien brauchen Mineralölprodukte, die in größeren Mengen gelagert werden, von der PESO genehmigte Räumlichkeiten; gefährliche Chemikalien unterliegen zudem den Manufacture, Storage and Import of Hazardous Chemical Rules von 1989. Wir nutzen entsprechend genehmigte Lager und gekennzeichnete Straßentransporte mit geschulten Fahrern, die TREM-Cards mitführen, zwischen Werken in Gujarat und Maharashtra und den Häfen Nhava Sheva, Mundra und Hazira. Unser Zollteam übernimmt Einreihung und Abfertigung, und jede Sendung wird verfolgt, bis sie beim Empfänger ankommt.",
    ],
    cta: {
      title: "Sie brauchen Unterstützung in der Chemielogistik?",
      description:
        "Senden Sie uns das Sicherheitsdatenblatt Ihres Produkts und die Relation, und unser Team berät Sie zu Verpackung, Dokumentation und dem passenden Equipment.",
      button: "Kontakt zu unserem Team",
    },
    meta: {
      title: "Logistik für Spezialchemikalien in Indien | Tarang Global Logistics",
      description:
        "Logistik für gefährliche und nicht gefährliche Chemikalien ab Navi Mumbai: IMDG-Dokumentation, ISO-Tankcontainer, Flexitanks, PESO-genehmigte Lagerung und Zollabfertigung.",
      keywords: [
        "Chemielogistik Indien",
        "Gefahrguttransport",
        "IMDG-Gefahrgut",
        "ISO-Tankcontainer",
        "Flexitank Transport",
        "PESO-genehmigtes Lager",
      ],
    },
  },
  {
    id: "industrie2",
    title: "Pharmazie",
    description:
      "Temperaturgeführte Fracht für Arzneimittel, Wirkstoffe (APIs) und klinische Prüfpräparate – mit Transporten bei 2–8 °C und 15–25 °C, Datenloggern und Erledigung der behördlichen Dokumente.",
    image: image("industrie2", "Illustration isolierter Pharma-Versandboxen mit einem Temperaturdatenlogger auf einer Luftfrachtpalette"),
    expertise: [
      "Pharmazeutische Fracht wird ebenso an ihrer Temperaturaufzeichnung gemessen wie an ihrem Ankunftsdatum. Wir planen jede Sendung nach der auf dem Etikett angegebenen Lagerbedingung des Produkts – typischerweise 2–8 °C für Impfstoffe und Biologika oder 15–25 °C für viele Fertigarzneimittel – und wählen entsprechend zwischen passiven isolierten Versandboxen, aktiv temperierten Containern und Kühlcontainern. Kalibrierte Datenlogger reisen mit der Fracht, und nach der Zustellung stellen wir dem Versender die ausgelesenen Messwerte zur Verfügung, damit jede Abweichung anhand der Stabilitätsdaten des Produkts bewertet werden kann.",
      "Pharmaexporte aus Westindien verlassen das Land meist über den Chhatrapati Shivaji Maharaj International Airport in Mumbai, wo die Fracht im temperaturgeführten Exportbereich des Luftfrachtterminals angeliefert wird. Wir koordinieren vorkonditionierte Abholungen an Produktionsstandorten in Maharashtra und Gujarat, buchen Fluggesellschaften, die Fracht an Umschlagdrehkreuzen in der richtigen Temperaturzone halten können, und timen die Anlieferung so, dass Sendungen nicht auf dem Vorfeld warten. Für Seefracht weniger empfindlicher Produkte setzen wir Kühlcontainer ab Nhava Sheva ein und prüfen den Sollwert vor der Beladung.",
      "Die Dokumentation richtet sich nach Behörde und Bestimmungsland. Für die Einfuhr von Arzneimitteln und Wirkstoffen sind ein gültiges CDSCO-Registrierungszertifikat und eine Einfuhrlizenz erforderlich; wir prüfen beides vor Ankunft der Fracht, damit die Abfertigung bei der CDSCO-Hafenstelle nicht ins Stocken gerät. Für Exporte erstellen wir Rechnungen, Packlisten und Analysenzertifikate so, wie Käufer und Bestimmungsland es verlangen. Dabei wenden wir durchgehend die Grundsätze der Guten Vertriebspraxis (GDP) an: saubere, qualifizierte Fahrzeuge, kontrollierte Übergaben, eine dokumentierte Überwachungskette und die umgehende Meldung jeder Abweichung.",
    ],
    cta: {
      title: "Sie brauchen Unterstützung in der Pharmalogistik?",
      description:
        "Nennen Sie uns Produkt, Lagertemperaturbereich und Bestimmungsort, und wir schlagen Ihnen eine Relation mit passender Verpackung und Überwachung vor.",
      button: "Kontakt zum Pharma-Team",
    },
    meta: {
      title: "Pharmalogistik in Indien | Tarang Global Logistics",
      description:
        "Temperaturgeführte Pharmalogistik ab Mumbai: Transporte bei 2–8 °C und 15–25 °C, Datenlogger, GDP-konforme Handhabung und CDSCO-Einfuhrdokumente.",
      keywords: [
        "Pharmalogistik Indien",
        "Kühlkette Mumbai",
        "Versand 2–8 °C",
        "Pharma Luftfracht",
        "CDSCO Einfuhrabfertigung",
        "GDP-konformer Vertrieb",
      ],
    },
  },
  {
    id: "industrie3",
    title: "Automobil & Reifen",
    description:
      "Zulieferteile, CKD- und SKD-Bausätze, Reifen und Fertigfahrzeuge termingerecht befördert – von RoRo- und Containerhäfen bis zur Just-in-time-Anlieferung am Werkstor.",
    image: image(
      "industrie3",
      "Illustration gestapelter Reifen, Teilekisten und aufgereihter Neuwagen vor der Verladung auf ein RoRo-Schiff",
    ),
    expertise: [
      "Automobile Lieferketten folgen festen Produktionsplänen, deshalb planen wir die Fracht nach dem Montageband und nicht nach dem Fahrplan des Frachtführers. Für importierte CKD- und SKD-Bausätze stimmen wir mit den Lieferanten Verpackungsspezifikationen, Mehrweggestelle und die Kennzeichnung mit Teilenummern ab, verzollen die Ware und liefern sie in Sequenz an Werke im Gürtel Chakan, Talegaon und Pimpri-Chinchwad rund um Pune und an andere Standorte in Indien. Arbeitet ein Werk just in time, halten wir Pufferbestände in einem nahe gelegenen Lager und liefern in den mit dem Werkslager vereinbarten Zeitfenstern an.",
      "Fertigfahrzeuge für den Export reisen auf Roll-on/Roll-off-Schiffen ab Häfen wie Mumbai, Kamarajar Port in Ennore und Mundra oder bei kleineren Stückzahlen und hochwertigen Einheiten im Container. Wir organisieren Autotransporter zum Hafen, Inspektion und Schadensprotokoll bei jeder Übergabe sowie die Versand- und Zolldokumente, die Reederei und Bestimmungsland verlangen. Zweiräder, Traktoren und Baumaschinen werden je nach Frachtführer und Umschlag im Empfangshafen in Kisten verpackt, in Gestellen verladen oder gezurrt.",
      "Reifen werden meist lose im Container verladen, ineinander verschränkt oder gestapelt, um den Raum voll auszunutzen; das Stauschema stimmen wir vor der Beladung mit dem Versender ab. Importierte Luftreifen müssen nach der Qualitätskontrollverordnung für Luftreifen eine BIS-Zertifizierung tragen, deshalb prüfen wir Kennzeichnung und Lizenzangaben, bevor wir die Einfuhranmeldung einreichen. Für Ersatzteile und den Aftermarket-Vertrieb fahren wir kleinere, häufigere Sendungen mit sorgfältiger Prüfung der HS-Codes, denn eine einzige Teilesendung umfasst oft viele Zolltarifpositionen.",
    ],
    cta: {
      title: "Sie brauchen Unterstützung in der Automobillogistik?",
      description:
        "Teilen Sie uns Ihren Produktionsplan oder Ihre Exportplanung mit, und wir planen Fracht, Abfertigung und Lieferfenster.",
      button: "Automobillogistik anfragen",
    },
    meta: {
      title: "Automobil- & Reifenlogistik in Indien | Tarang Global Logistics",
      description:
        "Automobillogistik in Indien: CKD- und SKD-Bausätze, Just-in-time-Anlieferung an Werke rund um Pune, RoRo-Fahrzeugexporte, Reifenverladung und BIS-Einfuhrprüfungen.",
      keywords: [
        "Automobillogistik Indien",
        "CKD SKD Bausätze",
        "RoRo-Verschiffung",
        "Reifenexport",
        "Just-in-time-Anlieferung Pune",
        "Autoteile Fracht",
      ],
    },
  },
  {
    id: "industrie4",
    title: "Landwirtschaft & Agrochemie",
    description:
      "Logistik für Getreide, Hülsenfrüchte, frisches Obst und Gemüse, Saatgut, Düngemittel und Betriebsmittel – inklusive Pflanzengesundheitszeugnissen, Begasung und APEDA-Dokumenten.",
    image: image(
      "industrie4",
      "Illustration von Getreidesäcken aus Jute und Polypropylengewebe mit Düngemittelsäcken neben einem Container",
    ),
    expertise: [
      "Agrarexporte aus Indien hängen ebenso von korrekten Papieren ab wie von der Fracht. Wir unterstützen Exporteure beim APEDA-Registrierungs- und Mitgliedschaftszertifikat für gelistete Erzeugnisse, bei Pflanzengesundheitszeugnissen der Pflanzenquarantänebehörde, Ursprungszeugnissen und allen vom Käufer geforderten Qualitäts- oder Rückstandsanalysen. Für Reis, Hülsenfrüchte, Ölsaaten und verarbeitete Lebensmittel buchen wir Container, organisieren die Inspektion am Beladeort und koordinieren die Begasung durch akkreditierte Unternehmen, damit das Zertifikat zu Container und Behandlungsdatum passt.",
      "Die Wahl der Verpackung beeinflusst Kosten und Zustand gleichermaßen. Getreide und Ölsaaten reisen meist in Säcken aus Jute oder Polypropylengewebe, teils mit Inlinern, während frisches Obst wie Trauben, Granatäpfel und Mangos belüftete Kartons und Kühlcontainer mit dem richtigen Sollwert braucht. Wir prüfen Container vor der Beladung auf Sauberkeit, Löcher und Geruch, kleiden sie auf langen Seereisen mit Kraftpapier aus und setzen Trockenmittel gegen Kondensation ein; Sackzahlen und Gewichte halten wir bei der Beladung fest, um etwaige Schadensansprüche zu belegen.",
      "Landwirtschaft ist saisonal: Erntespitzen wie die Traubensaison in Nashik und die Ankunft der Rabi- und Kharif-Ernten drängen die Nachfrage nach Containern, Lkw und Begasungsterminen auf wenige Wochen zusammen. Deshalb planen wir die Kapazitäten vorab gemeinsam mit den Exporteuren. Auf der Betriebsmittelseite müssen Düngemittelimporte die Spezifikationen der Fertiliser (Control) Order erfüllen, und Pflanzenschutz-Vorprodukte brauchen eine CIB&RC-Registrierung. Wir prüfen dies vor dem Versand und verteilen die Ware über genehmigte Lager rechtzeitig zum Aussaatkalender an die Händler.",
    ],
    cta: {
      title: "Sie brauchen Unterstützung in der Agrarlogistik?",
      description:
        "Nennen Sie uns Erzeugnis oder Betriebsmittel, Menge und Bestimmungsort, und wir skizzieren Dokumente, Begasung und Containerplanung.",
      button: "Mit Agrar-Experten sprechen",
    },
    meta: {
      title: "Logistik für Landwirtschaft & Agrochemie | Tarang Global Logistics",
      description:
        "Logistik für Agrarexporte und Betriebsmittel in Indien: APEDA-Dokumente, Pflanzengesundheitszeugnisse, Containerbegasung, Kühlcontainer für Frischware und saisonale Kapazitätsplanung.",
      keywords: [
        "Agrarexport Logistik Indien",
        "APEDA-Dokumentation",
        "Pflanzengesundheitszeugnis",
        "Containerbegasung",
        "Kühlcontainer Obstexport",
        "Düngemittelimport",
      ],
    },
  },
  {
    id: "industrie5",
    title: "Metalle & Legierungen",
    description:
      "Stahlcoils, Bleche, Stäbe, Rohre und NE-Metalle im Container und als Breakbulk befördert – mit Gewichtsplanung, sicherer Zurrung und Korrosionsschutz.",
    image: image("industrie5", "Illustration von Stahlcoils auf Holzsätteln und umreiften Stabbündeln auf einem Flat-Rack-Container"),
    expertise: [
      "Metallfracht ist schwer, daher erreichen die meisten Ladungen ihr Gewichtslimit lange bevor der Raum gefüllt ist. Wir planen jeden Container und jeden Lkw nach Nutzlast, zulässigen Achslasten auf der Straße und der nach SOLAS vorgeschriebenen verifizierten Bruttomasse (VGM) und verteilen das Gewicht so, dass der Containerboden nicht punktuell überlastet wird. Warm- und kaltgewalzte Coils werden liegend (eye-to-side) oder stehend (eye-to-sky) auf Holz- oder Stahlsätteln verladen, an den Zurrpunkten des Containers gesichert und fotografiert, bevor die Türen verplombt werden.",
      "Langprodukte, Rohre, Profile und Bündel, die die Containermaße überschreiten, reisen auf Flat-Racks oder in Open-Top-Containern bzw. als Breakbulk, wo die Relation es erlaubt. Wir organisieren Staumaterial, für die Last ausgelegte Zurrmittel und auf Wunsch des Käufers eine Verladebesichtigung. Barren, Knüppel und Kupferkathoden werden palettiert oder zu Bündeln umreift, und wir gleichen Schmelznummern, Markierungen und Bündelanzahl mit der Packliste ab, damit die angekommene Ware dem Werkszeugnis entspricht.",
      "Korrosion ist auf See ein echtes Risiko, denn Temperaturschwankungen verursachen Kondensation im Container. Je nach Produkt setzen wir VCI-Verpackung, Trockenmittelbeutel, saugfähige Auskleidungen und Wetterschutz für offenes Equipment ein. Beim Import brauchen viele Stahlprodukte eine Registrierung im Steel Import Monitoring System und die Konformität mit den BIS-Qualitätskontrollverordnungen, während Kupfer- und Aluminiumprodukte im Non-Ferrous Metal Import Monitoring System registriert sein müssen. Wir prüfen dies, bevor die Fracht anlandet, um Standgeld (Demurrage) im Hafen zu vermeiden.",
    ],
    cta: {
      title: "Sie brauchen Unterstützung in der Metalllogistik?",
      description: "Nennen Sie uns Produkt, Abmessungen und Gewichte, und wir planen Equipment, Zurrung und Schutz für die Relation.",
      button: "Metalllogistik anfragen",
    },
    meta: {
      title: "Logistik für Metalle & Legierungen in Indien | Tarang Global Logistics",
      description:
        "Logistik für Stahl und NE-Metalle: Verladung von Coils und Bündeln, Flat-Racks, Zurrung, Korrosionsschutz sowie SIMS-, NFMIMS- und BIS-Einfuhrprüfungen.",
      keywords: [
        "Metalllogistik Indien",
        "Stahlcoils verschiffen",
        "Flat-Rack-Ladung",
        "Ladungssicherung Zurrung",
        "Korrosionsschutz",
        "SIMS-Registrierung",
      ],
    },
  },
  {
    id: "industrie6",
    title: "Insektizide & Pestizide",
    description:
      "Sorgfältiger Transport technischer Pflanzenschutzwirkstoffe und Formulierungen – mit Prüfung der CIB&RC-Registrierung, Gefahrguthandhabung, Trennung und genehmigter Lagerung.",
    image: image(
      "industrie6",
      "Illustration von Pestizidfässern und -kartons mit Gefahrzetteln, getrennt von anderer Fracht in einem Lagerabschnitt",
    ),
    expertise: [
      "Insektizide, Fungizide und Herbizide sind in Indien durch den Insecticides Act von 1968 geregelt, und kein Produkt darf ohne Registrierung durch das Central Insecticides Board and Registration Committee (CIB&RC) eingeführt, hergestellt oder verkauft werden. Vor der Buchung eines Imports bestätigen wir, dass der Importeur eine gültige Registrierung für den betreffenden Wirkstoff oder die Formulierung besitzt und dass Etiketten und Beipackzettel dem genehmigten Format entsprechen. Für Exporte stellen wir auf Basis der Registrierungsanforderungen des Käufers und des Sicherheitsdatenblatts einen Dokumentensatz zusammen, den das Bestimmungsland akzeptiert.",
      "Die meisten Pestizide sind Gefahrgut. Technische Wirkstoffe und viele Formulierungen fallen unter Klasse 6.1 (giftige Stoffe), lösemittelhaltige Emulsionskonzentrate können entzündbare Flüssigkeiten der Klasse 3 sein, und viele Produkte sind nach dem IMDG-Code zudem Meeresschadstoffe. Wir klassifizieren jedes Produkt gemeinsam mit dem Versender, bringen die richtigen Kennzeichen und Gefahrzettel an und befolgen die Trennvorschriften, damit Pestizide niemals mit Lebensmitteln, Futtermitteln oder unverträglichen Klassen im selben Container, Lagerabschnitt oder Lkw gestaut werden.",
      "Lagerung und Inlandstransport erfordern dieselbe Sorgfalt. Wir nutzen für die Lagerung von Insektiziden genehmigte Lager mit Auffangwannen, Notfall-Sets für Leckagen und Belüftung sowie Straßentransporte mit geschulten Fahrern, die TREM-Cards und die Notfallinformationen des Produkts mitführen. Der Vertrieb folgt dem Aussaatkalender: Wir planen die Bestände vor der Kharif- und Rabi-Nachfrage, liefern an Depots auf Bundesstaatsebene und an Händler und erfassen Chargennummern und Verfallsdaten, damit sich jeder Rückruf schnell nachverfolgen lässt.",
    ],
    cta: {
      title: "Sie brauchen Unterstützung in der Agrochemielogistik?",
      description:
        "Senden Sie uns die Registrierungsdaten und das Sicherheitsdatenblatt des Produkts, und unser Team plant regelkonforme Verpackung, Lagerung und Beförderung.",
      button: "Kontakt zum Agrochemie-Team",
    },
    meta: {
      title: "Logistik für Insektizide & Pestizide | Tarang Global Logistics",
      description:
        "Pestizidlogistik in Indien: Prüfung der CIB&RC-Registrierung, Handhabung von Klasse 6.1 und Meeresschadstoffen, Trennung, genehmigte Lagerung und saisonaler Vertrieb.",
      keywords: [
        "Pestizidlogistik Indien",
        "Agrochemie Transport",
        "CIB&RC-Registrierung",
        "Gefahrgut Trennvorschriften",
        "Insektizid Lagerung",
        "Meeresschadstoffe Versand",
      ],
    },
  },
  {
    id: "industrie7",
    title: "Polymere",
    description:
      "Logistik für Kunststoffgranulate, Harze und Masterbatches in Säcken und als Schüttgut – mit Palettierung, Feuchtigkeitsschutz und Containerstauplanung.",
    image: image("industrie7", "Illustration stretchfolierter Paletten mit Polymergranulat in Säcken und Big Bags in einem Container"),
    expertise: [
      "Die meisten Polymere reisen als Granulat in 25-kg-Säcken, auf Paletten oder in Big Bags, und die Art der Stapelung beeinflusst sowohl Schäden als auch Frachtkosten. Wir planen Stauschemata so, dass jeder Container – palettiert oder lose verladen – seine Nutzlast voll ausschöpft, ohne die unteren Lagen zu zerdrücken, und sichern die Säcke mit Stretchhauben oder Schrumpffolie für den Transport. Sackzahlen, Losnummern und Typen werden bei der Beladung mit der Packliste abgeglichen, damit der Empfänger die Ware losweise ohne Umsortieren annehmen kann.",
      "Feuchtigkeit ist das größte Qualitätsrisiko. Hygroskopische Typen wie Nylon, PET und Polycarbonat verlieren an Verarbeitungsqualität, wenn sie Wasser aufnehmen, und Kondensation im Container kann selbst auf kurzen Seereisen die äußeren Säcke durchfeuchten. Wir setzen Container-Inliner, Trockenmittel und feuchtigkeitsdichte Verpackungen ein, wo die Type es erfordert, lassen beladene Container während des Monsuns nicht im Regen auf offenen Flächen stehen und lagern trocken und überdacht. Für Schüttguttransporte stellen wir Container mit Bulk-Linern bereit, die direkt in das Silo des Kunden entladen werden können.",
      "Der Polymerhandel in Indien verbindet Hersteller in Gujarat und Maharashtra, Importe über Nhava Sheva, Mundra und Chennai und eine breite Basis von Verarbeitern in Industrieclustern. Wir betreuen beide Seiten: die Einfuhrabfertigung mit korrekter Einreihung in Kapitel 39, die Prüfung gegen etwaige BIS-Qualitätskontrollverordnungen für die jeweilige Type und den Inlandsvertrieb in Teilladungen an Spritzgießer, Folienhersteller und Compoundeure. Mit einem Lager in Hafennähe können Kunden Bestände in kleineren Losen abrufen, ganz nach Produktionsbedarf.",
    ],
    cta: {
      title: "Sie brauchen Unterstützung in der Polymerlogistik?",
      description: "Nennen Sie uns Type, Verpackung und Relation, und wir planen Beladung, Feuchtigkeitsschutz und Zustellung.",
      button: "Polymerlogistik anfragen",
    },
    meta: {
      title: "Polymerlogistik in Indien | Tarang Global Logistics",
      description:
        "Logistik für Polymere und Harze in Indien: Stauplanung für Sackware, Palettierung, Feuchtigkeitsschutz, Bulk-Liner, Einfuhrabfertigung und Abrufbestände.",
      keywords: [
        "Polymerlogistik Indien",
        "Kunststoffgranulat Versand",
        "Harze Einfuhrabfertigung",
        "Palettierung",
        "Feuchtigkeitsschutz",
        "Container mit Bulk-Liner",
      ],
    },
  },
  {
    id: "industrie8",
    title: "Maschinen & Werkzeuge",
    description:
      "Logistik für Industriemaschinen, Werkzeugmaschinen und Ersatzteile – von der Exportkiste und Streckenprüfung bis zum Schwertransport und zur Anlieferung auf das Fundament.",
    image: image(
      "industrie8",
      "Illustration einer in einer Kiste verpackten Industriemaschine, gezurrt auf einem Flat-Rack, daneben ein hydraulischer Anhänger",
    ),
    expertise: [
      "Maschinen reisen in vielen Formen – von einer einzelnen CNC-Maschine in einer Kiste bis zu einer Produktionslinie in Dutzenden Packstücken. Wir beginnen mit der Prüfung von Zeichnungen, Gewichten und Schwerpunkten und wählen dann zwischen Standardcontainern, Open-Tops, Flat-Racks und Breakbulk. Die Exportverpackung besteht aus Holzkisten nach ISPM-15 mit Kufen, VCI-Schutz und deutlichen Anschlagmarkierungen, und jedes Packstück steht auf einer detaillierten Packliste, damit Zoll und Montageteam die Teile der Aufbaureihenfolge zuordnen können.",
      "Übermaßladungen (ODC) müssen lange vor Fertigstellung der Maschine geplant werden. Wir führen Streckenprüfungen durch, um Brücken, Oberleitungen, Kurvenradien und Straßenzustand zwischen Hafen und Baustelle zu kontrollieren, und beschaffen die Genehmigungen und Begleitfahrzeuge, die Landesbehörden und Autobahnbetreiber verlangen. Hydraulische Achsanhänger, Kräne und Gabelstapler werden für die Be- und Entladestellen gebucht, und wir planen die Zurrung mit Ketten und Spannern so, dass die Ladung auch auf langen Straßentransporten sicher bleibt.",
      "Beim Import werden Investitionsgüter häufig über Programme wie EPCG oder als beim Zoll registrierte Projektimporte abgefertigt, und für Gebrauchtmaschinen ist bei der Abfertigung ein Gutachten eines Chartered Engineer erforderlich. Wir erstellen die Dokumente passend zum gewählten Verfahren und stimmen uns für die Anlieferung auf das Fundament mit den Technikern des Herstellers ab. Für Werkzeuge und Ersatzteile bieten wir schnellere Luftfracht- und Kurieroptionen an, damit ein Maschinenausfall im Werk eines Kunden nicht auf die nächste Abfahrt warten muss.",
    ],
    cta: {
      title: "Sie müssen schwere Maschinen bewegen?",
      description: "Nennen Sie uns Abmessungen, Gewichte und den Standort der Baustelle, und wir planen Verpackung, Equipment und Route.",
      button: "Maschinenlogistik anfragen",
    },
    meta: {
      title: "Logistik für Maschinen & Werkzeuge in Indien | Tarang Global Logistics",
      description:
        "Maschinenlogistik in Indien: Exportkisten nach ISPM-15, ODC-Schwertransporte, Streckenprüfungen, Flat-Racks, Zurrung, EPCG- und Projektimportabfertigung.",
      keywords: [
        "Maschinenlogistik Indien",
        "ODC Schwertransport",
        "Projektladung",
        "Exportverpackung Kisten",
        "Streckenprüfung",
        "Schwergut Verschiffung",
      ],
    },
  },
  {
    id: "industrie10",
    title: "Farben & Lacke",
    description:
      "Logistik für Bauten- und Industrielacke, Beschichtungen und ihre Rohstoffe – mit Handhabung entzündbarer Güter, sorgfältigem Umgang mit Fässern und Eimern und Vertrieb an Händler.",
    image: image(
      "industrie10",
      "Illustration von Farbfässern und palettierten Eimern mit Gefahrzetteln für entzündbare Flüssigkeiten, bereit zur Verladung",
    ),
    expertise: [
      "Lösemittelhaltige Farben, Verdünner, Klarlacke und viele Beschichtungen sind entzündbare Flüssigkeiten der Gefahrgutklasse 3 und werden oft als UN 1263, Farbe oder Farbzubehörstoffe, versandt. Wir bestätigen UN-Nummer, Flammpunkt und Verpackungsgruppe anhand des Sicherheitsdatenblatts, prüfen, ob Sendungen als begrenzte Mengen (Limited Quantities) gelten, und erstellen die IMDG-Gefahrgutanmeldung für Seefracht bzw. die Gefahrguterklärung des Versenders (Shipper's Declaration) nach den IATA-Gefahrgutvorschriften für Luftfracht. Wasserbasierte Dispersionsfarben sind in der Regel nicht reguliert, doch auch das prüfen wir vor der Buchung anhand des Sicherheitsdatenblatts.",
      "Farben reisen in Fässern, Eimern, Dosen und IBCs, und ein Leck oder eine Delle verursacht sowohl Produktverlust als auch die Verunreinigung anderer Fracht. Wir palettieren Eimer und Dosen und sichern sie mit Stretchfolie, verladen Fässer aufrecht mit den Verschlüssen oben und verhindern mit Staumaterial und Ladebalken jede Bewegung im Container. Fässer werden mit Fassgreifern oder auf Paletten bewegt, nicht gerollt, und jede Ladung wird vor dem Verplomben auf undichte Behälter geprüft. Pigmente, Harze und Lösemittel planen wir gemeinsam mit den Fertigprodukten.",
      "Lagerung und Inlandstransport folgen derselben Disziplin. Wir nutzen Lager mit Branderkennung, Löschanlagen und Belüftung, die für entzündbare Flüssigkeiten geeignet sind, lagern Bestände der Klasse 3 getrennt von oxidierenden und anderen unverträglichen Gütern und setzen Fahrzeuge mit geschulten Fahrern ein, die TREM-Cards mitführen. Der Vertrieb an Händler und Baustellen erfolgt in routenweise geplanten Teilladungen, mit Blick auf die Hitzebelastung in den Sommermonaten, und beschädigte oder abgelaufene Ware führen wir nach Anweisung des Herstellers zur Wiederaufbereitung oder Entsorgung zurück.",
    ],
    cta: {
      title: "Sie brauchen Unterstützung in der Farbenlogistik?",
      description:
        "Nennen Sie uns Produkte, Gebindegrößen und Bestimmungsorte, und wir planen regelkonforme Lagerung, Verschiffung und Zustellung.",
      button: "Kontakt zur Farbenlogistik",
    },
    meta: {
      title: "Logistik für Farben & Lacke in Indien | Tarang Global Logistics",
      description:
        "Farbenlogistik in Indien: Dokumentation für entzündbare Güter der Klasse 3, Handhabung von Fässern und Eimern, getrennte Lagerung und routenweiser Händlervertrieb.",
      keywords: ["Farbenlogistik Indien", "entzündbare Güter Versand", "UN 1263 Farbe", "Fasshandling", "Vertrieb Beschichtungen"],
    },
  },
  {
    id: "industrie11",
    title: "Medizintechnik",
    description:
      "Sorgfältige Handhabung von Diagnostik-, Bildgebungs- und OP-Geräten – von der Prüfung der Einfuhrlizenz bis zur installationsbereiten Anlieferung in Krankenhäusern und Laboren.",
    image: image("industrie11", "Illustration verkisteter Bildgebungsgeräte mit Kippindikatoren bei der Anlieferung in einem Krankenhaus"),
    expertise: [
      "Medizintechnik ist empfindlich, wertvoll und oft an den Inbetriebnahmetermin eines Krankenhauses gebunden. Wir planen jede Sendung nach den Handhabungsvorgaben des Herstellers, einschließlich Kipp- und Stoßgrenzwerten, und setzen bei Bedarf luftgefederte Fahrzeuge, Stoß- und Kippindikatoren sowie Schutzverpackungen in Kisten ein. Bildgebungssysteme, Laboranalysegeräte und Patientenmonitore lagern in sauberen, überdachten Bereichen, und hochwertige Geräte reisen in verfolgten Fahrzeugen mit unterschriebenen Übergaben an jedem Punkt der Kette, damit die Verantwortung stets klar ist.",
      "Die Einfuhrabfertigung hängt vom Gerät ab. Nach den Medical Devices Rules von 2017 benötigen Medizinprodukte eine Einfuhrlizenz der CDSCO, und Geräte, die Röntgenstrahlung erzeugen, etwa CT-, Mammographie- und Radiographiesysteme, brauchen zusätzlich eine Genehmigung des Atomic Energy Regulatory Board. Wir prüfen dies vor dem Versand, klären die Kennzeichnungsanforderungen und erstellen die Einfuhranmeldung mit der korrekten Einreihung, damit Geräte nicht im Hafen liegen, während Dokumente korrigiert werden.",
      "Die Anlieferung planen wir als ersten Schritt der Installation. Vorab prüfen wir Zufahrtsweg, Aufzugsmaße, Bodenbelastbarkeit und Türbreiten im Krankenhaus und organisieren Rigger, Treppensteiger oder Kräne für schwere Geräte wie MRT- und CT-Systeme. Die Geräte werden wie vereinbart im Installationsraum ausgepackt oder an die Techniker des Herstellers übergeben, Verpackungsmaterial wird von der Baustelle entfernt, und wir koordinieren die Rücklogistik für Vorführgeräte und Reparatursendungen.",
    ],
    cta: {
      title: "Sie brauchen Logistik für Medizintechnik?",
      description:
        "Senden Sie uns die Geräteliste und Angaben zum Standort, und wir planen Abfertigung und installationsbereite Anlieferung.",
      button: "Kontakt zum Medizintechnik-Team",
    },
    meta: {
      title: "Logistik für Medizintechnik in Indien | Tarang Global Logistics",
      description:
        "Medizintechniklogistik in Indien: CDSCO- und AERB-Einfuhrprüfungen, stoßüberwachter Transport und installationsbereite Anlieferung an Krankenhäuser und Labore.",
      keywords: [
        "Medizintechnik Logistik Indien",
        "Import Medizinprodukte",
        "CDSCO Einfuhrlizenz",
        "AERB-Genehmigung",
        "Anlieferung Krankenhausgeräte",
        "Transport empfindlicher Fracht",
      ],
    },
  },
  {
    id: "industrie12",
    title: "Kosmetik",
    description:
      "Import, Lagerung und Vertrieb von Hautpflege, Haarpflege, Düften und Make-up – mit Prüfung der CDSCO-Registrierung, sorgfältiger Handhabung und Nachschub für den E-Commerce.",
    image: image("industrie12", "Illustration von Kartons mit Hautpflegetiegeln, Parfümflakons und Make-up-Puderdosen in einem Lagerregal"),
    expertise: [
      "Importierte Kosmetik muss in Indien durch ein Registrierungszertifikat der CDSCO nach den Cosmetics Rules von 2020 abgedeckt sein, und die Produkte müssen den geltenden BIS-Normen und Kennzeichnungsvorschriften entsprechen. Wir prüfen vor dem Versand die Registrierung für jede Marke und jedes Produkt, stellen sicher, dass die Etiketten die Angaben des Importeurs und die nach den Legal Metrology (Packaged Commodities) Rules von 2011 vorgeschriebenen Erklärungen tragen, und erstellen die Einfuhranmeldung so, dass die Hafenstelle die Ware ohne Rückfragen freigeben kann, die zusätzliches Standgeld verursachen.",
      "Viele Kosmetikprodukte sind hitze- und handhabungsempfindlich. Cremes, Lippenstifte und Emulsionen können sich bei indischen Sommertemperaturen entmischen oder erweichen, deshalb nutzen wir temperaturgeführte Lagerung und planen den Transport so, dass lange Standzeiten in der Hitze vermieden werden. Glasflakons und Puderdosen brauchen Schutz auf Kartonebene und eine sorgfältige Palettierung. Parfüms und Aerosole sind häufig Gefahrgut, meist der Klasse 3 oder 2, und wir erstellen die erforderlichen Erklärungen und Verpackungen für Luft- und Seefracht.",
      "Viele Beauty-Marken verkaufen über eigene Websites und Online-Marktplätze ebenso wie im stationären Handel. Wir halten Bestände in einem Zolllager oder Inlandslager, kommissionieren und verpacken auf SKU-Ebene und liefern Nachschub in den zugeteilten Zeitfenstern an die Fulfillment-Center der Marktplätze, mit Etiketten und Barcodes nach deren Vorgaben. Chargennummern und Verfallsdaten werden im Lager durchgängig erfasst, sodass die Ware nach dem FEFO-Prinzip (First Expired, First Out) ausgeliefert und jeder Rückruf schnell nachverfolgt werden kann.",
    ],
    cta: {
      title: "Sie brauchen Unterstützung in der Kosmetiklogistik?",
      description: "Erzählen Sie uns von Ihrem Sortiment und Ihren Vertriebskanälen, und wir planen Abfertigung, Lagerung und Nachschub.",
      button: "Kontakt zum Kosmetik-Team",
    },
    meta: {
      title: "Kosmetiklogistik in Indien | Tarang Global Logistics",
      description:
        "Kosmetiklogistik in Indien: Prüfung der CDSCO-Einfuhrregistrierung, Kontrolle der Kennzeichnung, temperaturbewusste Lagerung und Nachschub für E-Commerce-Marktplätze.",
      keywords: [
        "Kosmetiklogistik Indien",
        "Kosmetik Importregistrierung",
        "CDSCO Kosmetik",
        "Beauty E-Commerce Fulfillment",
        "temperaturgeführte Lagerung",
      ],
    },
  },
  {
    id: "industrie13",
    title: "Gewürze",
    description:
      "Exportlogistik für ganze und gemahlene Gewürze – inklusive Registrierung beim Spices Board, Analysen vor dem Versand, Feuchtigkeitskontrolle und Containerbegasung.",
    image: image(
      "industrie13",
      "Illustration von Jutesäcken mit Chilis, Kurkuma und Pfeffer bei der Verladung in einen ausgekleideten Container",
    ),
    expertise: [
      "Gewürzexporte hängen ebenso von der Dokumentation ab wie vom Produkt. Exporteure brauchen ein Certificate of Registration as Exporter of Spices (CRES) des Spices Board, und viele Bestimmungsländer und Käufer verlangen vor dem Versand Analysen akkreditierter Labore auf Pestizidrückstände, Aflatoxine, Ethylenoxid oder mikrobielle Belastung. Wir koordinieren Probenahme und Analysen so, dass die Ergebnisse vor dem Annahmeschluss des Schiffs vorliegen, und erstellen Pflanzengesundheitszeugnisse, Ursprungszeugnisse und Gesundheitszeugnisse, wie es das Bestimmungsland verlangt.",
      "Käufer in den Vereinigten Staaten verlangen häufig die ASTA-Reinheitsspezifikationen, die Grenzwerte für Fremdbestandteile, Insektenschäden und Schimmel festlegen, während europäische Käufer Aflatoxin- und Ochratoxin-Gehalte gegen die EU-Höchstwerte prüfen. Beides hängt eng mit der Feuchtigkeit zusammen. Wir prüfen, ob Container sauber, trocken und geruchsfrei sind, kleiden sie mit Kraftpapier aus und setzen Trockenmittel ein, um Kondensation auf langen Seereisen zu begrenzen. Beladen wird erst, wenn die Trocknung bestätigt ist, und Verladungen im Monsunregen vermeiden wir, wo immer es möglich ist.",
      "Ganze Gewürze wie Chilis, Kurkuma, Kreuzkümmel und schwarzer Pfeffer werden vor dem Versand oft im Container begast, um Vorratsschädlinge zu bekämpfen. Wir beauftragen von der Pflanzenquarantänebehörde zugelassene Unternehmen mit der Begasung, meist mit Aluminiumphosphid oder, wenn das Bestimmungsland es vorschreibt, mit Methylbromid, und stellen sicher, dass Zertifikat, Containernummer und Behandlungsdatum übereinstimmen. Aus den Anbaugebieten in Kerala, Andhra Pradesh, Tamil Nadu, Gujarat und Rajasthan leiten wir die Fracht über Kochi, Chennai, Mundra oder Nhava Sheva, passend zur Relation des Käufers.",
    ],
    cta: {
      title: "Sie brauchen Unterstützung beim Gewürzexport?",
      description: "Nennen Sie uns Gewürz, Menge und Bestimmungsort, und wir planen Analysen, Begasung und Versand.",
      button: "Kontakt zum Gewürz-Team",
    },
    meta: {
      title: "Logistik für Gewürzexporte aus Indien | Tarang Global Logistics",
      description:
        "Logistik für Gewürzexporte: Registrierung beim Spices Board, Analysen vor dem Versand, ASTA- und EU-Qualitätsanforderungen, Feuchtigkeitskontrolle und Containerbegasung ab Indien.",
      keywords: [
        "Gewürzexport Logistik",
        "Spices Board CRES-Registrierung",
        "ASTA-Reinheitsanforderungen",
        "Aflatoxin Kontrolle",
        "Containerbegasung",
        "Pflanzengesundheitszeugnis",
      ],
    },
  },
  {
    id: "industrie14",
    title: "Wasseraufbereitungsanlagen",
    description:
      "Logistikunterstützung für Anlagenkomponenten, Aufbereitungschemikalien und Servicekomponenten – von Pumpen und Membranen bis zu Skids und Behältern, geliefert bis zur Baustelle.",
    image: image("industrie14", "Illustration von Pumpen, Membrangehäusen und einem vormontierten Aufbereitungsskid neben Chemiefässern"),
    expertise: [
      "In Wasser- und Abwasseraufbereitungsanlagen kommt Fracht vieler Lieferanten zusammen: Pumpen und Motoren, Druckbehälter, Filter, Klärbeckenräumer, Rohre und Armaturen, Schaltschränke und vormontierte Skids. Wir steuern all dies als ein Projekt, konsolidieren Sendungen ausländischer und inländischer Lieferanten, verfolgen jedes Packstück anhand der Stückliste des Projekts und liefern in der Reihenfolge auf die Baustelle, die das Montageteam braucht. Wird Equipment nach den Project Import Regulations eingeführt, helfen wir bei der Registrierung des Vertrags beim Zoll, damit die Anlage unter einer einzigen Tarifposition abgefertigt werden kann.",
      "Membranen für Umkehrosmose und Ultrafiltration brauchen besondere Sorgfalt. Sie werden oft nass in einer Konservierungslösung in versiegelten Beuteln versandt und dürfen weder gefrieren noch austrocknen oder in direkter Sonne stehen. Deshalb halten wir sie innerhalb der vom Hersteller vorgegebenen Lagertemperaturen und lagern sie nicht auf offenen Flächen. Große Behälter, GFK-Tanks und Skids haben oft Übermaß; für sie führen wir Streckenprüfungen durch, planen Flat-Racks oder Tieflader und organisieren Kräne an Baustellen mit häufig eingeschränkter Zufahrt.",
      "Aufbereitungschemikalien werden während der gesamten Betriebsdauer einer Anlage benötigt, nicht nur bei der Inbetriebnahme. Natriumhypochlorit und Eisen(III)-chlorid sind ätzende Güter der Klasse 8, einige Aktivkohlesorten gelten als selbsterhitzungsfähige feste Stoffe, und Antiscalants und Polyelektrolyte brauchen eine trockene, stabile Lagerung. Wir klassifizieren jede Chemikalie anhand ihres Sicherheitsdatenblatts, sorgen für regelkonforme Verpackung und Beförderung und planen wiederkehrende Lieferungen von Chemikalien, Ersatzmembranen und Ersatzteilen an laufende Anlagen, damit den Betreibern die Verbrauchsmaterialien nicht ausgehen.",
    ],
    cta: {
      title: "Sie brauchen Logistik für Anlagenkomponenten oder Chemikalien?",
      description:
        "Von Pumpen und Membranen bis zu Aufbereitungschemikalien planen wir jede Sendung so, dass sie Ihre Baustelle genau dann erreicht, wenn das Projekt sie braucht.",
      button: "Kontakt zum Projektteam",
    },
    meta: {
      title: "Logistik für Wasseraufbereitungsanlagen | Tarang Global Logistics",
      description:
        "Projektlogistik für Wasseraufbereitungsanlagen in Indien: Pumpen, RO-Membranen, Behälter und Skids, ODC-Anlieferung zur Baustelle und Versorgung mit Aufbereitungschemikalien.",
      keywords: [
        "Projektlogistik Wasseraufbereitung",
        "RO-Membranen Versand",
        "Projektladung Indien",
        "Transport Pumpen und Skids",
        "Transport Aufbereitungschemikalien",
        "Registrierung Projektimport",
      ],
    },
  },
];
