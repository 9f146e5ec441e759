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
    title: "Chimica fine e specialità chimiche",
    description:
      "Trasporto conforme di specialità chimiche pericolose e non pericolose via mare, via aerea e su strada, con documentazione per merci pericolose, ISO tank, flexitank e depositi autorizzati.",
    image: image(
      "industrie1",
      "Illustrazione di fusti di prodotti chimici e cisternette IBC pronti per la spedizione accanto a un container cisterna ISO",
    ),
    expertise: [
      "Le specialità chimiche raramente viaggiano come un unico tipo di merce. Uno stesso esportatore può spedire nello stesso mese un solvente di classe 3, un corrosivo di classe 8 e un intermedio non regolamentato, ciascuno con le proprie regole di imballaggio, etichettatura e accettazione da parte del vettore. Prima della prenotazione leggiamo la scheda di sicurezza (MSDS/SDS) di ogni prodotto, confermiamo numero ONU, classe e gruppo di imballaggio, e prepariamo la dichiarazione IMDG per merci pericolose e il certificato di stivaggio del container. Quando una compagnia marittima deve approvare le merci pericolose prima dell'accettazione, presentiamo la richiesta con anticipo per non perdere la partenza.",
      "L'imballaggio è scelto in base al prodotto e ai volumi. Fusti, taniche e cisternette IBC viaggiano in container standard con adeguati bloccaggi e puntellamenti. I volumi maggiori di liquidi vanno in container cisterna ISO, mentre liquidi non pericolosi come alcuni oli, glicoli e additivi possono viaggiare in flexitank a un costo per litro inferiore. Verifichiamo i certificati di lavaggio delle cisterne, lo storico dei carichi precedenti e le esigenze di riscaldamento, e predisponiamo attrezzature dedicate o per uso alimentare quando la specifica del cliente lo richiede.",
      "In India i prodotti petroliferi conservati in quantità richiedono locali autorizzati dalla PESO, e le sostanze chimiche pericolose sono disciplinate anche dalle Manufacture, Storage and Import of Hazardous Chemical Rules, 1989. Utilizziamo magazzini con le autorizzazioni adeguate e trasporti su strada con pannelli di pericolo e autisti formati muniti di schede TREM tra gli stabilimenti del Gujarat e del Maharashtra e i porti di Nhava Sheva, Mundra e Hazira. Il nostro team doganale si occupa di classificazione e sdoganamento, e ogni spedizione è tracciata fino all'arrivo presso il destinatario.",
    ],
    cta: {
      title: "Le serve supporto per la logistica chimica?",
      description:
        "Ci invii la SDS del prodotto e la tratta: il nostro team La consiglierà su imballaggio, documentazione e attrezzature adatte.",
      button: "Contatti il nostro team",
    },
    meta: {
      title: "Logistica per specialità chimiche in India | Tarang Global Logistics",
      description:
        "Logistica di prodotti chimici pericolosi e non pericolosi da Navi Mumbai: documentazione IMDG, ISO tank, flexitank, depositi autorizzati PESO e sdoganamento.",
      keywords: [
        "logistica prodotti chimici India",
        "trasporto merci pericolose",
        "merci pericolose IMDG",
        "container cisterna ISO",
        "spedizione in flexitank",
        "magazzino autorizzato PESO",
      ],
    },
  },
  {
    id: "industrie2",
    title: "Farmaceutico",
    description:
      "Trasporto a temperatura controllata di medicinali, principi attivi (API) e forniture per studi clinici, con tratte a 2–8 °C e 15–25 °C, data logger e gestione della documentazione regolatoria.",
    image: image(
      "industrie2",
      "Illustrazione di contenitori isotermici per farmaci con un data logger di temperatura su un pallet di cargo aereo",
    ),
    expertise: [
      "La merce farmaceutica viene giudicata per la sua registrazione delle temperature tanto quanto per la data di arrivo. Pianifichiamo ogni spedizione in base alla condizione di conservazione indicata in etichetta, di norma 2–8 °C per vaccini e prodotti biologici o 15–25 °C per molte formulazioni finite, e scegliamo di conseguenza tra contenitori isotermici passivi, container attivi a temperatura controllata e container reefer. Data logger calibrati viaggiano con la merce e, dopo la consegna, condividiamo con il mittente le letture scaricate, così che qualsiasi escursione possa essere valutata rispetto ai dati di stabilità del prodotto.",
      "Le esportazioni farmaceutiche dell'India occidentale partono di solito dall'aeroporto internazionale Chhatrapati Shivaji Maharaj di Mumbai, dove la merce viene consegnata all'area export a temperatura controllata del terminal cargo. Coordiniamo ritiri precondizionati dagli stabilimenti produttivi del Maharashtra e del Gujarat, prenotiamo vettori in grado di mantenere la merce nella giusta fascia di temperatura negli hub di transito e programmiamo la consegna al terminal in modo che le spedizioni non restino in attesa sul piazzale. Per il trasporto marittimo di prodotti meno sensibili utilizziamo container reefer da Nhava Sheva, con verifica del set point prima del carico.",
      "La documentazione segue l'autorità regolatoria e la destinazione. Le importazioni di farmaci e principi attivi richiedono un certificato di registrazione CDSCO e una licenza di importazione validi: li verifichiamo prima dell'arrivo della merce, così che lo sdoganamento presso l'ufficio portuale della CDSCO non subisca ritardi. Per le esportazioni prepariamo fatture, packing list e certificati di analisi secondo le richieste dell'acquirente e del paese di destinazione. In ogni fase applichiamo i principi delle Good Distribution Practice: mezzi puliti e qualificati, passaggi di consegne controllati, una catena di custodia documentata e la segnalazione tempestiva di ogni deviazione.",
    ],
    cta: {
      title: "Le serve supporto per la logistica farmaceutica?",
      description:
        "Ci indichi prodotto, intervallo di conservazione e destinazione: Le proporremo una tratta con imballaggio e monitoraggio adeguati.",
      button: "Contatti il team farmaceutico",
    },
    meta: {
      title: "Logistica farmaceutica in India | Tarang Global Logistics",
      description:
        "Logistica farmaceutica a temperatura controllata da Mumbai: tratte a 2–8 °C e 15–25 °C, data logger, gestione secondo GDP e documentazione di importazione CDSCO.",
      keywords: [
        "logistica farmaceutica India",
        "catena del freddo Mumbai",
        "spedizione 2–8 °C",
        "trasporto aereo farmaci",
        "sdoganamento importazione CDSCO",
        "distribuzione GDP",
      ],
    },
  },
  {
    id: "industrie3",
    title: "Automotive e pneumatici",
    description:
      "Componenti in arrivo, kit CKD e SKD, pneumatici e veicoli finiti trasportati nei tempi previsti, dai porti RoRo e container fino alla consegna just-in-time ai cancelli degli stabilimenti.",
    image: image(
      "industrie3",
      "Illustrazione di pneumatici impilati, casse di componenti e auto nuove in fila per l'imbarco su una nave RoRo",
    ),
    expertise: [
      "Le catene di fornitura automotive seguono piani di produzione fissi, per cui pianifichiamo i trasporti in funzione della linea di montaggio e non del calendario del vettore. Per i kit CKD e SKD importati concordiamo con i fornitori specifiche di imballaggio, rack a rendere ed etichettatura dei codici articolo, poi sdoganiamo e consegniamo in sequenza agli stabilimenti della zona di Chakan, Talegaon e Pimpri-Chinchwad intorno a Pune e nel resto dell'India. Dove uno stabilimento lavora just-in-time, manteniamo uno stock di sicurezza in un magazzino vicino e spediamo nelle finestre di consegna concordate con il suo magazzino ricevimento.",
      "I veicoli finiti destinati all'esportazione viaggiano su navi roll-on/roll-off da porti come Mumbai, Kamarajar Port a Ennore e Mundra, oppure in container per volumi minori e unità di alto valore. Organizziamo bisarche fino al porto, ispezione e registrazione dei danni a ogni passaggio di consegne, e i documenti di spedizione e doganali richiesti dalla compagnia e dal paese di destinazione. Veicoli a due ruote, trattori e macchine movimento terra vengono imballati in casse, sistemati su rack o rizzati in base al vettore e alla movimentazione nel porto di arrivo.",
      "Gli pneumatici vengono di solito caricati sfusi nei container, intrecciati o impilati per sfruttare al meglio lo spazio, e concordiamo lo schema di carico con il mittente prima del caricamento. Gli pneumatici importati devono avere la certificazione BIS prevista dall'ordinanza sul controllo qualità degli pneumatici, per cui verifichiamo marcatura e dati della licenza prima di presentare la dichiarazione di importazione (bill of entry). Per ricambi e distribuzione aftermarket gestiamo spedizioni più piccole e frequenti con un attento controllo dei codici HS, poiché una sola spedizione di ricambi comprende spesso molte voci tariffarie.",
    ],
    cta: {
      title: "Le serve supporto per la logistica automotive?",
      description: "Ci invii il Suo piano di produzione o di esportazione: definiremo trasporti, sdoganamento e finestre di consegna.",
      button: "Richieda supporto automotive",
    },
    meta: {
      title: "Logistica automotive e pneumatici in India | Tarang Global Logistics",
      description:
        "Logistica automotive in India: kit CKD e SKD, consegne just-in-time agli stabilimenti intorno a Pune, esportazione di veicoli RoRo, carico di pneumatici e controlli BIS all'importazione.",
      keywords: [
        "logistica automotive India",
        "kit CKD SKD",
        "trasporto RoRo",
        "esportazione pneumatici",
        "consegna just-in-time Pune",
        "trasporto ricambi auto",
      ],
    },
  },
  {
    id: "industrie4",
    title: "Agricoltura e agrochimica",
    description:
      "Logistica per cereali, legumi, prodotti freschi, sementi, fertilizzanti e mezzi tecnici agricoli, con gestione di certificati fitosanitari, fumigazione e documentazione APEDA.",
    image: image(
      "industrie4",
      "Illustrazione di sacchi di cereali in iuta e in polipropilene intrecciato con sacchi di fertilizzante accanto a un container",
    ),
    expertise: [
      "Le esportazioni agricole dall'India dipendono dalla correttezza dei documenti tanto quanto dal trasporto. Aiutiamo gli esportatori con i certificati di registrazione e iscrizione APEDA per i prodotti elencati, i certificati fitosanitari dell'autorità per la quarantena vegetale, i certificati di origine ed eventuali analisi di qualità o di residui richieste dall'acquirente. Per riso, legumi, semi oleosi e alimenti trasformati prenotiamo i container, organizziamo l'ispezione al punto di carico e coordiniamo la fumigazione da parte di ditte accreditate, affinché il certificato corrisponda al container e alla data del trattamento.",
      "La scelta dell'imballaggio incide sia sui costi sia sulle condizioni della merce. Cereali e semi oleosi viaggiano di solito in sacchi di iuta o di polipropilene intrecciato, talvolta con sacco interno, mentre prodotti freschi come uva, melograni e manghi richiedono cartoni ventilati e container reefer impostati alla temperatura corretta. Prima del carico controlliamo che i container siano puliti, privi di fori e di odori, utilizziamo rivestimenti in carta kraft e assorbitori di umidità contro la condensa nei viaggi lunghi, e registriamo al carico numero di sacchi e pesi a supporto di eventuali reclami.",
      "L'agricoltura è stagionale, e i picchi di raccolta, come la stagione dell'uva di Nashik e l'arrivo dei raccolti rabi e kharif, concentrano in poche settimane la domanda di container, camion e slot di fumigazione: per questo pianifichiamo la capacità con gli esportatori in anticipo. Sul fronte dei mezzi tecnici, le importazioni di fertilizzanti devono rispettare le specifiche del Fertiliser (Control) Order e i fitofarmaci richiedono la registrazione CIB&RC. Verifichiamo questi aspetti prima della spedizione e distribuiamo tramite depositi autorizzati ai rivenditori in tempo per il calendario delle semine.",
    ],
    cta: {
      title: "Le serve supporto per la logistica agricola?",
      description: "Ci indichi coltura o mezzo tecnico, volume e destinazione: Le illustreremo documenti, fumigazione e piano container.",
      button: "Parli con i nostri esperti agricoli",
    },
    meta: {
      title: "Logistica per agricoltura e agrochimica | Tarang Global Logistics",
      description:
        "Logistica per export agricolo e mezzi tecnici in India: documentazione APEDA, certificati fitosanitari, fumigazione dei container, prodotti freschi in reefer e pianificazione della capacità stagionale.",
      keywords: [
        "logistica export agroalimentare India",
        "documentazione APEDA",
        "certificato fitosanitario",
        "fumigazione container",
        "export prodotti freschi reefer",
        "importazione fertilizzanti",
      ],
    },
  },
  {
    id: "industrie5",
    title: "Metalli e leghe",
    description:
      "Coil, lamiere, barre, tubi d'acciaio e metalli non ferrosi trasportati in container e come merce convenzionale, con pianificazione dei pesi, rizzaggio sicuro e protezione dalla corrosione.",
    image: image("industrie5", "Illustrazione di coil d'acciaio su culle di legno e fasci di barre reggiati su un container flat rack"),
    expertise: [
      "Le merci metalliche sono dense, per cui la maggior parte dei carichi raggiunge il limite di peso molto prima di riempire lo spazio. Pianifichiamo ogni container o camion in funzione del carico utile, dei limiti di carico per asse su strada e della massa lorda verificata (VGM) richiesta dalla convenzione SOLAS, e distribuiamo il peso in modo che il pianale del container non sia sovraccaricato in un solo punto. I coil laminati a caldo e a freddo vengono caricati con l'occhio in orizzontale o in verticale su culle di legno o selle d'acciaio, rizzati ai punti di ancoraggio del container e fotografati prima della chiusura e sigillatura delle porte.",
      "Prodotti lunghi, tubi, profilati strutturali e fasci che superano le dimensioni del container viaggiano su flat rack o container open top, oppure come merce convenzionale (breakbulk) dove la tratta lo consente. Predisponiamo materiale di stivaggio, rizzaggi dimensionati per il carico e, se l'acquirente lo richiede, una perizia al carico. Lingotti, billette e catodi di rame vengono pallettizzati o reggiati in fasci, e confrontiamo numeri di colata, marcature e numero di fasci con la packing list, affinché ciò che arriva corrisponda al certificato di collaudo dell'acciaieria.",
      "In mare la corrosione è un rischio concreto: le escursioni termiche generano condensa all'interno dei container. A seconda del prodotto utilizziamo imballaggi VCI, sacchetti di essiccante, rivestimenti assorbenti e coperture protettive sulle attrezzature aperte. All'importazione, molti prodotti siderurgici richiedono la registrazione nello Steel Import Monitoring System e la conformità alle ordinanze BIS sul controllo qualità, mentre i prodotti di rame e alluminio richiedono la registrazione nel Non-Ferrous Metal Import Monitoring System. Verifichiamo questi aspetti prima che la merce arrivi, per evitare controstallie in porto.",
    ],
    cta: {
      title: "Le serve supporto per la logistica dei metalli?",
      description: "Ci indichi prodotto, dimensioni e pesi: pianificheremo attrezzature, rizzaggio e protezione per la tratta.",
      button: "Richieda supporto per i metalli",
    },
    meta: {
      title: "Logistica di metalli e leghe in India | Tarang Global Logistics",
      description:
        "Logistica di acciaio e metalli non ferrosi: carico di coil e fasci, flat rack, rizzaggio, protezione dalla corrosione e controlli SIMS, NFMIMS e BIS all'importazione.",
      keywords: [
        "logistica metalli India",
        "spedizione coil acciaio",
        "carico su flat rack",
        "rizzaggio del carico",
        "protezione dalla corrosione",
        "registrazione SIMS",
      ],
    },
  },
  {
    id: "industrie6",
    title: "Insetticidi e pesticidi",
    description:
      "Trasporto accurato di pesticidi tecnici e formulati, con verifica della registrazione CIB&RC, gestione delle merci pericolose, segregazione e depositi autorizzati.",
    image: image(
      "industrie6",
      "Illustrazione di fusti e cartoni di pesticidi con etichette di pericolo tenuti separati dalle altre merci in una campata di magazzino",
    ),
    expertise: [
      "Insetticidi, fungicidi ed erbicidi sono disciplinati in India dall'Insecticides Act, 1968, e nessun prodotto può essere importato, fabbricato o venduto senza la registrazione del Central Insecticides Board and Registration Committee (CIB&RC). Prima di prenotare un'importazione verifichiamo che l'importatore disponga di una registrazione valida per il principio tecnico o il formulato in questione e che etichette e foglietti illustrativi rispettino il formato approvato. Per le esportazioni partiamo dai requisiti di registrazione dell'acquirente e dalla SDS del prodotto per costruire un set di documenti che il paese di destinazione accetterà.",
      "La maggior parte dei pesticidi è merce pericolosa. I principi attivi tecnici e molti formulati rientrano nella classe 6.1 delle sostanze tossiche, i concentrati emulsionabili a base di solventi possono essere liquidi infiammabili di classe 3, e molti prodotti sono anche inquinanti marini secondo il Codice IMDG. Classifichiamo ogni prodotto insieme al mittente, applichiamo marchi ed etichette corretti e rispettiamo le regole di segregazione, affinché i pesticidi non siano mai stivati con alimenti, mangimi o classi incompatibili nello stesso container, nella stessa campata di magazzino o nello stesso camion.",
      "Stoccaggio e trasporto interno richiedono la stessa cura. Utilizziamo magazzini autorizzati per lo stoccaggio di insetticidi, con aree con bacino di contenimento, kit antisversamento e ventilazione, e trasporti su strada con autisti formati muniti di schede TREM e delle informazioni di emergenza del prodotto. La distribuzione segue il calendario delle semine: pianifichiamo le posizioni di stock in anticipo rispetto alla domanda kharif e rabi e trasferiamo la merce ai depositi statali e ai rivenditori, registrando numeri di lotto e date di scadenza per poter tracciare rapidamente qualsiasi richiamo.",
    ],
    cta: {
      title: "Le serve supporto per la logistica agrochimica?",
      description:
        "Ci invii i dati di registrazione e la SDS del prodotto: il nostro team pianificherà imballaggio, stoccaggio e trasporto conformi.",
      button: "Contatti il team agrochimico",
    },
    meta: {
      title: "Logistica di insetticidi e pesticidi | Tarang Global Logistics",
      description:
        "Logistica di pesticidi in India: verifica registrazione CIB&RC, gestione di classe 6.1 e inquinanti marini, segregazione, depositi autorizzati e distribuzione stagionale.",
      keywords: [
        "logistica pesticidi India",
        "trasporto agrofarmaci",
        "registrazione CIB&RC",
        "segregazione merci pericolose",
        "stoccaggio insetticidi",
        "trasporto inquinanti marini",
      ],
    },
  },
  {
    id: "industrie7",
    title: "Polimeri",
    description:
      "Logistica per granuli polimerici, resine e masterbatch in sacchi e alla rinfusa, con pallettizzazione, protezione dall'umidità e pianificazione del carico dei container.",
    image: image(
      "industrie7",
      "Illustrazione di pallet avvolti in film estensibile con sacchi di granuli polimerici e big bag all'interno di un container",
    ),
    expertise: [
      "La maggior parte dei polimeri viaggia in granuli in sacchi da 25 kg, su pallet o in big bag, e il modo in cui vengono impilati incide sia sui danni sia sul costo del nolo. Pianifichiamo gli schemi di carico in modo che ogni container sfrutti appieno il carico utile, pallettizzato o sfuso, senza schiacciare gli strati inferiori, e utilizziamo cappucci estensibili o film termoretraibile per mantenere stabili i sacchi durante il trasporto. Numero di sacchi, numeri di lotto e gradi vengono confrontati al carico con la packing list, così il destinatario può ricevere per lotto senza dover riordinare la merce.",
      "L'umidità è il principale rischio per la qualità. I gradi igroscopici come nylon, PET e policarbonato perdono qualità di lavorazione se assorbono acqua, e la condensa all'interno di un container può bagnare i sacchi esterni anche in viaggi brevi. Utilizziamo liner per container, essiccanti e imballaggi barriera all'umidità dove il grado lo richiede, evitiamo di lasciare container carichi sotto la pioggia monsonica nei piazzali scoperti e manteniamo lo stoccaggio asciutto e al coperto. Per i trasporti alla rinfusa possiamo predisporre container dotati di liner per lo scarico diretto nel silo del cliente.",
      "Il commercio di polimeri in India collega i produttori del Gujarat e del Maharashtra, le importazioni tramite Nhava Sheva, Mundra e Chennai e un'ampia base di trasformatori nei distretti industriali. Gestiamo entrambe le estremità: sdoganamento all'importazione con la corretta classificazione nel capitolo 39, verifiche rispetto a eventuali ordinanze BIS sul controllo qualità applicabili al grado, e distribuzione nazionale a carico parziale a stampatori, produttori di film e compoundatori. Il magazzinaggio vicino al porto consente ai clienti di richiamare la merce in lotti più piccoli secondo le esigenze della produzione.",
    ],
    cta: {
      title: "Le serve supporto per la logistica dei polimeri?",
      description: "Ci indichi grado, imballaggio e tratta: pianificheremo carico, protezione dall'umidità e consegna.",
      button: "Richieda supporto per i polimeri",
    },
    meta: {
      title: "Logistica dei polimeri in India | Tarang Global Logistics",
      description:
        "Logistica di polimeri e resine in India: piani di carico per granuli in sacchi, pallettizzazione, protezione dall'umidità, liner per rinfuse, sdoganamento all'importazione e stock a richiamo.",
      keywords: [
        "logistica polimeri India",
        "spedizione granuli plastici",
        "sdoganamento importazione resine",
        "pallettizzazione",
        "protezione dall'umidità",
        "container con liner per rinfuse",
      ],
    },
  },
  {
    id: "industrie8",
    title: "Macchinari e utensili",
    description:
      "Logistica per macchinari industriali, macchine utensili e ricambi, dall'imballaggio in casse per l'export e dai sopralluoghi di percorso al trasporto fuori sagoma e alla consegna sulla fondazione.",
    image: image(
      "industrie8",
      "Illustrazione di una macchina industriale in cassa rizzata su un flat rack con un rimorchio idraulico accanto",
    ),
    expertise: [
      "I macchinari viaggiano in molte forme, da una singola macchina CNC in cassa a un'intera linea di produzione spedita in decine di colli. Partiamo dall'esame di disegni, pesi e baricentri, poi scegliamo tra container standard, open top, flat rack e merce convenzionale. L'imballaggio per l'esportazione utilizza casse in legno trattato secondo ISPM-15 con pattini, protezione VCI e indicazioni di sollevamento chiare, e ogni collo è riportato in una packing list dettagliata affinché la dogana e il team di cantiere possano abbinare i componenti alla sequenza di montaggio.",
      "Le merci fuori sagoma (ODC) richiedono una pianificazione ben prima che la macchina sia pronta. Effettuiamo sopralluoghi di percorso per verificare ponti, linee aeree, raggi di curvatura e condizioni stradali tra il porto e il cantiere, e ci occupiamo dei permessi e delle scorte richiesti dalle autorità statali e dai gestori autostradali. Prenotiamo rimorchi modulari idraulici, gru e carrelli elevatori per i punti di carico e scarico, e pianifichiamo il rizzaggio con catene e tenditori affinché i carichi restino fissati nei lunghi trasferimenti su strada.",
      "All'importazione, i beni strumentali vengono spesso sdoganati nell'ambito di regimi come l'EPCG o come importazioni di progetto registrate presso la dogana, mentre i macchinari usati richiedono al momento dello sdoganamento il certificato di un ingegnere abilitato (chartered engineer). Prepariamo i documenti in base al regime scelto e ci coordiniamo con i tecnici del costruttore per la consegna sulla fondazione. Per utensili e ricambi offriamo soluzioni più rapide via aerea e tramite corriere, così che un guasto nello stabilimento di un cliente non debba attendere la prossima partenza della nave.",
    ],
    cta: {
      title: "Deve trasportare macchinari pesanti?",
      description: "Ci indichi dimensioni, pesi e ubicazione del cantiere: pianificheremo imballaggio, attrezzature e percorso.",
      button: "Richieda supporto per i macchinari",
    },
    meta: {
      title: "Logistica di macchinari e utensili in India | Tarang Global Logistics",
      description:
        "Logistica di macchinari in India: casse per export ISPM-15, trasporto fuori sagoma, sopralluoghi di percorso, flat rack, rizzaggio, sdoganamento EPCG e importazioni di progetto.",
      keywords: [
        "logistica macchinari India",
        "trasporto eccezionale fuori sagoma",
        "trasporti project cargo",
        "imballaggio in casse per export",
        "sopralluogo di percorso",
        "spedizione colli pesanti",
      ],
    },
  },
  {
    id: "industrie10",
    title: "Vernici",
    description:
      "Logistica per vernici decorative e industriali, rivestimenti e relative materie prime, con gestione delle merci infiammabili, cura di fusti e secchi e distribuzione ai rivenditori.",
    image: image(
      "industrie10",
      "Illustrazione di fusti di vernice e secchi pallettizzati con etichette per liquidi infiammabili pronti per il carico",
    ),
    expertise: [
      "Le vernici a solvente, i diluenti, le vernici trasparenti e molti rivestimenti sono liquidi infiammabili della classe 3 della normativa sulle merci pericolose, spesso spediti come UN 1263, pitture o materiali simili alle pitture. Confermiamo dalla SDS numero ONU, punto di infiammabilità e gruppo di imballaggio, verifichiamo se le spedizioni rientrano nelle quantità limitate e prepariamo la dichiarazione IMDG per il trasporto marittimo o la dichiarazione del mittente secondo le IATA Dangerous Goods Regulations per quello aereo. Le idropitture di solito non sono regolamentate, ma lo verifichiamo sulla SDS prima della prenotazione.",
      "Le vernici viaggiano in fusti, secchi, latte e cisternette IBC, e una perdita o un'ammaccatura causa sia la perdita del prodotto sia la contaminazione di altre merci. Pallettizziamo e avvolgiamo con film estensibile secchi e latte, carichiamo i fusti in verticale con le chiusure verso l'alto e utilizziamo materiale di stivaggio e barre di bloccaggio per impedire movimenti nel container. I fusti vengono movimentati con pinze per fusti o su pallet, mai fatti rotolare, e ogni carico viene controllato per individuare contenitori che trasudano prima della sigillatura. Pigmenti, resine e solventi sono pianificati insieme ai prodotti finiti.",
      "Stoccaggio e trasporto interno seguono la stessa disciplina. Utilizziamo magazzini con sistemi di rilevazione e spegnimento incendi e ventilazione adatti ai liquidi infiammabili, teniamo lo stock di classe 3 separato da comburenti e altre merci incompatibili e inviamo mezzi con autisti formati muniti di schede TREM. La distribuzione a rivenditori e cantieri avviene a carico parziale, pianificata per percorso e con attenzione all'esposizione al calore nei mesi estivi, e gestiamo il reso della merce danneggiata o scaduta secondo le istruzioni del produttore, per la rilavorazione o lo smaltimento.",
    ],
    cta: {
      title: "Le serve supporto per la logistica delle vernici?",
      description: "Ci indichi prodotti, formati e destinazioni: pianificheremo stoccaggio, spedizione e consegna conformi.",
      button: "Contatti il team vernici",
    },
    meta: {
      title: "Logistica di vernici e rivestimenti in India | Tarang Global Logistics",
      description:
        "Logistica delle vernici in India: documentazione per merci infiammabili di classe 3, movimentazione di fusti e secchi, stoccaggio segregato e distribuzione ai rivenditori per percorso.",
      keywords: [
        "logistica vernici India",
        "trasporto merci infiammabili",
        "vernici UN 1263",
        "movimentazione fusti",
        "distribuzione rivestimenti",
      ],
    },
  },
  {
    id: "industrie11",
    title: "Apparecchiature medicali",
    description:
      "Movimentazione accurata di apparecchiature diagnostiche, di imaging e chirurgiche, dalla verifica delle licenze di importazione alla consegna pronta per l'installazione presso ospedali e laboratori.",
    image: image(
      "industrie11",
      "Illustrazione di apparecchiature di imaging in casse con indicatori di inclinazione consegnate a un ospedale",
    ),
    expertise: [
      "Le apparecchiature medicali sono fragili, di valore e spesso legate alla data di messa in servizio di un ospedale. Pianifichiamo ogni spedizione secondo le istruzioni di movimentazione del costruttore, compresi i limiti di inclinazione e di urto, e utilizziamo dove necessario veicoli con sospensioni pneumatiche, indicatori di urto e di inclinazione e casse protettive. Sistemi di imaging, analizzatori di laboratorio e monitor paziente sono conservati in aree pulite e coperte, e le unità di alto valore viaggiano su mezzi tracciati con passaggi di consegne firmati a ogni anello della catena, così che la responsabilità sia sempre chiara.",
      "Lo sdoganamento all'importazione dipende dal dispositivo. Ai sensi delle Medical Devices Rules, 2017, i dispositivi medici richiedono una licenza di importazione della CDSCO, e le apparecchiature che producono raggi X, come TC, mammografi e apparecchi radiografici, richiedono anche l'approvazione dell'Atomic Energy Regulatory Board. Verifichiamo tutto ciò prima della spedizione, confermiamo i requisiti di etichettatura e prepariamo la dichiarazione di importazione (bill of entry) con la classificazione corretta, così che le apparecchiature non restino ferme in porto mentre si correggono i documenti.",
      "La consegna è pianificata come primo passo dell'installazione. Verifichiamo in anticipo il percorso di accesso all'ospedale, le dimensioni degli ascensori, la portata dei solai e la larghezza delle porte, e organizziamo squadre di montaggio, montascale o gru per le unità pesanti come risonanze magnetiche e TC. Le apparecchiature vengono disimballate nella sala di installazione o consegnate ai tecnici del costruttore come concordato, il materiale di imballaggio viene rimosso dal sito e coordiniamo la logistica di ritorno per le unità dimostrative e gli articoli inviati in riparazione.",
    ],
    cta: {
      title: "Le serve logistica per apparecchiature medicali?",
      description:
        "Ci invii l'elenco delle apparecchiature e i dettagli del sito: pianificheremo sdoganamento e consegna pronta per l'installazione.",
      button: "Contatti il team medicale",
    },
    meta: {
      title: "Logistica di apparecchiature medicali in India | Tarang Global Logistics",
      description:
        "Logistica di apparecchiature medicali in India: verifiche CDSCO e AERB all'importazione, trasporto con monitoraggio degli urti e consegna pronta per l'installazione a ospedali e laboratori.",
      keywords: [
        "logistica apparecchiature medicali India",
        "importazione dispositivi medici",
        "licenza di importazione CDSCO",
        "approvazione AERB",
        "consegna apparecchiature ospedaliere",
        "movimentazione merci fragili",
      ],
    },
  },
  {
    id: "industrie12",
    title: "Cosmetici",
    description:
      "Importazione, stoccaggio e distribuzione di prodotti per la cura della pelle e dei capelli, profumi e make-up, con verifica delle registrazioni CDSCO, movimentazione accurata e rifornimento per l'e-commerce.",
    image: image(
      "industrie12",
      "Illustrazione di cartoni di vasetti per la cura della pelle, flaconi di profumo e cofanetti di trucco su uno scaffale di magazzino",
    ),
    expertise: [
      "In India i cosmetici importati devono essere coperti da un certificato di registrazione rilasciato dalla CDSCO ai sensi delle Cosmetics Rules, 2020, e i prodotti devono essere conformi agli standard BIS e ai requisiti di etichettatura applicabili. Verifichiamo la registrazione di ogni marchio e prodotto prima della spedizione, controlliamo che le etichette riportino i dati dell'importatore e le dichiarazioni richieste dalle Legal Metrology (Packaged Commodities) Rules, 2011, e prepariamo la dichiarazione di importazione (bill of entry) in modo che l'ufficio portuale possa svincolare la merce senza richieste di chiarimenti che fanno maturare controstallie.",
      "Molti cosmetici sono sensibili al calore e alla movimentazione. Creme, rossetti ed emulsioni possono separarsi o ammorbidirsi con le temperature estive indiane, per cui utilizziamo uno stoccaggio a temperatura controllata e pianifichiamo il transito evitando lunghe soste al caldo. Flaconi di vetro e cofanetti richiedono una protezione a livello di cartone e un'attenta pallettizzazione. Profumi e aerosol sono spesso merci pericolose, di norma di classe 3 o classe 2, e prepariamo le dichiarazioni e gli imballaggi che richiedono per il trasporto aereo e marittimo.",
      "Molti marchi di bellezza vendono tramite i propri siti web e i marketplace online oltre che nei negozi. Conserviamo lo stock in un magazzino doganale o nazionale, effettuiamo il picking e l'imballaggio a livello di SKU e inviamo le spedizioni di rifornimento ai centri logistici dei marketplace negli slot di consegna che assegnano, con etichette e codici a barre secondo le loro specifiche. Numeri di lotto e date di scadenza sono tracciati in magazzino, così la merce viene spedita secondo il criterio FEFO (first-expiry-first-out) e qualsiasi richiamo può essere tracciato rapidamente.",
    ],
    cta: {
      title: "Le serve supporto per la logistica dei cosmetici?",
      description: "Ci parli della Sua gamma e dei Suoi canali di vendita: pianificheremo sdoganamento, stoccaggio e rifornimento.",
      button: "Contatti il team cosmetici",
    },
    meta: {
      title: "Logistica dei cosmetici in India | Tarang Global Logistics",
      description:
        "Logistica dei cosmetici in India: verifica delle registrazioni di importazione CDSCO, controllo delle etichette, stoccaggio attento alla temperatura e rifornimento dei marketplace e-commerce.",
      keywords: [
        "logistica cosmetici India",
        "registrazione importazione cosmetici",
        "cosmetici CDSCO",
        "fulfilment e-commerce bellezza",
        "stoccaggio a temperatura controllata",
      ],
    },
  },
  {
    id: "industrie13",
    title: "Spezie",
    description:
      "Logistica per l'esportazione di spezie intere e macinate, con registrazione presso lo Spices Board, analisi pre-imbarco, controllo dell'umidità e fumigazione dei container.",
    image: image("industrie13", "Illustrazione di sacchi di iuta con peperoncini, curcuma e pepe caricati in un container rivestito"),
    expertise: [
      "Le esportazioni di spezie dipendono dalla documentazione tanto quanto dal prodotto. Gli esportatori devono avere un Certificate of Registration as Exporter of Spices (CRES) rilasciato dallo Spices Board, e molti paesi di destinazione e acquirenti richiedono analisi pre-imbarco presso laboratori accreditati per residui di pesticidi, aflatossine, ossido di etilene o carica microbica. Coordiniamo campionamento e analisi in modo da avere i risultati prima del cut-off della nave, e prepariamo certificati fitosanitari, certificati di origine e certificati sanitari secondo le richieste del paese di destinazione.",
      "Gli acquirenti negli Stati Uniti indicano di solito le specifiche di pulizia ASTA, che fissano limiti per materie estranee, danni da insetti e muffe, mentre gli acquirenti europei verificano i livelli di aflatossine e ocratossina rispetto ai limiti UE. Entrambi gli aspetti sono strettamente legati all'umidità. Controlliamo che i container siano puliti, asciutti e privi di odori, li rivestiamo con carta kraft e utilizziamo essiccanti per limitare la condensa nei viaggi lunghi. La merce viene caricata solo dopo la conferma dell'essiccazione, e si evita il più possibile il carico sotto la pioggia monsonica.",
      "Le spezie intere come peperoncini, curcuma, cumino e pepe nero vengono spesso fumigate nel container prima della spedizione per controllare gli insetti delle derrate. Affidiamo la fumigazione a ditte approvate dall'autorità per la quarantena vegetale, di solito con fosfuro di alluminio o con bromuro di metile dove il paese di destinazione lo prescrive, e ci assicuriamo che certificato, numero del container e data del trattamento corrispondano. Dalle regioni di coltivazione del Kerala, dell'Andhra Pradesh, del Tamil Nadu, del Gujarat e del Rajasthan instradiamo la merce tramite Kochi, Chennai, Mundra o Nhava Sheva in base alla rotta dell'acquirente.",
    ],
    cta: {
      title: "Le serve supporto per l'esportazione di spezie?",
      description: "Ci indichi spezia, quantità e destinazione: pianificheremo analisi, fumigazione e spedizione.",
      button: "Contatti il team spezie",
    },
    meta: {
      title: "Logistica per l'esportazione di spezie dall'India | Tarang Global Logistics",
      description:
        "Logistica per l'export di spezie: registrazione Spices Board, analisi pre-imbarco, requisiti di qualità ASTA e UE, controllo dell'umidità e fumigazione dei container dall'India.",
      keywords: [
        "logistica export spezie",
        "registrazione CRES Spices Board",
        "pulizia ASTA",
        "controllo aflatossine",
        "fumigazione container",
        "certificato fitosanitario",
      ],
    },
  },
  {
    id: "industrie14",
    title: "Impianti di trattamento delle acque",
    description:
      "Supporto logistico per apparecchiature d'impianto, prodotti chimici di trattamento e componenti di servizio, da pompe e membrane a skid e serbatoi consegnati in cantiere.",
    image: image(
      "industrie14",
      "Illustrazione di pompe, alloggiamenti per membrane e uno skid di trattamento preassemblato accanto a fusti di prodotti chimici",
    ),
    expertise: [
      "Gli impianti di trattamento delle acque potabili e reflue riuniscono merci di molti fornitori: pompe e motori, recipienti a pressione, filtri, meccanismi per chiarificatori, tubi e valvole, quadri di controllo e skid preassemblati. Gestiamo tutto questo come un unico progetto, consolidando le spedizioni di fornitori esteri e nazionali, tracciando ogni collo rispetto alla distinta materiali del progetto e consegnando in cantiere nell'ordine di cui ha bisogno la squadra di montaggio. Quando le apparecchiature sono importate in base alle Project Import Regulations, aiutiamo a registrare il contratto presso la dogana, così che l'impianto possa essere sdoganato sotto un'unica voce.",
      "Le membrane per osmosi inversa e ultrafiltrazione richiedono cure particolari. Spesso vengono spedite umide in una soluzione conservante all'interno di sacchetti sigillati e non devono gelare, seccarsi o restare al sole diretto: le manteniamo quindi entro le temperature di conservazione indicate dal costruttore e lontano dai piazzali scoperti. Grandi serbatoi, cisterne in vetroresina e skid sono spesso fuori sagoma: per questi effettuiamo sopralluoghi di percorso, pianifichiamo flat rack o rimorchi e organizziamo gru in cantieri che spesso hanno accessi limitati.",
      "I prodotti chimici di trattamento si muovono per tutta la vita operativa di un impianto, non solo alla messa in servizio. L'ipoclorito di sodio e il cloruro ferrico sono merci corrosive di classe 8, alcuni gradi di carbone attivo sono regolamentati come solidi autoriscaldanti, e antincrostanti e polielettroliti richiedono uno stoccaggio asciutto e stabile. Classifichiamo ogni prodotto chimico dalla sua SDS, predisponiamo imballaggi e trasporti conformi e programmiamo consegne ricorrenti di prodotti chimici, membrane di ricambio e ricambi agli impianti in esercizio, così che ai gestori non manchino mai i materiali di consumo.",
    ],
    cta: {
      title: "Le serve logistica per apparecchiature d'impianto o prodotti chimici?",
      description:
        "Da pompe e membrane ai prodotti chimici di trattamento, pianifichiamo ogni spedizione perché arrivi in cantiere quando il progetto ne ha bisogno.",
      button: "Contatti il team progetti",
    },
    meta: {
      title: "Logistica per impianti di trattamento acque | Tarang Global Logistics",
      description:
        "Logistica di progetto per impianti di trattamento delle acque in India: pompe, membrane RO, serbatoi e skid, consegna in cantiere di carichi fuori sagoma e fornitura di prodotti chimici di trattamento.",
      keywords: [
        "logistica progetti trattamento acque",
        "spedizione membrane RO",
        "spedizioni project cargo India",
        "trasporto pompe e skid",
        "trasporto prodotti chimici di trattamento",
        "registrazione importazione di progetto",
      ],
    },
  },
];
