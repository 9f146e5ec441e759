/**
 * Copy and media of the twelve service pages (/services/service1 to
 * /services/service12) and of their cards on /services. Numbering follows
 * docs/product/decisions.md (Routes: Services): 1 Freight Forwarding … 12 Cold Chain Logistics.
 */
import type { Service } from "./types";

/** Card and hero artwork: public/media/services/service{n}-{a|b}.svg, 800×500. */
function image(n: number, variant: "a" | "b", alt: string) {
  return { src: `/media/services/service${n}-${variant}.svg`, width: 800, height: 500, alt };
}

export const services: Service[] = [
  // 1 ─────────────────────────────────────────────────────────────────────
  {
    number: 1,
    title: "Freight Forwarding",
    cardDescription:
      "Sea and air freight from Nhava Sheva, Mundra and Mumbai airport: FCL, LCL, consolidation and door-to-door delivery under the Incoterm you trade on.",
    cardImages: [
      image(1, "a", "Container ship berthed at a port, with gantry cranes loading containers onto its deck"),
      image(1, "b", "Cargo plane on the apron being loaded with pallets of air freight through its nose door"),
    ],
    heroImages: [
      image(1, "a", "Container ship berthed at a port, with gantry cranes loading containers onto its deck"),
      image(1, "b", "Cargo plane on the apron being loaded with pallets of air freight through its nose door"),
    ],
    meta: {
      title: "Freight Forwarding in Navi Mumbai | Tarang Global Logistics",
      description:
        "Sea and air freight forwarding from Navi Mumbai: FCL and LCL from Nhava Sheva and Mundra, air cargo from Mumbai airport, consolidation and door-to-door.",
      keywords: [
        "freight forwarding Navi Mumbai",
        "FCL LCL sea freight JNPT",
        "air freight Mumbai airport",
        "freight forwarder Nhava Sheva",
        "door-to-door shipping India",
        "Incoterms export",
      ],
    },
    intro: [
      "Tarang Global Logistics has been forwarding cargo out of Navi Mumbai since 2009, when we started as Tarang Shipping Agencies. We book and manage sea and air freight for exporters and importers across India, from a single LCL pallet to regular multi-container programmes.",
      "We work on your side of the contract: we compare carriers and routings, secure space, prepare the transport documents and keep you informed from pickup to delivery. As a WCA member we hand over to vetted partner agents at destination, so the same standard of care continues on the far side of the journey.",
    ],
    sections: [
      {
        kind: "cards",
        heading: "Sea and Air Freight Options",
        intro: "One forwarder for every mode, so you can choose on cost and transit time rather than on who is available.",
        items: [
          {
            title: "FCL Sea Freight",
            text: "Full container loads in 20 ft, 40 ft and 40 ft high-cube boxes from JNPT (Nhava Sheva) and Mundra, with open tops, flat racks and reefers on request.",
            icon: "ship",
          },
          {
            title: "LCL and Consolidation",
            text: "Ship part-loads without paying for an empty box. Your cargo is consolidated with other shippers' goods at the container freight station and de-consolidated at destination.",
            icon: "boxes",
          },
          {
            title: "Air Freight",
            text: "Urgent, perishable and high-value cargo from Mumbai's Chhatrapati Shivaji Maharaj International Airport (CSMIA), on direct or transit services.",
            icon: "plane",
          },
          {
            title: "Door-to-Door Delivery",
            text: "Pickup from your factory, export clearance, main carriage, destination clearance and final delivery, managed as one shipment with one point of contact.",
            icon: "truck",
          },
        ],
      },
      {
        kind: "prose",
        heading: "Quoting on the Right Incoterms",
        paragraphs: [
          "The Incoterm in your sales contract decides who pays for each leg of the journey and where risk passes from seller to buyer. A term that does not match how the cargo actually moves is a common cause of disputes and unexpected charges at destination.",
          "We quote to the Incoterms 2020 rule you trade on, whether you sell EXW, FCA or FOB from an Indian port, or deliver CIF, DAP or DDP to your buyer's door. If you are entering a new market, we explain the cost and risk each term places on you before you sign.",
        ],
      },
      {
        kind: "steps",
        heading: "How a Shipment Moves With Us",
        items: [
          {
            title: "Enquiry and Quote",
            text: "You share the cargo details, origin, destination and Incoterm; we reply with routing options, transit times and an all-in quote.",
          },
          {
            title: "Booking and Pickup",
            text: "We confirm space with the carrier, release the container or book the flight, and schedule pickup from your premises.",
          },
          {
            title: "Export Clearance and Loading",
            text: "Shipping bill, stuffing and gate-in at the port or air cargo terminal are handled by our own customs and operations teams.",
          },
          {
            title: "Tracking in Transit",
            text: "You receive milestone updates on departure, transhipment and arrival, and early warning of any delay or rollover.",
          },
          {
            title: "Arrival and Delivery",
            text: "Our partner agent clears the cargo at destination and delivers it, or releases it to your buyer's broker, as the contract requires.",
          },
        ],
      },
      {
        kind: "list",
        heading: "Included in Our Forwarding Service",
        items: [
          "Rate comparison across shipping lines and airlines",
          "Space booking and container release",
          "Bill of lading and air waybill preparation",
          "Dangerous goods bookings with the correct declarations",
          "Marine cargo insurance arranged on request",
          "Milestone tracking and a named coordinator for every shipment",
        ],
      },
    ],
    cta: {
      heading: "Ready to Ship?",
      text: "Tell us what you are moving and where, and we will send you routing options and a clear, all-in freight quote.",
      label: "Get a Freight Quote",
    },
  },

  // 2 ─────────────────────────────────────────────────────────────────────
  {
    number: 2,
    title: "Customs Clearance",
    cardDescription:
      "Import and export clearance at JNPT, Mundra and Mumbai Air Cargo Complex: ICEGATE filing, assessment, examination and duty payment by an AEO-certified team.",
    cardImages: [
      image(2, "a", "Customs officer with a clipboard inspecting cargo inside an open shipping container"),
      image(2, "b", "Shipping documents and a rubber stamp on a desk beside a laptop showing a customs filing screen"),
    ],
    heroImages: [
      image(2, "a", "Customs officer with a clipboard inspecting cargo inside an open shipping container"),
      image(2, "b", "Shipping documents and a rubber stamp on a desk beside a laptop showing a customs filing screen"),
    ],
    meta: {
      title: "Customs Clearance in Navi Mumbai | Tarang Global Logistics",
      description:
        "Import and export customs clearance at JNPT, Mundra and Mumbai airport: ICEGATE bill of entry and shipping bill filing, Faceless Assessment and duty payment.",
      keywords: [
        "customs clearance Navi Mumbai",
        "customs broker JNPT",
        "ICEGATE bill of entry filing",
        "shipping bill filing",
        "Faceless Assessment",
        "AEO customs clearance",
      ],
    },
    intro: [
      "Customs clearance is where a shipment most often stalls: a mismatched HS code, a missing certificate or an unpaid duty challan can keep cargo at the port while demurrage and detention build up. Our customs team handles import and export clearance at JNPT (Nhava Sheva), Mundra, the Mumbai Air Cargo Complex and the inland container depots that serve them.",
      "We file electronically on ICEGATE, follow each assessment through to the end and answer queries as soon as they are raised. Tarang Global Logistics is AEO certified, so our own processes are audited against the security and compliance standards customs sets for trusted operators.",
    ],
    sections: [
      {
        kind: "steps",
        heading: "The Clearance Process",
        intro: "The same sequence applies to imports and exports; we manage every stage and tell you where your shipment stands.",
        items: [
          {
            title: "Document Check",
            text: "We review the invoice, packing list, bill of lading or air waybill and any licences before filing, so errors are caught at our desk rather than at the port.",
          },
          {
            title: "Filing on ICEGATE",
            text: "We file the bill of entry for imports or the shipping bill for exports, with supporting documents uploaded through e-Sanchit.",
          },
          {
            title: "Assessment",
            text: "The Risk Management System routes the filing for facilitation or assessment; under Faceless Assessment we answer any query online with the evidence the officer needs.",
          },
          {
            title: "Examination",
            text: "If the consignment is selected for examination, our staff attend at the CFS or terminal with the officer and keep you informed of the outcome.",
          },
          {
            title: "Duty Payment and Release",
            text: "Duty is paid online through ICEGATE, and we obtain Out of Charge for imports or the Let Export Order for exports so the cargo can move.",
          },
        ],
      },
      {
        kind: "cards",
        heading: "Clearance Services",
        items: [
          {
            title: "Import Clearance",
            text: "Bill of entry filing, including advance filing before arrival where it speeds up release, with correct classification and duty calculation.",
            icon: "file-text",
          },
          {
            title: "Export Clearance",
            text: "Shipping bill filing with drawback and RoDTEP claims declared correctly, so export benefits are not lost at the first step.",
            icon: "ship",
          },
          {
            title: "Air Cargo Clearance",
            text: "Clearance of urgent imports and exports at the Mumbai Air Cargo Complex, coordinated with the airline's cut-off and arrival times.",
            icon: "plane",
          },
          {
            title: "Goods Needing Other Approvals",
            text: "Consignments that need FSSAI, Plant Quarantine, BIS or drug controller clearance, with those approvals coordinated alongside customs.",
            icon: "shield-check",
          },
        ],
      },
      {
        kind: "prose",
        heading: "Faceless Assessment and AEO Benefits",
        paragraphs: [
          "Under Faceless Assessment, a bill of entry may be assessed by an officer at a different port who never sees the cargo or meets the importer. Clear descriptions and complete supporting documents matter more than ever, because queries are raised and answered online. We write descriptions and attach evidence so the assessing officer has what they need the first time.",
          "Importers and exporters who hold AEO status are entitled to facilitation such as direct port delivery, deferred duty payment and fewer examinations, depending on their tier. We make sure those benefits are claimed on every filing, and we can explain what applying for AEO status involves if you are considering it.",
        ],
      },
      {
        kind: "list",
        heading: "Documents We Usually Need",
        items: [
          "Commercial invoice and packing list",
          "Bill of lading or air waybill",
          "Importer Exporter Code (IEC) and GST registration",
          "AD Code registration at the port of export",
          "Certificate of origin, when claiming a preferential duty rate",
          "Licences, permits or NOCs for restricted goods",
          "Insurance certificate, where the Incoterm requires it",
        ],
      },
    ],
    cta: {
      heading: "Cargo Waiting at the Port?",
      text: "Send us your documents and our customs team will review them and start the filing without delay.",
      label: "Clear My Shipment",
    },
  },

  // 3 ─────────────────────────────────────────────────────────────────────
  {
    number: 3,
    title: "Warehousing",
    cardDescription:
      "General and customs-bonded warehousing in Navi Mumbai and Bhiwandi, with WMS-tracked inventory, cross-docking and value-added services.",
    cardImages: [
      image(3, "a", "Warehouse interior with tall pallet racking and a forklift lifting a pallet into place"),
      image(3, "b", "Warehouse exterior with trucks reversed up to a row of loading docks"),
    ],
    heroImages: [
      image(3, "a", "Warehouse interior with tall pallet racking and a forklift lifting a pallet into place"),
      image(3, "b", "Warehouse exterior with trucks reversed up to a row of loading docks"),
    ],
    meta: {
      title: "Warehousing in Navi Mumbai & Bhiwandi | Tarang Global Logistics",
      description:
        "General and bonded warehousing in Navi Mumbai and Bhiwandi near JNPT: WMS inventory control, cross-docking, pick and pack, labelling and flexible space.",
      keywords: [
        "warehousing Navi Mumbai",
        "bonded warehouse Mumbai",
        "Bhiwandi warehouse",
        "cross-docking JNPT",
        "inventory management WMS",
      ],
    },
    intro: [
      "Good warehousing keeps stock close to the port and close to your customers. Tarang Global Logistics provides general and customs-bonded warehousing in Navi Mumbai and Bhiwandi, within easy road reach of JNPT (Nhava Sheva) and the Mumbai and Pune markets.",
      "Every pallet is recorded in our warehouse management system from the moment it arrives, so stock levels, orders and movements are always up to date. You pay for the space and handling you use, whether that is a few pallets for a season or a dedicated area for a long-term programme.",
    ],
    sections: [
      {
        kind: "cards",
        heading: "Storage Options",
        items: [
          {
            title: "General Warehousing",
            text: "Racked and floor storage for cleared goods, raw materials and finished products, with short-term and long-term terms available.",
            icon: "warehouse",
          },
          {
            title: "Bonded Warehousing",
            text: "Store imported goods without paying duty until you clear them for home consumption, which suits staggered sales and re-exports.",
            icon: "shield-check",
          },
          {
            title: "Cross-Docking",
            text: "Goods move from inbound to outbound vehicles with little or no storage time, cutting handling, cost and transit time.",
            icon: "refresh-cw",
          },
          {
            title: "Value-Added Services",
            text: "Labelling, kitting, repacking, quality checks and palletisation carried out on site, before dispatch.",
            icon: "package",
          },
        ],
      },
      {
        kind: "prose",
        heading: "Inventory You Can Rely On",
        paragraphs: [
          "Our warehouse management system tracks every unit by location, batch and date using barcode scans at receipt, put-away, picking and dispatch. Stock is issued first-in-first-out or first-expiry-first-out, as your product requires.",
          "Regular cycle counts keep system and shelf in agreement, and you receive stock, movement and ageing reports on the schedule you choose. Discrepancies are investigated and reported to you, never quietly adjusted.",
        ],
      },
      {
        kind: "steps",
        heading: "From Inbound to Dispatch",
        items: [
          {
            title: "Receiving",
            text: "Inbound loads are checked against the advance notice for quantity and condition, and any damage is photographed and reported.",
          },
          { title: "Put-Away", text: "Goods are labelled and placed in locations chosen for their size, turnover and handling needs." },
          { title: "Storage and Counting", text: "Stock is held in secure, monitored space and counted on a regular cycle." },
          { title: "Pick and Pack", text: "Orders are picked by scan, checked and packed to your specification." },
          {
            title: "Dispatch",
            text: "Consignments leave with their documents on our own arranged transport or your carrier's, and proof of dispatch is recorded.",
          },
        ],
      },
      {
        kind: "list",
        heading: "Facilities and Safeguards",
        items: [
          "Selective pallet racking and block-stacking areas",
          "Forklifts, reach trucks and pallet jacks with trained operators",
          "Loading docks for containers and trucks",
          "CCTV coverage and controlled access",
          "Fire detection and suppression systems",
          "Scheduled pest control and housekeeping",
        ],
      },
    ],
    cta: {
      heading: "Need Space Near the Port?",
      text: "Tell us your volumes and handling needs, and we will propose storage that fits them.",
      label: "Reserve Warehouse Space",
    },
  },

  // 4 ─────────────────────────────────────────────────────────────────────
  {
    number: 4,
    title: "Road Transportation",
    cardDescription:
      "Full and part truckloads across India, container haulage to and from the ports, and over-dimensional cargo, with e-way bills and GPS tracking.",
    cardImages: [
      image(4, "a", "Goods truck travelling along a highway"),
      image(4, "b", "Fleet of trucks in front of a map of India with a delivery route marked across it"),
    ],
    heroImages: [
      image(4, "a", "Goods truck travelling along a highway"),
      image(4, "b", "Fleet of trucks in front of a map of India with a delivery route marked across it"),
    ],
    meta: {
      title: "Road Transportation Across India | Tarang Global Logistics",
      description:
        "FTL and PTL road transport across India from Navi Mumbai: port container haulage, ODC cargo, e-way bill handling and GPS tracking on every load.",
      keywords: [
        "road transportation India",
        "FTL PTL trucking Mumbai",
        "container haulage JNPT",
        "ODC cargo transport",
        "e-way bill",
        "GPS truck tracking",
      ],
    },
    intro: [
      "Most Indian shipments spend part of their journey on the road, whether it is a container leaving the port or a consignment travelling from a factory in Pune to a buyer in Delhi. We arrange full and part truckloads across India from our base in Navi Mumbai, along with port haulage to and from JNPT (Nhava Sheva) and Mundra.",
      "We match the vehicle to the cargo, plan the route, handle the paperwork and track each truck until the consignment is signed for. Vehicles come from transport operators we have worked with for years, and every load has a named coordinator you can call.",
    ],
    sections: [
      {
        kind: "cards",
        heading: "Transport Services",
        items: [
          {
            title: "Full Truckload (FTL)",
            text: "A dedicated vehicle for your consignment, moving directly from loading point to destination with no transhipment.",
            icon: "truck",
          },
          {
            title: "Part Truckload (PTL)",
            text: "Share vehicle space and cost with other consignments when your load does not fill a truck.",
            icon: "boxes",
          },
          {
            title: "Container Haulage",
            text: "Import containers delivered from the port or ICD to your door, and empty containers placed at your factory for export stuffing.",
            icon: "ship",
          },
          {
            title: "Over-Dimensional Cargo (ODC)",
            text: "Route surveys, permits, escort vehicles and hydraulic-axle or low-bed trailers for machinery and project cargo that exceeds standard limits.",
            icon: "route",
          },
        ],
      },
      {
        kind: "prose",
        heading: "Paperwork and Tracking",
        paragraphs: [
          "Every load travels with a lorry receipt and, where GST rules require it, a valid e-way bill. We generate or check the e-way bill before the truck leaves, update the vehicle details if the cargo changes vehicles, and make sure its validity covers the distance to be travelled.",
          "Vehicles are tracked by GPS, so our coordinators see each truck's position and can give you a realistic arrival time. Delays are reported as they happen, and a signed proof of delivery is shared once the consignment is received.",
        ],
      },
      {
        kind: "list",
        heading: "Vehicles We Arrange",
        items: [
          "Closed-body trucks from light commercial vehicles to 32 ft multi-axle",
          "Open-body trucks for bulk and palletised cargo",
          "Trailers for 20 ft and 40 ft containers",
          "Flatbed and semi-low-bed trailers",
          "Hydraulic-axle and low-bed trailers for ODC cargo",
          "Refrigerated vehicles for temperature-sensitive goods",
        ],
      },
      {
        kind: "steps",
        heading: "How We Run a Load",
        items: [
          {
            title: "Booking",
            text: "You share the pickup point, destination, cargo details and dates; we confirm the vehicle type and rate.",
          },
          { title: "Vehicle Placement", text: "A checked, suitable vehicle reports at your premises at the agreed time." },
          { title: "Loading and Documents", text: "Cargo is loaded and secured, and the lorry receipt and e-way bill are issued." },
          { title: "In-Transit Monitoring", text: "Our coordinators follow the truck by GPS and keep you updated on progress." },
          { title: "Delivery and POD", text: "The consignee signs for the goods and you receive the proof of delivery." },
        ],
      },
    ],
    cta: {
      heading: "Need a Truck?",
      text: "Share your route, cargo and dates, and we will confirm a suitable vehicle and rate.",
      label: "Book a Truck",
    },
  },

  // 5 ─────────────────────────────────────────────────────────────────────
  {
    number: 5,
    title: "Packing & Repacking",
    cardDescription:
      "Export-grade packing, custom wooden crates, packaging for hazardous, perishable and fragile cargo, plus repalletizing and relabelling.",
    cardImages: [
      image(5, "a", "Workers packing goods into export cartons and sealing them with tape"),
      image(5, "b", "Custom-built wooden export crate marked with fragile, this-way-up and keep-dry handling symbols"),
    ],
    heroImages: [
      image(5, "a", "Workers packing goods into export cartons and sealing them with tape"),
      image(5, "b", "Custom-built wooden export crate marked with fragile, this-way-up and keep-dry handling symbols"),
    ],
    meta: {
      title: "Export Packing & Repacking | Tarang Global Logistics",
      description:
        "Export packing in Navi Mumbai: export-grade materials, custom ISPM-15 crates, hazardous, perishable and fragile cargo packing, repalletizing and relabelling.",
      keywords: [
        "export packing Navi Mumbai",
        "custom wooden crating",
        "hazardous cargo packing",
        "repacking and relabelling",
        "fragile cargo packaging",
      ],
    },
    intro: [
      "Packaging decides whether cargo survives the journey. A carton that is fine for a domestic courier may not survive stacking in a container, weeks of humidity at sea or handling at a transhipment hub. We pack and repack cargo for export at our Navi Mumbai facility and at clients' premises.",
      "We choose materials to suit the goods, the mode of transport and the rules of the destination country, and we record every job with photographs and an updated packing list, so you know exactly how your cargo left us.",
    ],
    sections: [
      {
        kind: "cards",
        heading: "Packaging Services",
        items: [
          {
            title: "Export-Grade Materials",
            text: "Heavy-duty corrugated cartons, moisture barriers, VCI film for metal parts and desiccants chosen for long sea voyages.",
            icon: "package",
          },
          {
            title: "Custom Crating",
            text: "Wooden crates and boxes built to measure from heat-treated, ISPM-15-marked timber, with skids for forklift handling.",
            icon: "wrench",
          },
          {
            title: "Hazardous Cargo",
            text: "UN-specification packaging, marks and labels for dangerous goods, matched to the DG declaration for sea or air.",
            icon: "shield-check",
          },
          {
            title: "Perishable Cargo",
            text: "Insulated boxes, gel packs and ventilated cartons that keep food, flowers and pharmaceuticals within their limits.",
            icon: "thermometer",
          },
          {
            title: "Fragile Cargo",
            text: "Foam inserts, cushioning and suspension packing for glassware, instruments and electronics.",
            icon: "boxes",
          },
          {
            title: "Repalletizing and Relabelling",
            text: "Damaged or non-compliant pallets rebuilt, and cartons relabelled for the buyer, the carrier or the Indian market.",
            icon: "refresh-cw",
          },
        ],
      },
      {
        kind: "steps",
        heading: "How a Packing Job Runs",
        items: [
          { title: "Survey", text: "We look at the goods, their weight, dimensions and sensitivity, and the route they will take." },
          { title: "Packaging Plan", text: "We propose materials and a method, with a quote, before any work starts." },
          { title: "Packing", text: "Our team packs, crates or palletises the cargo at our facility or on your site." },
          { title: "Marking and Labelling", text: "Shipping marks, handling symbols and regulatory labels are applied to every package." },
          { title: "Inspection and Handover", text: "The work is checked, photographed and handed over with an updated packing list." },
        ],
      },
      {
        kind: "list",
        heading: "Marks and Labels We Apply",
        items: [
          "Handling symbols such as fragile, this way up and keep dry",
          "Shipping marks, package numbers and consignee details",
          "Gross and net weights and dimensions",
          "ISPM-15 treatment marks on wood packaging",
          "Dangerous goods labels and UN numbers",
          "Barcode and retailer labels to your buyer's specification",
        ],
      },
      {
        kind: "prose",
        heading: "Repacking Imported Goods",
        paragraphs: [
          "Imported goods often need work before they can be sold in India. We break bulk, repack into retail or distribution units, and apply the declarations the Legal Metrology (Packaged Commodities) Rules require on imported packages, such as the importer's name and address and the maximum retail price.",
          "Repacking can be carried out before dispatch from our warehouse, so goods leave ready for sale and you avoid a second handling stop.",
        ],
      },
    ],
    cta: {
      heading: "Protect Your Cargo Before It Ships",
      text: "Tell us what you are shipping and where, and we will recommend packaging that suits the goods and the route.",
      label: "Request Packaging Services",
    },
  },

  // 6 ─────────────────────────────────────────────────────────────────────
  {
    number: 6,
    title: "Palletization",
    cardDescription:
      "Heat-treated ISPM-15 pallets, stretch wrapping, strapping and load plans that fit more cargo into every container and truck.",
    cardImages: [
      image(6, "a", "Row of pallets stacked with cartons and stretch-wrapped in clear film"),
      image(6, "b", "Worker moving a loaded pallet across a warehouse floor with a hand pallet jack"),
    ],
    heroImages: [
      image(6, "a", "Row of pallets stacked with cartons and stretch-wrapped in clear film"),
      image(6, "b", "Worker moving a loaded pallet across a warehouse floor with a hand pallet jack"),
    ],
    meta: {
      title: "Palletization Services in Navi Mumbai | Tarang Global Logistics",
      description:
        "Cargo palletisation in Navi Mumbai: Euro and standard pallets, heat-treated ISPM-15 pallets, stretch wrapping, strapping and container load optimisation.",
      keywords: [
        "palletization services",
        "ISPM-15 pallets",
        "heat-treated pallets Mumbai",
        "stretch wrapping",
        "container load optimisation",
      ],
    },
    intro: [
      "Palletised cargo is faster to load, easier to count and less likely to be damaged than loose cartons. We build pallets to your buyer's specification and the carrier's requirements, and we plan how they will fit into the container or truck before the first one is wrapped.",
      "Every timber pallet we supply for export is heat treated and carries the ISPM-15 mark, so your shipment is not held at destination over its wood packaging. Where wood is not suitable, we offer plastic and presswood alternatives.",
    ],
    sections: [
      {
        kind: "cards",
        heading: "Pallet Types",
        items: [
          {
            title: "Standard Sizes",
            text: "Euro pallets (1200 × 800 mm), standard pallets (1200 × 1000 mm) and 48 × 40 inch pallets for North American buyers.",
            icon: "boxes",
          },
          {
            title: "Heat-Treated Wooden Pallets",
            text: "ISPM-15 compliant pallets with the treatment mark, accepted for export to destinations that regulate wood packaging.",
            icon: "shield-check",
          },
          {
            title: "Plastic and Presswood Pallets",
            text: "Processed materials fall outside ISPM-15 and suit hygiene-sensitive goods such as food and pharmaceuticals.",
            icon: "recycle",
          },
          {
            title: "Custom-Built Pallets",
            text: "Pallets and skids made to measure for long, heavy or unusually shaped items.",
            icon: "wrench",
          },
        ],
      },
      {
        kind: "prose",
        heading: "Securing the Load",
        paragraphs: [
          "A pallet is only as stable as its wrapping. We stretch-wrap by machine or hand, add corner boards to protect edges, and strap heavier loads with PET or steel strapping. Top sheets keep out dust and moisture, and anti-slip sheets stop layers from shifting.",
          "Cartons are stacked in a column or interlocking pattern depending on their strength, with no overhang beyond the pallet edge, so the weight is carried evenly and the load survives stacking in transit.",
        ],
      },
      {
        kind: "prose",
        heading: "Load Optimisation",
        paragraphs: [
          "Before palletising, we work out the pallet footprint, height and weight that make the best use of the container or truck: internal dimensions, door height, payload limits and whether pallets can be double-stacked all count.",
          "You receive a load plan showing how the pallets will sit, so you ship fewer empty spaces, pay for less freight and know in advance how many units will fit.",
        ],
      },
      {
        kind: "steps",
        heading: "Our Palletisation Process",
        items: [
          {
            title: "Assess the Cargo",
            text: "We check carton sizes, weights and strength, and the buyer's and carrier's pallet requirements.",
          },
          {
            title: "Select the Pallet",
            text: "We choose the pallet type and size that suits the goods, the destination and the load plan.",
          },
          { title: "Build and Stack", text: "Cartons are stacked to the agreed pattern and height." },
          { title: "Wrap and Strap", text: "The load is stretch-wrapped, edge-protected and strapped as needed." },
          { title: "Label and Load", text: "Each pallet is labelled, recorded on the packing list and loaded to the plan." },
        ],
      },
    ],
    cta: {
      heading: "Make Every Container Count",
      text: "Send us your carton sizes and volumes, and we will propose a pallet build and load plan.",
      label: "Plan My Pallet Loads",
    },
  },

  // 7 ─────────────────────────────────────────────────────────────────────
  {
    number: 7,
    title: "Lashing & Chocking",
    cardDescription:
      "Heavy, irregular and oversized cargo secured with belts, chains, wooden wedges and dunnage in containers, on flat racks and on trailers.",
    cardImages: [
      image(7, "a", "Heavy machinery on a flat rack container, secured with tensioned chains and wooden wedges"),
      image(7, "b", "Inside a container: cargo held in place with lashing belts and dunnage bags filling the gaps"),
    ],
    heroImages: [
      image(7, "a", "Heavy machinery on a flat rack container, secured with tensioned chains and wooden wedges"),
      image(7, "b", "Inside a container: cargo held in place with lashing belts and dunnage bags filling the gaps"),
    ],
    meta: {
      title: "Lashing & Chocking Services | Tarang Global Logistics",
      description:
        "Cargo lashing and chocking in Navi Mumbai: belts, chains, wooden wedges and dunnage for heavy and oversized cargo, documented, photographed and certified.",
      keywords: [
        "lashing and chocking",
        "cargo lashing Navi Mumbai",
        "flat rack lashing",
        "container securing",
        "lashing certificate",
        "heavy cargo securing",
      ],
    },
    intro: [
      "Cargo that moves in transit is cargo that gets damaged, and a heavy item that shifts can also damage the container, the vessel or the vehicle carrying it. We secure irregular, heavy and oversized cargo with belts, chains, wooden wedges and dunnage inside containers, on flat racks and on trailers.",
      "Our lashing crews plan each job around the weight, centre of gravity and shape of the cargo and the forces it will meet on the road and at sea. Every job is documented and photographed, and certified by an independent surveyor when your buyer, carrier or insurer asks for it.",
    ],
    sections: [
      {
        kind: "cards",
        heading: "Securing Methods",
        items: [
          {
            title: "Lashing Belts",
            text: "Polyester belts with ratchet tensioners for crates, cartons and cargo with finished surfaces that chains would mark.",
            icon: "lock",
          },
          {
            title: "Chains and Tensioners",
            text: "Rated chains and load binders for machinery, vehicles, steel and other heavy units.",
            icon: "wrench",
          },
          {
            title: "Wooden Wedges and Chocks",
            text: "Timber wedges and chocks fixed against wheels, cylinders and skids to stop rolling and sliding.",
            icon: "boxes",
          },
          {
            title: "Dunnage and Airbags",
            text: "Timber dunnage to spread loads, and inflatable dunnage bags to fill voids between packages.",
            icon: "package",
          },
          {
            title: "Blocking and Bracing",
            text: "Timber frames built inside the container to hold cargo against the walls, floor and doors.",
            icon: "shield-check",
          },
        ],
      },
      {
        kind: "list",
        heading: "Where We Work",
        items: [
          "Inside 20 ft and 40 ft general-purpose and high-cube containers",
          "On flat racks and open-top containers for out-of-gauge cargo",
          "On trailers, flatbeds and low-beds for road moves",
          "At your factory, at the container freight station or at the port",
        ],
      },
      {
        kind: "steps",
        heading: "How We Secure a Load",
        items: [
          {
            title: "Survey",
            text: "We record the cargo's weight, dimensions, centre of gravity and lashing points, and the unit it will travel in.",
          },
          {
            title: "Lashing Plan",
            text: "We plan the method and materials in line with the IMO/ILO/UNECE Code of Practice for Packing of Cargo Transport Units (CTU Code).",
          },
          { title: "Securing", text: "Our crew places, chocks and lashes the cargo, tensioning every belt and chain." },
          { title: "Inspection", text: "A supervisor checks every lashing point before the unit is closed or released." },
          {
            title: "Documentation and Certification",
            text: "You receive a job report with photographs, and a lashing certificate from an independent surveyor where required.",
          },
        ],
      },
      {
        kind: "list",
        heading: "Cargo We Commonly Secure",
        items: [
          "Machinery and industrial equipment",
          "Steel coils, plates and structural sections",
          "Vehicles and construction equipment",
          "Transformers, generators and project cargo",
          "Heavy wooden crates and cases",
          "Drums, barrels and IBCs",
        ],
      },
    ],
    cta: {
      heading: "Heavy or Awkward Cargo to Ship?",
      text: "Share the dimensions and weight, and our lashing team will plan how to secure it for the whole journey.",
      label: "Secure My Cargo",
    },
  },

  // 8 ─────────────────────────────────────────────────────────────────────
  {
    number: 8,
    title: "Fumigation",
    cardDescription:
      "Certified pest elimination for containers, pallets and cargo on site, meeting ISPM-15 and phytosanitary rules, with a certificate issued for customs.",
    cardImages: [
      image(8, "a", "Shipping container covered by a gas-tight fumigation tarpaulin with warning signs"),
      image(8, "b", "Heat-treated wooden pallet bearing the ISPM-15 mark, with a technician in protective gear beside it"),
    ],
    heroImages: [
      image(8, "a", "Shipping container covered by a gas-tight fumigation tarpaulin with warning signs"),
      image(8, "b", "Heat-treated wooden pallet bearing the ISPM-15 mark, with a technician in protective gear beside it"),
    ],
    meta: {
      title: "Fumigation Services in Navi Mumbai | Tarang Global Logistics",
      description:
        "Export fumigation in Navi Mumbai: container, pallet and on-site treatment to ISPM-15 and phytosanitary rules, with a fumigation certificate for customs.",
      keywords: [
        "fumigation services Navi Mumbai",
        "container fumigation",
        "ISPM-15 pallet treatment",
        "fumigation certificate",
        "phytosanitary compliance",
      ],
    },
    intro: [
      "Wood packaging, agricultural produce and many raw materials can carry insects that importing countries will not accept. A consignment without valid fumigation can be refused, re-treated at your cost or destroyed at destination.",
      "We arrange certified pest elimination for export cargo, carried out by accredited fumigation operators to the standards set by India's National Plant Protection Organisation. A fumigation certificate is issued for every treatment, ready for customs and your buyer.",
    ],
    sections: [
      {
        kind: "cards",
        heading: "Fumigation Services",
        items: [
          {
            title: "Container Fumigation",
            text: "Stuffed containers treated under gas-tight conditions at your premises, the CFS or the port before shipment.",
            icon: "ship",
          },
          {
            title: "Pallet and Wood Packaging",
            text: "Pallets, crates and dunnage treated and marked to ISPM-15, so wood packaging clears at destination.",
            icon: "boxes",
          },
          {
            title: "On-Site Fumigation",
            text: "Treatment at your factory or warehouse for stock, stacks and large consignments that cannot be moved easily.",
            icon: "map-pin",
          },
          {
            title: "Commodity Fumigation",
            text: "Grains, pulses, spices, oilseeds, cotton and other produce treated to the importing country's requirements.",
            icon: "leaf",
          },
        ],
      },
      {
        kind: "prose",
        heading: "ISPM-15 and Phytosanitary Compliance",
        paragraphs: [
          "ISPM-15 is the international standard for wood packaging material in trade. It requires pallets, crates and dunnage made from raw wood to be heat treated or fumigated with methyl bromide and to carry the IPPC mark. We make sure every wooden component in your shipment is treated and marked before it is loaded.",
          "Plant products usually also need a phytosanitary certificate, issued by the Plant Quarantine authorities after inspection. We coordinate the treatment, the inspection and the application so all your certificates are ready before the vessel's cut-off. Some destinations set their own rules on chemicals, dosage or treatment providers, so we confirm the destination's requirements before booking the treatment.",
        ],
      },
      {
        kind: "steps",
        heading: "How Fumigation Works",
        items: [
          {
            title: "Booking and Requirements Check",
            text: "We confirm the cargo, the destination's rules and the treatment and certificate it calls for.",
          },
          {
            title: "Preparation",
            text: "The container is sealed or the stack is covered with a gas-tight tarpaulin, and warning signs are posted.",
          },
          {
            title: "Treatment",
            text: "The fumigant is applied at the required dose and held for the required exposure time and temperature.",
          },
          { title: "Ventilation and Gas Clearance", text: "The cargo is aired and gas levels are measured until it is safe to handle." },
          {
            title: "Certificate Issued",
            text: "A fumigation certificate recording the chemical, dose, duration and temperature is issued for customs and your buyer.",
          },
        ],
      },
      {
        kind: "list",
        heading: "Safety and Records",
        items: [
          "Trained technicians in full protective equipment",
          "Warning signs and restricted access during treatment",
          "Gas monitoring before cargo is released",
          "Treatment records kept for every job",
          "Certificate copies available for audits and buyer queries",
        ],
      },
    ],
    cta: {
      heading: "Need a Fumigation Certificate?",
      text: "Tell us the cargo, the destination and your cut-off date, and we will schedule the treatment in time.",
      label: "Schedule Fumigation",
    },
  },

  // 9 ─────────────────────────────────────────────────────────────────────
  {
    number: 9,
    title: "Documentation & Compliance Support",
    cardDescription:
      "Invoices, packing lists, shipping bills and certificates prepared and filed on ICEGATE and e-Sanchit, in line with customs, DGFT and CBIC rules.",
    cardImages: [
      image(9, "a", "Stack of shipping documents with a sealed certificate of origin on top"),
      image(9, "b", "Person at a desk filing trade forms on a computer screen"),
    ],
    heroImages: [
      image(9, "a", "Stack of shipping documents with a sealed certificate of origin on top"),
      image(9, "b", "Person at a desk filing trade forms on a computer screen"),
    ],
    meta: {
      title: "Export Documentation & Compliance | Tarang Global Logistics",
      description:
        "Export and import documentation: invoices, shipping bills, certificates of origin, ICEGATE and e-Sanchit filing, AD Code, EPCG, RoDTEP and SEZ support.",
      keywords: [
        "export documentation services",
        "ICEGATE e-Sanchit filing",
        "AD Code registration",
        "certificate of origin",
        "RoDTEP EPCG Advance Authorisation",
        "DGFT compliance",
      ],
    },
    intro: [
      "International trade still runs on documents, even now that most of them are filed online. One wrong figure on an invoice, or a certificate that does not match the shipping bill, can hold cargo at the port or cost you an export benefit.",
      "Our documentation team prepares, checks and files the documents your shipments need, keeps you in line with customs, DGFT and CBIC guidelines, and helps you claim the export incentives you are entitled to.",
    ],
    sections: [
      {
        kind: "cards",
        heading: "Trade Documents We Prepare",
        items: [
          {
            title: "Commercial Invoices",
            text: "Invoices with the values, Incoterm, HS codes and declarations customs and your buyer's bank expect.",
            icon: "file-text",
          },
          {
            title: "Packing Lists",
            text: "Package-by-package contents, weights and dimensions that match the invoice and the shipping marks.",
            icon: "boxes",
          },
          {
            title: "Shipping Bills",
            text: "Export declarations with the correct scheme codes, so drawback, RoDTEP and other benefits are claimed.",
            icon: "ship",
          },
          {
            title: "Certificates of Origin",
            text: "Preferential certificates for duty concessions under trade agreements, and non-preferential certificates where buyers ask.",
            icon: "badge-check",
          },
          {
            title: "SDF",
            text: "The Statutory Declaration Form under FEMA, confirming that export proceeds will be realised, filed with the shipping bill.",
            icon: "clipboard-check",
          },
          {
            title: "MSDS",
            text: "Material Safety Data Sheets for chemicals and other regulated products, checked for the carrier's requirements.",
            icon: "search",
          },
          {
            title: "DG Declarations",
            text: "Dangerous goods declarations under the IMDG Code for sea and IATA regulations for air.",
            icon: "shield-check",
          },
        ],
      },
      {
        kind: "cards",
        heading: "Electronic Filing and Registration",
        items: [
          {
            title: "ICEGATE Filing",
            text: "Bills of entry, shipping bills and replies to customs queries filed on the Indian Customs EDI Gateway.",
            icon: "cpu",
          },
          {
            title: "e-Sanchit Uploads",
            text: "Supporting documents uploaded digitally against each filing, so no paper copies need to reach the customs house.",
            icon: "file-text",
          },
          {
            title: "AD Code Registration",
            text: "Your bank's Authorised Dealer code registered at each port you export from, which is needed before a shipping bill can be filed.",
            icon: "handshake",
          },
        ],
      },
      {
        kind: "prose",
        heading: "Staying Within Customs, DGFT and CBIC Guidelines",
        paragraphs: [
          "Rules change through customs notifications, CBIC circulars and amendments to the Foreign Trade Policy issued by DGFT. We follow these changes and tell you when one affects your products, your duty rates or the documents your shipments need.",
          "Before each filing, we check that descriptions, classifications, values and licences agree across every document. Consistent paperwork is the simplest way to avoid queries, examinations and delays.",
        ],
      },
      {
        kind: "list",
        heading: "Export Promotion Schemes We Support",
        intro: "We prepare the documents and filings these schemes require, and track your obligations under them.",
        items: [
          "EPCG: import of capital goods at concessional duty against an export obligation",
          "Advance Authorisation: duty-free import of inputs used to make export products",
          "RoDTEP: remission of embedded duties and taxes, credited as transferable e-scrips",
          "SEZ: documentation for shipments to and from Special Economic Zone units",
        ],
      },
    ],
    cta: {
      heading: "Paperwork Holding You Back?",
      text: "Send us your shipment details and our documentation team will prepare, check and file what it needs.",
      label: "Get Documentation Help",
    },
  },

  // 10 ────────────────────────────────────────────────────────────────────
  {
    number: 10,
    title: "Consultation Services",
    cardDescription:
      "Customs and EXIM advice: HS codes, duty analysis, incentive schemes, BIS, FSSAI and quarantine approvals, GST impact and cost optimisation.",
    cardImages: [
      image(10, "a", "Logistics consultants discussing charts around a table with a globe"),
      image(10, "b", "Consultant presenting a cost-optimisation chart on a screen to a client team"),
    ],
    heroImages: [
      image(10, "a", "Logistics consultants discussing charts around a table with a globe"),
      image(10, "b", "Consultant presenting a cost-optimisation chart on a screen to a client team"),
    ],
    meta: {
      title: "Customs & EXIM Consultation | Tarang Global Logistics",
      description:
        "Customs and EXIM consulting from Navi Mumbai: HS code classification, duty analysis, RoDTEP and EPCG, BIS and FSSAI approvals, GST impact and cost reduction.",
      keywords: [
        "EXIM consultation",
        "customs consultant Mumbai",
        "HS code classification",
        "import duty analysis",
        "BIS FSSAI import approval",
        "logistics cost optimisation",
      ],
    },
    intro: [
      "Many costly mistakes in trade happen before the cargo moves: the wrong HS code, a missed licence, an Incoterm that shifts cost onto you or a scheme nobody applied for. Our consultation service puts the experience of our customs and freight teams at your disposal before you commit.",
      "We work with first-time exporters setting up and with established importers reviewing how they trade. Our advice is practical and specific to your products, ports and markets, and we put it in writing so your team can act on it.",
    ],
    sections: [
      {
        kind: "cards",
        heading: "Areas of Advice",
        items: [
          {
            title: "Customs and EXIM Guidance",
            text: "How import and export rules apply to your goods, from licensing and restrictions to the Foreign Trade Policy.",
            icon: "globe",
          },
          {
            title: "HS Code Identification",
            text: "Correct classification of your products, which drives duty rates, restrictions and scheme benefits.",
            icon: "search",
          },
          {
            title: "Duty Analysis",
            text: "A breakdown of basic customs duty, surcharges, IGST and any anti-dumping duty, with preferential rates under trade agreements.",
            icon: "coins",
          },
          {
            title: "Incentive Schemes",
            text: "Which of RoDTEP, duty drawback, EPCG and Advance Authorisation you qualify for, and how to claim them.",
            icon: "trending-up",
          },
          {
            title: "BIS, FSSAI, PQ and AQ",
            text: "The product approvals and clearances your goods need before customs will release them.",
            icon: "badge-check",
          },
          {
            title: "Port Registration",
            text: "IEC, AD Code and ICEGATE registrations in place at every port you plan to use.",
            icon: "map-pin",
          },
          {
            title: "GST Impact",
            text: "IGST on imports, input tax credit, and exporting under a Letter of Undertaking or with an IGST refund.",
            icon: "file-text",
          },
          {
            title: "Cost Optimisation",
            text: "A review of your landed cost to find savings in freight, duty, storage and port charges.",
            icon: "target",
          },
        ],
      },
      {
        kind: "prose",
        heading: "Regulatory Approvals Explained",
        paragraphs: [
          "Many products need approval from an agency other than customs before they can enter India. Electronics and many industrial goods fall under BIS registration or Quality Control Orders, food products need FSSAI import clearance, plants and plant products need Plant Quarantine (PQ) clearance, and animal products need Animal Quarantine (AQ) clearance.",
          "We tell you which approvals apply to your products, what each one involves and how long to allow for it, so cargo does not arrive before the paperwork is ready.",
        ],
      },
      {
        kind: "prose",
        heading: "Cost Optimisation",
        paragraphs: [
          "Landed cost is more than the freight rate. We review your shipments end to end: mode and routing, consolidation, Incoterms, duty planning under trade agreements, warehousing and the demurrage and detention charges that build up when cargo waits.",
          "You receive a short report with practical recommendations, ranked by the saving and the effort each one involves.",
        ],
      },
      {
        kind: "steps",
        heading: "How a Consultation Works",
        items: [
          { title: "Initial Conversation", text: "We discuss your products, markets and the questions you need answered." },
          { title: "Document Review", text: "We study your invoices, past filings, contracts and product details." },
          { title: "Analysis", text: "Our customs and freight specialists work through classification, duties, schemes and costs." },
          { title: "Written Recommendations", text: "You receive clear findings and next steps in writing." },
          { title: "Follow-Up", text: "We answer questions as you put the advice into practice, and can carry out the work for you." },
        ],
      },
    ],
    cta: {
      heading: "Have a Trade Question?",
      text: "Book a consultation and our specialists will look at your products, markets and costs with you.",
      label: "Schedule Consultation",
    },
  },

  // 11 ────────────────────────────────────────────────────────────────────
  {
    number: 11,
    title: "Reverse Logistics",
    cardDescription:
      "Returns collected, inspected, sorted and sent to their best next use: resale, repair, recycling or responsible disposal.",
    cardImages: [
      image(11, "a", "Returned parcels moving around a circular flow of arrows, from customer back to the warehouse"),
      image(11, "b", "Work station where returned products are refurbished and sorted into recycling bins"),
    ],
    heroImages: [image(11, "a", "Returned parcels moving around a circular flow of arrows, from customer back to the warehouse")],
    meta: {
      title: "Reverse Logistics Services | Tarang Global Logistics",
      description:
        "Reverse logistics from Navi Mumbai: returns management, refurbishing, recycling, warranty exchanges, restocking and asset recovery in one managed flow.",
      keywords: [
        "reverse logistics India",
        "returns management",
        "product refurbishing and repair",
        "recycling and disposal",
        "asset recovery",
      ],
    },
    intro: [
      "Products come back for many reasons: a wrong size, a fault under warranty, the end of a lease or the end of a product's useful life. How a business handles those returns affects its costs, its customers and its environmental footprint.",
      "Our reverse logistics service collects returned goods, inspects and sorts them, and sends each item to its best next use, whether that is resale, repair, recycling or responsible disposal. You get a clear record of every item, and stock that can be sold again goes back into your supply chain quickly.",
    ],
    sections: [
      {
        kind: "cards",
        heading: "Benefits of Reverse Logistics",
        items: [
          {
            title: "Cost Reduction",
            text: "Consolidated collection and fast decisions on each item cut transport, storage and write-off costs.",
            icon: "coins",
          },
          { title: "Sustainability", text: "Reuse, repair and recycling keep products and materials out of landfill.", icon: "leaf" },
          {
            title: "Value Recovery",
            text: "Returned goods are resold, refurbished or stripped for parts instead of being written off.",
            icon: "trending-up",
          },
          {
            title: "Efficiency",
            text: "A defined process replaces ad hoc handling, so returns no longer disrupt outbound operations.",
            icon: "gauge",
          },
          {
            title: "Customer Satisfaction",
            text: "Quick pickups, refunds and replacements keep customers confident about buying again.",
            icon: "users",
          },
          {
            title: "Data Insights",
            text: "Return reasons and condition grades show you where product, packaging or delivery can improve.",
            icon: "bar-chart",
          },
        ],
      },
      {
        kind: "cards",
        heading: "Our Reverse Logistics Services",
        items: [
          {
            title: "Returns Management",
            text: "Pickup scheduling, return authorisation checks and receipt of customer and retailer returns.",
            icon: "package",
          },
          {
            title: "Refurbishing and Repair",
            text: "Repairable items are fixed, tested and repacked for resale or replacement stock.",
            icon: "wrench",
          },
          {
            title: "Recycling and Disposal",
            text: "Items that cannot be reused are sent to authorised recyclers, with records of how they were handled.",
            icon: "recycle",
          },
          {
            title: "Warranty and Exchange Processing",
            text: "Warranty claims are verified and replacements dispatched in line with your policy.",
            icon: "badge-check",
          },
          {
            title: "End-of-Life Product Management",
            text: "Products at the end of their life are collected, dismantled and routed for reuse or recycling.",
            icon: "refresh-cw",
          },
          { title: "Restocking", text: "Saleable returns are repacked, relabelled and put back into available inventory.", icon: "boxes" },
          {
            title: "Asset Recovery",
            text: "Equipment, pallets and returnable packaging are recovered and reused or resold.",
            icon: "coins",
          },
          {
            title: "Reverse Supply Chain Optimization",
            text: "We review return volumes, routes and decisions to make the whole returns flow faster and cheaper.",
            icon: "route",
          },
        ],
      },
      {
        kind: "steps",
        heading: "Our Five-Step Process",
        items: [
          {
            title: "Collection",
            text: "Returned items are picked up from customers, stores or distributors and consolidated at our facility.",
          },
          { title: "Inspection", text: "Each item is checked, graded by condition and recorded against its return reason." },
          { title: "Sorting", text: "Items are routed to restocking, repair, recycling or disposal according to your rules." },
          { title: "Processing", text: "Repair, repacking, recycling or disposal is carried out, and every action is recorded." },
          {
            title: "Reintegration",
            text: "Recovered stock and materials re-enter your supply chain, and you receive a report on the outcome.",
          },
        ],
      },
    ],
    cta: {
      heading: "Turn Returns Into Recovered Value",
      text: "Talk to us about your return volumes and we will design a reverse logistics flow that fits your business.",
      label: "Contact Our Team",
    },
  },

  // 12 ────────────────────────────────────────────────────────────────────
  {
    number: 12,
    title: "Cold Chain Logistics",
    cardDescription:
      "Temperature-controlled transport and storage for pharmaceuticals, food and other sensitive cargo, monitored in real time from dock to delivery.",
    cardImages: [
      image(12, "a", "Refrigerated reefer truck with a cooling unit mounted above the cab"),
      image(12, "b", "Cold-storage room with racked cartons and a digital temperature display on the wall"),
    ],
    heroImages: [
      image(12, "a", "Refrigerated reefer truck with a cooling unit mounted above the cab"),
      image(12, "b", "Cold-storage room with racked cartons and a digital temperature display on the wall"),
    ],
    meta: {
      title: "Cold Chain Logistics in Navi Mumbai | Tarang Global Logistics",
      description:
        "Cold chain logistics from Navi Mumbai: reefer transport, refrigerated warehousing, real-time temperature monitoring, mapping and GDP-aligned handling.",
      keywords: [
        "cold chain logistics India",
        "reefer transport Mumbai",
        "refrigerated warehousing",
        "pharma cold chain",
        "temperature monitoring",
        "perishable cargo logistics",
      ],
    },
    intro: [
      "Pharmaceuticals, vaccines, seafood, dairy, fruit and many speciality chemicals lose value, or become unsafe, if they leave their temperature range even briefly. Our cold chain service keeps them within range from the producer's dock to the consignee's door.",
      "We combine refrigerated vehicles, temperature-controlled storage, suitable packaging and continuous monitoring, and we record the whole journey so you can show regulators and customers that the chain was never broken.",
    ],
    sections: [
      {
        kind: "cards",
        heading: "Advantages of Our Cold Chain",
        items: [
          {
            title: "Product Integrity",
            text: "Goods stay within their specified range at every stage, protecting their quality, potency and shelf life.",
            icon: "thermometer",
          },
          { title: "End-to-End Visibility", text: "You can see temperature, location and status from pickup to delivery.", icon: "search" },
          {
            title: "Regulatory Confidence",
            text: "Complete temperature records are ready for audits, inspections and customer queries.",
            icon: "shield-check",
          },
          { title: "Less Waste", text: "Fewer excursions mean fewer rejected consignments and less spoiled product.", icon: "leaf" },
          {
            title: "Fast Response",
            text: "Alerts reach our team the moment a reading drifts, so corrective action starts at once.",
            icon: "clock",
          },
          {
            title: "One Point of Contact",
            text: "Transport, storage and monitoring are managed together by a single coordinator.",
            icon: "handshake",
          },
        ],
      },
      {
        kind: "cards",
        heading: "Our Cold Chain Services",
        items: [
          {
            title: "Temperature-Controlled Transport",
            text: "Reefer trucks and reefer containers set and pre-cooled to your product's range before loading.",
            icon: "truck",
          },
          {
            title: "Refrigerated Warehousing",
            text: "Chilled and frozen storage with continuous temperature recording and backup power.",
            icon: "snowflake",
          },
          {
            title: "Real-Time Monitoring",
            text: "Data loggers and sensors report temperature throughout the journey, with alerts on any excursion.",
            icon: "gauge",
          },
          {
            title: "Temperature Mapping and Validation",
            text: "Storage areas and vehicles are mapped and validated to show they hold the required range throughout.",
            icon: "clipboard-check",
          },
          {
            title: "Regulatory Compliance",
            text: "Handling that follows Good Distribution Practice (GDP) and supports your GMP and US FDA obligations, with records ready for audit.",
            icon: "badge-check",
          },
          {
            title: "Perishable Distribution",
            text: "Fast, planned deliveries of food, flowers and other perishables to distributors, retailers and ports.",
            icon: "leaf",
          },
          {
            title: "Packaging and Insulation",
            text: "Insulated shippers, gel packs and phase-change materials chosen for the product and the journey time.",
            icon: "package",
          },
        ],
      },
      {
        kind: "list",
        heading: "Temperature Ranges We Handle",
        items: [
          "Frozen: −18 °C and below",
          "Chilled: +2 °C to +8 °C",
          "Cool: +8 °C to +15 °C",
          "Controlled room temperature: +15 °C to +25 °C",
        ],
      },
      {
        kind: "steps",
        heading: "How We Protect Your Shipment",
        items: [
          { title: "Plan", text: "We agree the temperature range, route, packaging and contingency plan for your product." },
          { title: "Pre-Condition", text: "Vehicles, containers and packaging are brought to temperature before loading." },
          { title: "Load", text: "Cargo is loaded quickly with minimal exposure, and loggers are started." },
          { title: "Monitor", text: "Our team watches readings throughout and acts on any alert." },
          { title: "Deliver and Report", text: "The consignment is handed over and you receive the full temperature record." },
        ],
      },
    ],
    cta: {
      heading: "Shipping Temperature-Sensitive Goods?",
      text: "Tell us about your product and its range, and our cold chain team will plan a journey that protects it.",
      label: "Contact Our Team",
    },
  },
];

/** The service shown at /services/service{n}, or undefined for an unknown number. */
export function getService(n: number): Service | undefined {
  return services.find((s) => s.number === n);
}
