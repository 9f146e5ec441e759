/**
 * Copy for /industries and /industries/{id}. Order matches docs/product/product-spec.md §2.6.
 * Ids run industrie1–8 and industrie10–14; there is deliberately no industrie9.
 * Cosmetics and Water Treatment Plants carry their own copy (see docs/product/decisions.md,
 * 'Copy errors in the observed site').
 */
import type { Industry } from "./types";

const image = (id: string, alt: string): Industry["image"] => ({
  src: `/media/industries/${id}.svg`,
  width: 1200,
  height: 675,
  alt,
});

export const industries: Industry[] = [
  {
    id: "industrie1",
    title: "Speciality In Chemicals",
    description:
      "Compliant movement of hazardous and non-hazardous speciality chemicals by sea, air and road, with DG paperwork, ISO tanks, flexitanks and licensed storage.",
    image: image("industrie1", "Illustration of chemical drums and IBC totes ready for shipment beside an ISO tank container"),
    expertise: [
      "Speciality chemicals rarely move as one type of cargo. A single exporter may ship a Class 3 solvent, a Class 8 corrosive and a non-regulated intermediate in the same month, each with its own packing, labelling and carrier acceptance rules. We read the safety data sheet (MSDS/SDS) for every product before booking, confirm the UN number, class and packing group, and prepare the IMDG dangerous goods declaration and container packing certificate. Where a shipping line needs to approve DG cargo before acceptance, we file the request early so that the sailing is not missed.",
      "Packaging is matched to the product and the volume. Drums, jerrycans and IBC totes move in standard containers with proper blocking and bracing. Larger liquid volumes go in ISO tank containers, while non-hazardous liquids such as certain oils, glycols and additives can travel in flexitanks at a lower cost per litre. We check tank cleaning certificates, previous-cargo history and heating requirements, and we arrange dedicated or food-grade equipment when a customer's specification calls for it.",
      "In India, petroleum-class products stored in quantity need premises licensed by PESO, and hazardous chemicals are also governed by the Manufacture, Storage and Import of Hazardous Chemical Rules, 1989. We use suitably licensed warehouses and placarded road transport with trained drivers carrying TREM cards between plants in Gujarat and Maharashtra and the ports of Nhava Sheva, Mundra and Hazira. Our customs team handles classification and clearance, and each shipment is tracked until it reaches the consignee.",
    ],
    cta: {
      title: "Need Chemical Logistics Support?",
      description: "Share your product's SDS and the lane, and our team will advise on packing, documentation and the right equipment.",
      button: "Contact Our Team",
    },
    meta: {
      title: "Speciality Chemical Logistics in India | Tarang Global Logistics",
      description:
        "Hazardous and non-hazardous chemical logistics from Navi Mumbai: IMDG documentation, ISO tanks, flexitanks, PESO-licensed storage and customs clearance.",
      keywords: [
        "chemical logistics India",
        "dangerous goods shipping",
        "IMDG DG cargo",
        "ISO tank containers",
        "flexitank shipping",
        "PESO licensed warehouse",
      ],
    },
  },
  {
    id: "industrie2",
    title: "Pharmaceutical",
    description:
      "Temperature-controlled freight for medicines, APIs and clinical supplies, with 2–8 °C and 15–25 °C lanes, data loggers and regulatory paperwork handled.",
    image: image("industrie2", "Illustration of insulated pharmaceutical shippers with a temperature data logger on an air cargo pallet"),
    expertise: [
      "Pharmaceutical cargo is judged on its temperature record as much as on its arrival date. We plan each shipment around the product's labelled storage condition, typically 2–8 °C for vaccines and biologics or 15–25 °C for many finished formulations, and choose between passive insulated shippers, active temperature-controlled containers and reefer containers accordingly. Calibrated data loggers travel with the cargo, and we share the downloaded readings with the shipper after delivery so that any excursion can be assessed against the product's stability data.",
      "Pharma exports from western India commonly leave through Chhatrapati Shivaji Maharaj International Airport in Mumbai, where cargo is tendered to the temperature-controlled export area of the air cargo terminal. We coordinate pre-conditioned pickups from manufacturing sites in Maharashtra and Gujarat, book carriers that can hold cargo in the right temperature zone at transit hubs, and time tendering so that shipments do not wait on the apron. For sea freight of less sensitive products, we use reefer containers from Nhava Sheva with set-point checks before stuffing.",
      "Documentation follows the regulator and the destination. Imports of drugs and APIs need a valid CDSCO registration certificate and import licence, and we check these before the cargo arrives so that clearance at the CDSCO port office is not held up. For exports, we prepare invoices, packing lists and certificates of analysis as the buyer and destination require. Throughout, we apply Good Distribution Practice principles: clean, qualified vehicles, controlled handovers, a documented chain of custody and prompt reporting of any deviation.",
    ],
    cta: {
      title: "Need Pharma Logistics Support?",
      description: "Tell us the product, storage range and destination, and we will propose a lane with packaging and monitoring to suit.",
      button: "Contact Pharma Team",
    },
    meta: {
      title: "Pharmaceutical Logistics in India | Tarang Global Logistics",
      description:
        "Temperature-controlled pharma logistics from Mumbai: 2–8 °C and 15–25 °C lanes, data loggers, GDP-based handling and CDSCO import documentation.",
      keywords: [
        "pharmaceutical logistics India",
        "cold chain Mumbai",
        "2–8 °C shipping",
        "pharma air freight",
        "CDSCO import clearance",
        "GDP distribution",
      ],
    },
  },
  {
    id: "industrie3",
    title: "Automobile & Tyre",
    description:
      "Inbound parts, CKD and SKD kits, tyres and finished vehicles moved on schedule, from RoRo and container ports to just-in-time delivery at plant gates.",
    image: image("industrie3", "Illustration of stacked tyres, parts crates and new cars lined up for loading onto a RoRo vessel"),
    expertise: [
      "Automotive supply chains run on fixed production schedules, so we plan freight around the assembly line rather than the carrier's calendar. For imported CKD and SKD kits, we agree packing specifications, returnable racks and part-number labelling with suppliers, then clear and deliver in sequence to plants in the Chakan, Talegaon and Pimpri-Chinchwad belt around Pune and elsewhere in India. Where a plant runs just-in-time, we hold buffer stock in a nearby warehouse and dispatch to the delivery windows agreed with its stores team.",
      "Finished vehicles for export move on roll-on/roll-off vessels from ports such as Mumbai, Kamarajar Port at Ennore and Mundra, or in containers for smaller volumes and high-value units. We arrange car carriers to the port, inspection and damage recording at each handover, and the shipping and customs documents the line and the destination need. Two-wheelers, tractors and construction equipment are crated, racked or lashed to suit the carrier and the handling at the receiving port.",
      "Tyres are usually floor-loaded in containers, laced or stacked to make full use of the space, and we agree the load pattern with the shipper before stuffing. Imported tyres must carry BIS certification under the quality control order for pneumatic tyres, so we verify the marking and licence details before filing the bill of entry. For spare parts and aftermarket distribution, we run smaller, more frequent consignments with careful HS code checks, since a single shipment of parts often spans many tariff lines.",
    ],
    cta: {
      title: "Need Automotive Logistics Support?",
      description: "Share your production schedule or export plan, and we will map out freight, clearance and delivery windows.",
      button: "Get Automotive Support",
    },
    meta: {
      title: "Automobile & Tyre Logistics in India | Tarang Global Logistics",
      description:
        "Automotive logistics in India: CKD and SKD kits, just-in-time delivery to plants around Pune, RoRo vehicle exports, tyre loading and BIS import checks.",
      keywords: [
        "automotive logistics India",
        "CKD SKD kits",
        "RoRo shipping",
        "tyre export",
        "just-in-time delivery Pune",
        "auto parts freight",
      ],
    },
  },
  {
    id: "industrie4",
    title: "Agriculture & Agrochemical",
    description:
      "Logistics for grains, pulses, fresh produce, seeds, fertilisers and crop inputs, with phytosanitary, fumigation and APEDA paperwork handled.",
    image: image("industrie4", "Illustration of jute and woven polypropylene sacks of grain with fertiliser bags beside a container"),
    expertise: [
      "Agricultural exports from India depend on getting the paperwork right as much as the freight. We help exporters with APEDA registration-cum-membership certificates for scheduled products, phytosanitary certificates from the Plant Quarantine authority, certificates of origin and any buyer-specified quality or residue tests. For rice, pulses, oilseeds and processed foods, we book containers, arrange inspection at the stuffing point and coordinate fumigation by accredited agencies so that the certificate matches the container and the date of treatment.",
      "Packaging choices affect both cost and condition. Grains and oilseeds commonly travel in jute or woven polypropylene bags, sometimes with liners, while fresh produce such as grapes, pomegranates and mangoes needs ventilated cartons and reefer containers at the correct set point. We check containers for cleanliness, holes and odour before loading, use kraft paper lining and desiccants against condensation on long voyages, and keep bag counts and weights recorded at stuffing to support any claim.",
      "Agriculture is seasonal, and harvest peaks such as the Nashik grape season and the arrival of rabi and kharif crops compress demand for containers, trucks and fumigation slots into a few weeks, so we plan capacity with exporters ahead of them. On the input side, fertiliser imports must meet the specifications of the Fertiliser (Control) Order and pesticide inputs need CIB&RC registration. We check these before shipment and distribute through licensed storage to dealers in time for the sowing calendar.",
    ],
    cta: {
      title: "Need Agri Logistics Support?",
      description:
        "Tell us the crop or input, the volume and the destination, and we will outline the documents, fumigation and container plan.",
      button: "Talk to Agri Experts",
    },
    meta: {
      title: "Agriculture & Agrochemical Logistics | Tarang Global Logistics",
      description:
        "Agri export and input logistics in India: APEDA paperwork, phytosanitary certificates, container fumigation, reefer produce and seasonal capacity planning.",
      keywords: [
        "agri export logistics India",
        "APEDA documentation",
        "phytosanitary certificate",
        "container fumigation",
        "reefer produce export",
        "fertiliser import",
      ],
    },
  },
  {
    id: "industrie5",
    title: "Metal & Alloys",
    description:
      "Steel coils, plates, bars, pipes and non-ferrous metals moved by container and breakbulk, with weight planning, secure lashing and corrosion protection.",
    image: image("industrie5", "Illustration of steel coils on timber cradles and strapped bundles of bars on a flat rack container"),
    expertise: [
      "Metal cargo is dense, so most loads reach their weight limit long before they fill the space. We plan each container or truck around its payload, road axle load limits and the verified gross mass required under SOLAS, and spread the weight so that the container floor is not overloaded at a single point. Hot- and cold-rolled coils are loaded eye-to-side or eye-to-sky on timber cradles or steel saddles, lashed to the container's lashing points, and photographed before the doors are sealed.",
      "Long products, pipes, structural sections and bundles that exceed container dimensions move on flat racks or open-top containers, or as breakbulk where the lane supports it. We arrange dunnage, lashing rated for the load and a loading survey where the buyer asks for one. Ingots, billets and copper cathodes are palletised or strapped in bundles, and we confirm heat numbers, marks and bundle counts against the packing list so that what arrives matches the mill test certificate.",
      "Corrosion is a real risk at sea, where temperature swings cause condensation inside containers. Depending on the product, we use VCI wrapping, desiccant bags, absorbent liners and weather protection on open equipment. On the import side, many steel products need registration on the Steel Import Monitoring System and conformity with BIS quality control orders, while copper and aluminium products need registration on the Non-Ferrous Metal Import Monitoring System. We check these before the cargo lands to avoid demurrage at the port.",
    ],
    cta: {
      title: "Need Metal Logistics Support?",
      description: "Share the product, dimensions and weights, and we will plan equipment, lashing and protection for the lane.",
      button: "Request Metal Logistics",
    },
    meta: {
      title: "Metal & Alloys Logistics in India | Tarang Global Logistics",
      description:
        "Steel and non-ferrous metal logistics: coil and bundle loading, flat racks, lashing, corrosion protection and SIMS, NFMIMS and BIS import checks.",
      keywords: [
        "metal logistics India",
        "steel coil shipping",
        "flat rack cargo",
        "cargo lashing",
        "corrosion protection",
        "SIMS registration",
      ],
    },
  },
  {
    id: "industrie6",
    title: "Insecticides & Pesticides",
    description:
      "Careful movement of technical-grade pesticides and formulations, with CIB&RC registration checks, dangerous goods handling, segregation and licensed storage.",
    image: image(
      "industrie6",
      "Illustration of hazard-labelled pesticide drums and cartons kept apart from other cargo in a warehouse bay",
    ),
    expertise: [
      "Insecticides, fungicides and herbicides are regulated in India under the Insecticides Act, 1968, and no product can be imported, manufactured or sold without registration by the Central Insecticides Board and Registration Committee (CIB&RC). Before booking an import, we confirm that the importer holds a valid registration for the technical or formulation concerned, and that labels and leaflets follow the approved format. For exports, we work from the buyer's registration requirements and the product's SDS to build a document set the destination will accept.",
      "Most pesticides are dangerous goods. Technical-grade actives and many formulations fall under Class 6.1 toxic substances, solvent-based emulsifiable concentrates may be Class 3 flammable liquids, and many products are also marine pollutants under the IMDG Code. We classify each product with the shipper, apply the correct marks and labels, and follow segregation rules so that pesticides are never stowed with foodstuffs, animal feed or incompatible classes in the same container, warehouse bay or truck.",
      "Storage and inland transport need the same care. We use warehouses licensed for insecticide storage, with bunded areas, spill kits and ventilation, and road transport with trained drivers who carry TREM cards and the product's emergency information. Distribution follows the sowing calendar, so we plan stock positions ahead of kharif and rabi demand and move goods to state-level depots and dealers, recording batch numbers and expiry dates so that any recall can be traced quickly.",
    ],
    cta: {
      title: "Need Agrochemical Logistics Support?",
      description: "Share the product's registration details and SDS, and our team will plan compliant packing, storage and transport.",
      button: "Contact Agrochemical Team",
    },
    meta: {
      title: "Insecticide & Pesticide Logistics | Tarang Global Logistics",
      description:
        "Pesticide logistics in India: CIB&RC registration checks, Class 6.1 and marine pollutant handling, segregation, licensed storage and seasonal distribution.",
      keywords: [
        "pesticide logistics India",
        "agrochemical transport",
        "CIB&RC registration",
        "dangerous goods segregation",
        "insecticide storage",
        "marine pollutant shipping",
      ],
    },
  },
  {
    id: "industrie7",
    title: "Polymers",
    description:
      "Logistics for polymer granules, resins and masterbatch in bags and bulk, with palletisation, moisture protection and container load planning.",
    image: image("industrie7", "Illustration of stretch-wrapped pallets of bagged polymer granules and jumbo bags inside a container"),
    expertise: [
      "Most polymers move as granules in 25 kg bags, on pallets or in jumbo bags, and the way they are stacked affects both damage and freight cost. We plan load patterns so that each container makes full use of its payload, palletised or floor-loaded, without crushing the bottom layers, and we use stretch hooding or shrink wrapping to keep bags stable in transit. Bag counts, lot numbers and grades are checked at stuffing against the packing list, so the consignee can receive by lot without re-sorting.",
      "Moisture is the main quality risk. Hygroscopic grades such as nylon, PET and polycarbonate lose processing quality if they absorb water, and condensation inside a container can wet outer bags even on short voyages. We use container liners, desiccants and moisture-barrier packing where the grade requires it, avoid leaving loaded containers in monsoon rain at open yards, and keep storage dry and covered. For bulk movements, we can arrange containers fitted with bulk liners for discharge straight into a customer's silo.",
      "Polymer trade in India links producers in Gujarat and Maharashtra, imports through Nhava Sheva, Mundra and Chennai, and a wide base of converters in industrial clusters. We handle both ends: import clearance with correct classification under Chapter 39, checks against any BIS quality control order that applies to the grade, and domestic distribution in part loads to moulders, film makers and compounders. Warehousing near the port lets customers call off stock in smaller lots as their production needs it.",
    ],
    cta: {
      title: "Need Polymer Logistics Support?",
      description: "Tell us the grade, packing and lane, and we will plan the load, moisture protection and delivery.",
      button: "Get Polymer Support",
    },
    meta: {
      title: "Polymer Logistics in India | Tarang Global Logistics",
      description:
        "Polymer and resin logistics in India: bagged granule load planning, palletisation, moisture protection, bulk liners, import clearance and call-off stock.",
      keywords: [
        "polymer logistics India",
        "plastic granules shipping",
        "resin import clearance",
        "palletisation",
        "moisture protection",
        "bulk liner containers",
      ],
    },
  },
  {
    id: "industrie8",
    title: "Machineries & Tools",
    description:
      "Logistics for industrial machinery, machine tools and spares, from export crating and route surveys to ODC transport and delivery to the foundation.",
    image: image("industrie8", "Illustration of a crated industrial machine lashed on a flat rack with a hydraulic trailer alongside"),
    expertise: [
      "Machinery moves in many forms, from a single CNC machine in a crate to a production line shipped in dozens of packages. We start by reviewing drawings, weights and centres of gravity, then choose between standard containers, open tops, flat racks and breakbulk. Export packing uses ISPM-15 treated timber crates with skids, VCI protection and clear lifting marks, and each package is listed on a detailed packing list so that customs and the site team can match parts to the erection sequence.",
      "Over-dimensional cargo (ODC) needs planning well before the machine is ready. We carry out route surveys to check bridges, overhead lines, turning radii and road conditions between the port and the site, and arrange the permits and escorts that state authorities and highway operators require. Hydraulic axle trailers, cranes and forklifts are booked for the loading and unloading points, and we plan lashing with chains and tensioners so that loads stay secure on long road moves.",
      "On the import side, capital goods are often cleared under schemes such as EPCG or as project imports registered with customs, and second-hand machinery needs a chartered engineer's certificate at clearance. We prepare documents to suit the route chosen and coordinate with the manufacturer's engineers for delivery to the foundation. For tools and spare parts, we offer faster air freight and courier options, so that a breakdown at a customer's plant does not have to wait for the next sailing.",
    ],
    cta: {
      title: "Need to Move Heavy Machinery?",
      description: "Share dimensions, weights and the site location, and we will plan the packing, equipment and route.",
      button: "Request Machinery Logistics",
    },
    meta: {
      title: "Machinery & Tools Logistics in India | Tarang Global Logistics",
      description:
        "Machinery logistics in India: ISPM-15 export crating, ODC transport, route surveys, flat racks, lashing, EPCG and project import clearance.",
      keywords: ["machinery logistics India", "ODC transport", "project cargo", "export crating", "route survey", "heavy lift shipping"],
    },
  },
  {
    id: "industrie10",
    title: "Paints",
    description:
      "Logistics for decorative and industrial paints, coatings and their raw materials, with flammable goods handling, careful drum and pail care and dealer distribution.",
    image: image("industrie10", "Illustration of paint drums and palletised pails with flammable liquid labels ready for loading"),
    expertise: [
      "Solvent-based paints, thinners, varnishes and many coatings are flammable liquids under Class 3 of the dangerous goods rules, often shipped as UN 1263, paint or paint related material. We confirm the UN number, flash point and packing group from the SDS, check whether consignments qualify as limited quantities, and prepare the IMDG declaration for sea freight or the shipper's declaration under the IATA Dangerous Goods Regulations for air. Water-based emulsions are usually not regulated, but we confirm this against the SDS before booking.",
      "Paints move in drums, pails, tins and IBCs, and a leak or dent causes both product loss and contamination of other cargo. We palletise and stretch-wrap pails and tins, load drums upright with closures on top, and use dunnage and load bars to stop movement in the container. Drums are handled with drum grabs or on pallets rather than rolled, and every load is checked for weeping containers before sealing. Pigments, resins and solvents are planned alongside finished goods.",
      "Storage and inland transport follow the same discipline. We use warehouses with fire detection, suppression and ventilation suited to flammable liquids, keep Class 3 stock segregated from oxidisers and other incompatible goods, and send vehicles with trained drivers carrying TREM cards. Distribution to dealers and project sites runs in part loads planned by route, with attention to heat exposure in the summer months, and we return damaged or expired stock as the manufacturer instructs for reprocessing or disposal.",
    ],
    cta: {
      title: "Need Paint Logistics Support?",
      description: "Tell us the products, pack sizes and destinations, and we will plan compliant storage, shipping and delivery.",
      button: "Contact Paint Logistics",
    },
    meta: {
      title: "Paint & Coatings Logistics in India | Tarang Global Logistics",
      description:
        "Paint logistics in India: Class 3 flammable goods documentation, drum and pail handling, segregated storage and dealer distribution by route.",
      keywords: ["paint logistics India", "flammable goods shipping", "UN 1263 paint", "drum handling", "coatings distribution"],
    },
  },
  {
    id: "industrie11",
    title: "Medical Equipment",
    description:
      "Careful handling of diagnostic, imaging and surgical equipment, from import licence checks to installation-ready delivery at hospitals and laboratories.",
    image: image("industrie11", "Illustration of crated imaging equipment with tilt indicators being delivered to a hospital"),
    expertise: [
      "Medical equipment is fragile, valuable and often tied to a hospital's commissioning date. We plan each consignment with the manufacturer's handling instructions, including tilt and shock limits, and use air-ride vehicles, shock and tilt indicators and protective crating where needed. Imaging systems, laboratory analysers and patient monitors are stored in clean, covered areas, and high-value units move in tracked vehicles with signed handovers at every point in the chain, so that responsibility is always clear.",
      "Import clearance depends on the device. Under the Medical Devices Rules, 2017, medical devices need an import licence from CDSCO, and equipment that produces X-rays, such as CT, mammography and radiography units, also needs approval from the Atomic Energy Regulatory Board. We check these before shipment, confirm labelling requirements, and prepare the bill of entry with the correct classification so that equipment does not sit at the port while documents are corrected.",
      "Delivery is planned as the first step of installation. We survey the hospital's access route, lift sizes, floor loading and door widths in advance, and arrange riggers, stair climbers or cranes for heavy units such as MRI and CT systems. Equipment is unpacked in the installation room or handed over to the manufacturer's engineers as agreed, packing material is removed from site, and we coordinate return logistics for demonstration units and items sent for repair.",
    ],
    cta: {
      title: "Need Medical Equipment Logistics?",
      description: "Share the equipment list and site details, and we will plan clearance and installation-ready delivery.",
      button: "Contact Medical Team",
    },
    meta: {
      title: "Medical Equipment Logistics in India | Tarang Global Logistics",
      description:
        "Medical equipment logistics in India: CDSCO and AERB import checks, shock-monitored transport and installation-ready delivery to hospitals and labs.",
      keywords: [
        "medical equipment logistics India",
        "medical device import",
        "CDSCO import licence",
        "AERB approval",
        "hospital equipment delivery",
        "fragile cargo handling",
      ],
    },
  },
  {
    id: "industrie12",
    title: "Cosmetics",
    description:
      "Import, storage and distribution of skincare, haircare, fragrance and make-up, with CDSCO registration checks, careful handling and e-commerce replenishment.",
    image: image("industrie12", "Illustration of cartons of skincare jars, perfume bottles and make-up compacts on a warehouse shelf"),
    expertise: [
      "Imported cosmetics in India must be covered by a registration certificate issued by CDSCO under the Cosmetics Rules, 2020, and products must conform to the applicable BIS standards and labelling requirements. We check the registration for each brand and product before shipment, confirm that labels carry the importer's details and the declarations required under the Legal Metrology (Packaged Commodities) Rules, 2011, and prepare the bill of entry so that the port office can release goods without queries that add demurrage.",
      "Many cosmetics are sensitive to heat and handling. Creams, lipsticks and emulsions can separate or soften in Indian summer temperatures, so we use temperature-controlled storage and plan transit to avoid long halts in the heat. Glass bottles and compacts need carton-level protection and careful palletisation. Perfumes and aerosol products are often dangerous goods, typically Class 3 or Class 2, and we prepare the declarations and packing they require for air and sea freight.",
      "Many beauty brands sell through their own websites and online marketplaces as well as retail stores. We hold stock in a bonded or domestic warehouse, pick and pack at SKU level, and send replenishment consignments to marketplace fulfilment centres in the appointment slots they allocate, with labels and barcodes to their specifications. Batch numbers and expiry dates are tracked through the warehouse, so stock ships first-expiry-first-out and any recall can be traced quickly.",
    ],
    cta: {
      title: "Need Cosmetics Logistics Support?",
      description: "Tell us about your range and sales channels, and we will plan clearance, storage and replenishment.",
      button: "Contact Cosmetics Team",
    },
    meta: {
      title: "Cosmetics Logistics in India | Tarang Global Logistics",
      description:
        "Cosmetics logistics in India: CDSCO import registration checks, labelling review, temperature-aware storage and e-commerce marketplace replenishment.",
      keywords: [
        "cosmetics logistics India",
        "cosmetics import registration",
        "CDSCO cosmetics",
        "beauty e-commerce fulfilment",
        "temperature-controlled storage",
      ],
    },
  },
  {
    id: "industrie13",
    title: "Spices",
    description:
      "Export logistics for whole and ground spices, with Spices Board registration, pre-shipment testing, moisture control and container fumigation handled.",
    image: image("industrie13", "Illustration of jute sacks of chillies, turmeric and pepper being loaded into a lined container"),
    expertise: [
      "Spice exports depend on documentation as much as on the product. Exporters need a Certificate of Registration as Exporter of Spices (CRES) from the Spices Board, and many destinations and buyers require pre-shipment testing for pesticide residues, aflatoxins, ethylene oxide or microbial load at accredited laboratories. We coordinate sampling and testing so that results are in hand before the vessel cut-off, and prepare phytosanitary certificates, certificates of origin and health certificates as the destination requires.",
      "Buyers in the United States commonly specify ASTA cleanliness specifications, which set limits for extraneous matter, insect damage and mould, while European buyers check aflatoxin and ochratoxin levels against EU limits. Both are closely linked to moisture. We check that containers are clean, dry and free of odour, line them with kraft paper and use desiccants to limit condensation on long voyages. Cargo is stuffed once drying is confirmed, and loading in monsoon rain is avoided wherever possible.",
      "Whole spices such as chillies, turmeric, cumin and black pepper are often fumigated in the container before shipment to control stored-product insects. We arrange fumigation by agencies approved by the Plant Quarantine authority, usually with aluminium phosphide or with methyl bromide where the destination specifies it, and make sure that the certificate, container number and treatment date all match. From growing regions in Kerala, Andhra Pradesh, Tamil Nadu, Gujarat and Rajasthan, we route cargo through Kochi, Chennai, Mundra or Nhava Sheva to suit the buyer's lane.",
    ],
    cta: {
      title: "Need Spice Export Support?",
      description: "Share the spice, quantity and destination, and we will plan testing, fumigation and the shipment.",
      button: "Contact Spice Team",
    },
    meta: {
      title: "Spice Export Logistics in India | Tarang Global Logistics",
      description:
        "Spice export logistics: Spices Board registration, pre-shipment testing, ASTA and EU quality needs, moisture control and container fumigation from India.",
      keywords: [
        "spice export logistics",
        "Spices Board CRES",
        "ASTA cleanliness",
        "aflatoxin control",
        "container fumigation",
        "phytosanitary certificate",
      ],
    },
  },
  {
    id: "industrie14",
    title: "Water Treatment Plants",
    description:
      "Logistics support for plant equipment, treatment chemicals and service components, from pumps and membranes to skids and vessels delivered to site.",
    image: image("industrie14", "Illustration of pumps, membrane housings and a pre-assembled treatment skid beside chemical drums"),
    expertise: [
      "Water and wastewater treatment plants bring together cargo from many suppliers: pumps and motors, pressure vessels, filters, clarifier mechanisms, pipes and valves, control panels and pre-assembled skids. We manage these as one project, consolidating shipments from overseas and domestic vendors, tracking each package against the project's bill of materials and delivering to site in the order the erection team needs. Where equipment is imported under the Project Import Regulations, we help register the contract with customs so that the plant can be cleared under a single heading.",
      "Reverse osmosis and ultrafiltration membranes need particular care. They are often shipped wet in a preservative solution inside sealed bags, and must not freeze, dry out or sit in direct sun, so we keep them within the manufacturer's storage temperatures and out of open yards. Large vessels, FRP tanks and skids are often over-dimensional, and for these we carry out route surveys, plan flat racks or trailers and arrange cranes at sites that frequently have limited access.",
      "Treatment chemicals move throughout a plant's working life, not just at commissioning. Sodium hypochlorite and ferric chloride are corrosive Class 8 goods, some grades of activated carbon are regulated as self-heating solids, and antiscalants and polyelectrolytes need dry, stable storage. We classify each chemical from its SDS, arrange compliant packaging and transport, and schedule repeat deliveries of chemicals, replacement membranes and spares to operating plants so that operators are not left short of consumables.",
    ],
    cta: {
      title: "Need Plant Equipment or Chemical Logistics?",
      description:
        "From pumps and membranes to treatment chemicals, we plan each consignment to reach your site when the project needs it.",
      button: "Contact Project Team",
    },
    meta: {
      title: "Water Treatment Plant Logistics | Tarang Global Logistics",
      description:
        "Project logistics for water treatment plants in India: pumps, RO membranes, vessels and skids, ODC site delivery and treatment chemical supply.",
      keywords: [
        "water treatment project logistics",
        "RO membrane shipping",
        "project cargo India",
        "pump and skid transport",
        "treatment chemical transport",
        "project import registration",
      ],
    },
  },
];

/** The industry with this id, or undefined (including for industrie9). */
export function getIndustry(id: string): Industry | undefined {
  return industries.find((industry) => industry.id === id);
}
