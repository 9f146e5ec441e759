/**
 * The nine articles that seed the blog database on a fresh install. The same
 * posts are shown at /blog/{slug} and, in the static-article layout, at
 * /blog1 … /blog9 (see docs/product/decisions.md, "Blog model"). Staff edit them afterwards
 * in the admin area; this file is only the starting content.
 *
 * Section content is plain text; paragraphs are separated by a blank line ("\n\n").
 */
import type { PostColorScheme } from "#contracts/api/posts";
import type { IconName } from "#contracts/icons";

export interface SeedPost {
  /** /blog{staticNumber} shows this post in the static-article layout. */
  staticNumber: number;
  slug: string;
  title: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  excerpt: string;
  image: string;
  colorScheme: PostColorScheme;
  sections: { title: string; content: string; icon: IconName }[];
}

/** Joins paragraphs with the blank line the article layouts split on. */
const paragraphs = (...parts: string[]): string => parts.join("\n\n");

export const seedPosts: SeedPost[] = [
  {
    staticNumber: 1,
    slug: "supply-chain-optimization-strategies",
    title: "Supply Chain Optimization: Strategies for Success",
    date: "2025-01-15",
    excerpt:
      "Technology, lean practice and resilience planning: three levers that help Indian exporters and importers cut delays, waste and freight costs.",
    image: "/media/blog/supply-chain-optimization.svg",
    colorScheme: "blue",
    sections: [
      {
        title: "Introduction",
        icon: "target",
        content: paragraphs(
          "For an Indian exporter, supply chain optimization rarely starts with a grand redesign. It starts with questions that cost money every week: why a container sat at the port for four extra days, why a buyer in Rotterdam received a partial shipment, why the same lane costs more this quarter than last. Optimization is the discipline of answering those questions systematically and removing their causes.",
          "The policy backdrop is helping. PM Gati Shakti is aligning road, rail and port investment through a shared planning platform, and the National Logistics Policy 2022 set out to bring India's logistics costs closer to global benchmarks. Infrastructure alone does not lower a shipper's bill, though. The gains go to businesses that plan production, documentation and freight together rather than in separate silos. This article looks at three levers that work consistently: technology, lean practice and resilience.",
        ),
      },
      {
        title: "Technology Integration",
        icon: "cpu",
        content: paragraphs(
          "The first step is visibility, and in India much of the raw data already exists. ICEGATE records the status of shipping bills and bills of entry, FASTag toll reads show where a truck crossed a plaza, and the Unified Logistics Interface Platform (ULIP) gives authorized users access to government systems such as Vahan, FASTag and ICEGATE through one set of APIs. A transport management system that pulls these feeds together can tell a planner that a container has been gated in at JNPT before the driver calls.",
          "Technology pays off when it replaces a manual hand-off. Uploading supporting documents to e-Sanchit removes courier runs to the customs house. E-way bills generated from the ERP avoid retyping invoice data at the dispatch gate. A shared dashboard for exporter, forwarder and transporter ends the daily round of calls asking where the cargo is. Start with the hand-off that causes the most delay, measure it, automate it, then move on to the next.",
        ),
      },
      {
        title: "Lean Practices and Resilience",
        icon: "refresh-cw",
        content: paragraphs(
          "Lean thinking in logistics means removing waiting, rework and double handling. Common examples are stuffing factory-sealed containers at the plant instead of moving loose cargo to a container freight station, using Direct Port Entry so export boxes go straight to the terminal, and standardizing pallet sizes so that a load is not broken down and rebuilt at every node. Each step removed saves time and removes a chance of damage.",
          "Lean has a limit, however. The container shortages of 2021 and the Red Sea diversions of 2024 showed that a supply chain with no slack can stop when one link fails. Resilience means deciding in advance where to hold buffers: a second approved carrier on key lanes, safety stock of critical inputs, an alternative gateway port for each major flow, and contracts that allow a booking to be moved without penalty. The aim is to run lean in normal weeks and stay prepared for abnormal ones.",
        ),
      },
      {
        title: "Key Takeaway",
        icon: "lightbulb",
        content: paragraphs(
          "Optimization is a habit, not a project. Companies that keep logistics costs under control review their main lanes every quarter, track a few measures that matter, such as port dwell time, on-time delivery and freight cost per unit shipped, and fix the largest problem first.",
          "Technology gives visibility, lean practice removes waste, and resilience planning stops a disruption from becoming a crisis. None of the three works alone. A dashboard cannot help if nobody acts on the delay it shows, and a lean network with no fallback turns a single cancelled sailing into a missed season.",
          "At Tarang Global Logistics we begin every new engagement with a lane review: where the cargo originates, how it reaches the port, how long each step takes and what it costs. That review usually points to two or three changes worth making straight away. If you would like one for your own shipments, our team in Navi Mumbai is a call away.",
        ),
      },
    ],
  },
  {
    staticNumber: 2,
    slug: "choosing-the-right-freight-mode",
    title: "Sea, Air, and Land: Choosing the Right Freight",
    date: "2025-04-08",
    excerpt:
      "How to choose between sea, air, road and rail for each shipment, and when a multimodal plan gives the right balance of cost, speed and risk.",
    image: "/media/blog/multimodal-freight.svg",
    colorScheme: "cyan",
    sections: [
      {
        title: "Introduction",
        icon: "route",
        content: paragraphs(
          "Every shipment starts with the same decision: how should this cargo travel? For most Indian exporters the answer involves more than one mode. A consignment of auto components from Pune might leave the factory by truck, travel by rail from an inland container depot to JNPT, cross the Arabian Sea on a container ship and finish its journey on a European rail or road network.",
          "Choosing well means weighing four factors together: the value and weight of the goods, how urgently the buyer needs them, how sensitive they are to handling and temperature, and the total landed cost rather than the freight rate alone. A cheaper ocean rate that makes the buyer miss a production slot is not cheap. This article compares the main modes and explains how combining them carefully often gives a better result than any single mode.",
        ),
      },
      {
        title: "Comparing Sea, Air and Road on Cost, Time and Risk",
        icon: "gauge",
        content: paragraphs(
          "Sea freight carries most of India's international trade by volume and remains the economical choice for heavy or high-volume cargo that can accept transit times measured in weeks. Full container loads suit regular shippers; less-than-container-load consolidation serves smaller exporters, at the cost of extra handling at a container freight station.",
          "Air freight costs several times more per kilogram but moves cargo in days. It suits pharmaceuticals, electronics, fashion samples, spare parts for a stalled machine and perishables. Airlines charge on chargeable weight, the higher of actual and volumetric weight, so bulky but light goods can be surprisingly expensive to fly.",
          "Road transport connects everything else. Within India it offers door-to-door flexibility, and FASTag and e-way bills have made interstate movements faster and easier to trace. Rail, especially on the dedicated freight corridors, is increasingly competitive for container moves between the northern hinterland and the west-coast ports, with lower emissions per tonne-kilometre than road.",
        ),
      },
      {
        title: "Combining Modes: Multimodal and Sea-Air Options",
        icon: "ship",
        content: paragraphs(
          "Multimodal transport links two or more modes under one plan, and ideally under one contract and transport document. Under India's Multimodal Transportation of Goods Act, 1993, a registered multimodal transport operator can issue a single document covering the whole journey, which simplifies liability and paperwork for the shipper.",
          "Practical combinations include rail from an inland container depot to the port followed by sea freight, which avoids long truck hauls and highway congestion; sea-air routings through Gulf hubs such as Dubai, where cargo travels by sea and flies onward, faster than all-ocean and cheaper than direct air; and road feeder services that move air cargo between Indian cities and a gateway airport.",
          "The risks sit at the hand-over points. Each transfer is a chance for delay, damage or a documentation mismatch, so a multimodal plan needs clear cut-off times, consistent cargo descriptions across documents and one party accountable for tracking the shipment end to end.",
        ),
      },
      {
        title: "Key Takeaway",
        icon: "lightbulb",
        content: paragraphs(
          "There is no single right mode, only the right fit for a particular shipment. A useful rule of thumb: fly what is urgent, valuable or perishable; ship what is heavy, bulky or planned well ahead; and use road and rail to connect both to the factory and the customer.",
          "Review the choice regularly. Freight rates, transit times and port congestion change over a season, and a routing that made sense last year may not today. Compare total landed cost, including inland haulage, port charges, insurance, inventory carrying cost and the cost of a late delivery, rather than the headline rate.",
          "Tarang Global Logistics handles sea and air freight through JNPT and Mumbai airport and arranges the road and rail legs on either side. Share the commodity, weight, dimensions, origin, destination and required delivery date with us, and we will set out the realistic options side by side so that you can decide with the full picture.",
        ),
      },
    ],
  },
  {
    staticNumber: 3,
    slug: "sustainable-logistics-green-solutions",
    title: "Sustainable Logistics: Green Solutions",
    date: "2025-06-24",
    excerpt:
      "Practical ways to cut logistics emissions through cleaner transport choices and smarter packaging, most of which also lower freight and material costs.",
    image: "/media/blog/sustainable-logistics.svg",
    colorScheme: "green",
    sections: [
      {
        title: "Introduction",
        icon: "leaf",
        content: paragraphs(
          "Sustainability has moved from the annual report into the freight contract. European buyers increasingly ask Indian suppliers for shipment-level emission data, and the EU's Carbon Border Adjustment Mechanism, which began with a reporting phase in October 2023, has made carbon accounting a practical concern for exporters of steel, aluminium and other covered goods. At home, Indian Railways' net-zero ambition and the shift of freight to dedicated corridors are changing how cargo can move.",
          "For most businesses, transport and packaging are where logistics emissions are easiest to see and reduce. Many green measures also save money: fuller trucks, fewer empty return trips and lighter packaging cut both carbon and cost. This article looks at cleaner transport and smarter packaging options that a mid-sized Indian shipper can adopt today, without waiting for new technology to mature.",
        ),
      },
      {
        title: "Cleaner Transportation Solutions",
        icon: "truck",
        content: paragraphs(
          "The biggest lever is mode choice. Moving a container by rail instead of by road over a long distance produces far lower emissions per tonne-kilometre, and the Western and Eastern Dedicated Freight Corridors have made rail faster and more predictable for freight. Shifting even part of a regular flow from highway to rail makes a measurable difference.",
          "Within road transport, load planning matters as much as vehicle technology. Consolidating part loads, arranging return cargo so trucks do not run empty and routing around known congestion all reduce the fuel burnt per consignment. For urban delivery, electric three-wheelers and light commercial vehicles are now practical on predictable routes, supported by central incentive schemes and growing charging networks. LNG and CNG trucks are an option on some long-haul corridors.",
          "At sea and in the air, shippers have less direct control, but they can prefer carriers with newer, more efficient fleets and choose direct services over routings with several transshipments.",
        ),
      },
      {
        title: "Sustainable Packaging Strategies",
        icon: "recycle",
        content: paragraphs(
          "Packaging affects emissions twice: through the material itself and through the space it takes up in a truck or container. Sizing cartons to the product, rather than using a few standard sizes with void fill, fits more units into each load and uses less material.",
          "Reusable packaging works well in closed loops, such as returnable plastic crates between a supplier and a plant, or pooled pallets that are collected and reused. For export, heat-treated wooden packaging marked under ISPM-15 avoids methyl bromide fumigation, and moulded pulp or corrugated inserts can replace expanded polystyrene for many products.",
          "India's Extended Producer Responsibility rules for plastic packaging place obligations on producers, importers and brand owners, so reducing plastic is a compliance matter as well as an environmental one. Good packaging also prevents damage, and a damaged consignment that has to be replaced doubles the emissions of the original shipment. Test any new packaging against real transit conditions before changing it across a product line.",
        ),
      },
      {
        title: "Key Takeaway",
        icon: "lightbulb",
        content: paragraphs(
          "Green logistics is not a single purchase but a series of sensible decisions: the right mode for each leg, full and well-planned loads, packaging sized to the product, and carriers chosen partly on efficiency. Most of these steps pay back through lower freight and material costs, which makes them easier to justify than they first appear.",
          "Start by measuring. A simple estimate of emissions per shipment, based on weight, distance and mode, shows where the largest sources are and gives a baseline to improve on; our CO2 calculator gives a first figure for any lane. Then pick two or three changes, such as moving one regular flow to rail or redesigning one packaging format, and track the result.",
          "Tarang Global Logistics is working to its own roadmap, including a 30% cut in carbon emissions by 2030 and electric vehicles making up a quarter of our last-mile fleet by 2032. We can help clients build emission data for their buyers and find practical reductions on their own lanes.",
        ),
      },
    ],
  },
  {
    staticNumber: 4,
    slug: "last-mile-delivery-battleground",
    title: "Why Last-Mile Delivery Is the New Battleground for Logistics Companies",
    date: "2025-09-10",
    excerpt:
      "Rising customer expectations and difficult delivery conditions make the final leg the costliest and most visible part of logistics. Here is what is changing.",
    image: "/media/blog/last-mile-delivery.svg",
    colorScheme: "amber",
    sections: [
      {
        title: "Introduction",
        icon: "map-pin",
        content: paragraphs(
          "The last mile, the final leg from a local hub to the customer's door, is the shortest part of a shipment's journey and often the most expensive. It is also the part the customer sees. A container can cross an ocean on schedule, but if the final delivery is late, damaged or missing, that is what the buyer remembers.",
          "In India the stakes have risen quickly. Quick-commerce platforms have taught urban consumers to expect deliveries in minutes, e-commerce now reaches deep into smaller towns, and business buyers expect the same precision for spare parts and supplies that they get for personal orders. Indian last-mile conditions are demanding: dense traffic, inconsistent addresses, restricted entry hours for trucks in cities and a high share of cash-on-delivery and returned orders. Logistics companies that handle these problems well are winning customers; those that do not are losing them.",
        ),
      },
      {
        title: "Why the Last Mile Costs So Much",
        icon: "coins",
        content: paragraphs(
          "Last-mile costs are driven by density and failure. On a long-haul lane a truck carries one large load between two points; in the last mile a vehicle makes dozens of small stops, each with parking, walking, waiting and handover time. The fewer deliveries per kilometre, the higher the cost per parcel, which is why rural and semi-urban routes are especially expensive to serve.",
          "Failed deliveries add to the bill. An incomplete address, a customer who is not at home or a refused cash-on-delivery order means a second attempt or a return to origin, doubling the effort with no extra revenue. Returns in categories such as fashion add a reverse flow that has to be collected, inspected and restocked.",
          "Business deliveries bring different but equally costly issues: delivery windows at factory gates, municipal limits on heavy vehicles during the day, unloading delays and the need for a signed proof of delivery before an invoice can be raised.",
        ),
      },
      {
        title: "What Is Changing on the Ground",
        icon: "route",
        content: paragraphs(
          "Several developments are making the last mile more manageable. Micro-fulfilment centres and dark stores place inventory close to demand and shorten routes. Route-planning software sequences stops around traffic patterns and delivery windows, and recalculates when an order is added. Electronic proof of delivery, with photographs, geotags and one-time passwords, reduces disputes and speeds up billing.",
          "Addressing is improving too. India Post's DIGIPIN, a grid-based digital address, and the wider use of shared map locations help drivers find the right door at the first attempt. The Open Network for Digital Commerce (ONDC) lets logistics service providers take delivery jobs from many sellers and platforms, which helps smaller carriers build route density.",
          "Vehicles are changing as well. Electric two- and three-wheelers have lower running costs and suit the short, repeated trips of city delivery. Parcel lockers and pick-up points at shops and fuel stations give customers an alternative to waiting at home.",
        ),
      },
      {
        title: "Key Takeaway",
        icon: "lightbulb",
        content: paragraphs(
          "The last mile has become the point where logistics companies compete, because it is where service is most visible and cost is hardest to control. Those that do well combine three things: inventory placed close to demand, well-planned routes with suitable vehicles, and reliable information for the customer at every step from dispatch to proof of delivery.",
          "For shippers, the practical lesson is to treat the last mile as part of supply chain design rather than an afterthought. Clean address data, realistic delivery promises, clear return policies and a partner who knows the delivery area all reduce failed attempts.",
          "Tarang Global Logistics provides road transport and distribution from our Navi Mumbai base across Maharashtra and to other states, including scheduled deliveries to factories and warehouses with documented proof of delivery. If your final-leg deliveries are costing more than they should, we can review your delivery pattern and show where consolidation or a change of route would help.",
        ),
      },
    ],
  },
  {
    staticNumber: 5,
    slug: "data-driven-logistics-analytics",
    title: "Data-Driven Logistics: How Analytics Improve Efficiency",
    date: "2025-11-26",
    excerpt:
      "How shipment data from ERP systems, e-way bills, ICEGATE and ULIP can be turned into analytics that reduce delays, costs and surprises.",
    image: "/media/blog/data-driven-logistics.svg",
    colorScheme: "indigo",
    sections: [
      {
        title: "Introduction",
        icon: "bar-chart",
        content: paragraphs(
          "Logistics has always produced data: weighbridge slips, shipping bills, delivery challans, freight invoices. What has changed is that most of it is now digital and can be connected. When it is, patterns appear that no single spreadsheet shows: which transporter is consistently late on one lane, which customer's orders always arrive in a rush at month-end, which terminal takes longest to release containers.",
          "Analytics turns those patterns into decisions, and it is not limited to large corporations with data science teams. A mid-sized exporter with clean records of its last two years of shipments can learn a great deal about where its time and money go. In India, digital public infrastructure such as GST e-invoices, e-way bills, ICEGATE and the Unified Logistics Interface Platform has made operational data more available than ever. This article explains how to put it to work.",
        ),
      },
      {
        title: "Building a Reliable Data Foundation",
        icon: "file-text",
        content: paragraphs(
          "Analytics is only as good as the data beneath it. The first task is to bring together records that usually sit in separate places: orders in the ERP, dispatch and e-way bill data, transporter trip records, customs filings, shipping line and airline milestones, and freight invoices. Each shipment needs a common reference, such as an order or invoice number, that links these records end to end.",
          "Consistency matters more than volume. Standard names for customers, locations and carriers, agreed definitions of measures (does 'on time' mean the promised date or the revised one?) and timestamps captured at each milestone make the difference between a useful dashboard and a misleading one.",
          "External sources add context. ULIP gives authorized users access to data such as vehicle registration details and FASTag toll transactions, port community systems report container milestones, and carriers publish vessel and flight schedules. Combined with your own records, they show not only what happened to a shipment but why.",
        ),
      },
      {
        title: "Analytics That Improve Daily Operations",
        icon: "trending-up",
        content: paragraphs(
          "Descriptive analytics answers what happened: transit times by lane, on-time delivery by carrier, detention and demurrage by port, freight cost per kilogram or per unit. Even these basic measures often reveal quick wins, such as a transporter whose trips regularly take a day longer than others on the same route.",
          "Predictive analytics looks ahead. Historical transit data combined with live milestones can estimate when a container will actually arrive, so the receiving warehouse can plan labour and dock space. Seasonal patterns help book capacity before peaks such as the pre-Diwali rush and the run-up to Western holiday seasons, when rates rise and space tightens.",
          "Prescriptive analytics recommends actions: which shipments to consolidate, which mode to use for an urgent order, how much safety stock to hold at each location. Route planning and load planning tools already do this every day for many fleets. Start with questions that matter to the business and build from there, rather than collecting data for its own sake.",
        ),
      },
      {
        title: "Key Takeaway",
        icon: "lightbulb",
        content: paragraphs(
          "Data-driven logistics depends less on sophisticated algorithms than on disciplined record-keeping and a willingness to act on what the numbers show. Start with a handful of measures that reflect your customers' priorities, such as on-time delivery, transit time, damage rate and cost per unit shipped, and review them every month with your logistics partners.",
          "Share data in both directions. A forwarder that knows your production schedule can secure space earlier; a transporter that sees its own performance figures can fix recurring problems. Protect the data as you share it: India's Digital Personal Data Protection Act, 2023 applies wherever shipment records include personal details such as consignee names and phone numbers.",
          "At Tarang Global Logistics we share shipment milestones and a regular performance summary for each client's main lanes, and use the same data to choose carriers and plan capacity. If you want to understand where your logistics spend goes, we can start with an analysis of your recent shipments.",
        ),
      },
    ],
  },
  {
    staticNumber: 6,
    slug: "warehouse-automation-smart-revolution",
    title: "Warehouse Automation: The Smart Revolution in Logistics Centers",
    date: "2026-02-12",
    excerpt:
      "From warehouse management systems to mobile robots: the technologies changing Indian warehouses, and how to plan an automation project that pays back.",
    image: "/media/blog/warehouse-automation.svg",
    colorScheme: "teal",
    sections: [
      {
        title: "Introduction",
        icon: "warehouse",
        content: paragraphs(
          "Warehousing in India has changed more in the last decade than in the three before it. GST removed the need to keep a warehouse in each state simply to manage tax, so companies could consolidate into larger, better-built facilities at hubs such as Bhiwandi near Mumbai, Chakan near Pune and the corridors around Delhi, Chennai and Bengaluru. E-commerce and organized retail raised expectations of speed and accuracy at the same time.",
          "Automation is the natural next step. Where a traditional warehouse relies on paper pick lists and workers walking long aisles, an automated facility uses software, scanners, conveyors and robots to direct work and move goods. The aim is not to remove people but to use their time better: fewer errors, faster order processing and safer handling of heavy loads. This article looks at the main technologies and at how to plan an automation project that pays off.",
        ),
      },
      {
        title: "Technologies Transforming the Warehouse Floor",
        icon: "cpu",
        content: paragraphs(
          "Most automation journeys begin with software. A warehouse management system records every location and stock movement, directs put-away and picking, and connects to the ERP and transport systems. Barcode or RFID scanning at receipt, put-away, picking and dispatch provides the real-time inventory accuracy on which everything else depends.",
          "Physical automation comes in layers. Conveyors and sorters move cartons between zones and sort outbound parcels by route. Pick-to-light and put-to-light systems guide workers to the right location and quantity. Autonomous mobile robots carry goods between pickers and packing stations, or bring shelving units to a stationary picker in goods-to-person setups. Automated storage and retrieval systems use cranes or shuttles to store pallets or totes in high-density racking, making better use of expensive land.",
          "Supporting technologies are maturing around these: dimensioning and weighing stations at dispatch, vision cameras that check labels and damage, and digital twins that simulate a layout before anything changes on the floor.",
        ),
      },
      {
        title: "Planning an Automation Project That Pays Back",
        icon: "wrench",
        content: paragraphs(
          "Automation is a capital decision and should be judged like one. Begin by measuring current operations: order profiles, lines per order, peak and average volumes, the number of stock-keeping units and how fast each moves, error rates and labour hours per activity. These figures show where the bottlenecks actually are, which is not always where managers expect.",
          "Match the technology to the profile. High-volume, small-item e-commerce fulfilment benefits from sorters and goods-to-person systems; a warehouse handling a modest number of fast-moving pallets may gain more from better racking, a good warehouse management system and reach trucks. Flexibility has value because volumes and product mixes change, and modular systems such as mobile robots can be scaled or redeployed more easily than fixed conveyors.",
          "Plan for people and continuity. Operators need training, maintenance teams need spares and vendor support, and there must be a manual fallback if a system fails on a peak day. Implementing in phases, one zone or process at a time, limits risk and shows results early.",
        ),
      },
      {
        title: "Key Takeaway",
        icon: "lightbulb",
        content: paragraphs(
          "Warehouse automation is no longer reserved for the largest operators. Cloud-based warehouse management systems, handheld scanners and leased mobile robots have made the first steps affordable for mid-sized businesses, and the benefits show quickly in inventory accuracy, order cycle time and fewer dispatch errors.",
          "The sensible approach is incremental. Get the data and processes right first, because automating a disorganized operation only produces errors faster. Then add physical automation where the numbers justify it, and keep measuring to confirm the gains.",
          "Tarang Global Logistics runs its own warehousing in Navi Mumbai, close to JNPT, with a warehouse management system and barcode-based inventory control, so clients can see stock positions and movements without waiting for a manual report. If you are weighing whether to automate your own facility or to outsource storage and distribution to a partner that already has the systems in place, we are happy to talk through the options with you.",
        ),
      },
    ],
  },
  {
    staticNumber: 7,
    slug: "cybersecurity-in-global-supply-chains",
    title: "The Role of Cybersecurity in Protecting Global Supply Chains",
    date: "2026-04-28",
    excerpt:
      "Phishing, payment fraud and ransomware now target every link in the supply chain. Here is where logistics is vulnerable and how to defend it.",
    image: "/media/blog/supply-chain-cybersecurity.svg",
    colorScheme: "slate",
    sections: [
      {
        title: "Introduction",
        icon: "shield-check",
        content: paragraphs(
          "Modern supply chains run on shared data. A single export shipment may involve the exporter's ERP, a freight forwarder's system, a customs broker's ICEGATE filings, a shipping line's booking portal, a port community system, a bank handling the letter of credit and a transporter's tracking app. Every connection that makes trade faster is also a possible route for an attacker.",
          "The consequences can be severe. The NotPetya malware in 2017 disrupted a major global container shipping group and its terminals in several countries, showing how an infection in one company can ripple through ports and customers worldwide. Ransomware, invoice fraud and data theft now affect logistics businesses of every size. In India, CERT-In's directions of 2022 require organisations to report specified cyber incidents within six hours, which makes preparedness a compliance obligation as well as good practice.",
        ),
      },
      {
        title: "Where Supply Chains Are Vulnerable",
        icon: "globe",
        content: paragraphs(
          "Attackers look for the weakest link, which in logistics is often a small partner with access to a larger one's systems. Common threats include phishing emails that imitate shipping lines, customs notices or courier companies; business email compromise, in which a fraudster joins a genuine conversation and sends altered bank details for a freight or duty payment; and ransomware that locks booking, warehouse or accounting systems at a busy moment.",
          "Operational technology adds another layer. Warehouse control systems, port equipment, GPS trackers and telematics units in trucks are increasingly connected to the internet, and some still run on default passwords or unsupported software. Shared logins for carrier and customs portals, passed around by email or messaging apps, are another frequent weakness.",
          "Documents themselves are a target. Bills of lading, delivery orders and release codes have real value: a stolen release can let the wrong party collect a container. As trade moves to electronic documents, the integrity of the systems that issue them matters as much as security at the gate.",
        ),
      },
      {
        title: "Building Practical Cyber Defences",
        icon: "lock",
        content: paragraphs(
          "Basic cyber hygiene covers most of the risk. Use multi-factor authentication on email, banking and every portal that can release cargo or move money. Keep systems and devices patched, give each person their own login with only the access they need, and remove access promptly when staff or partners change.",
          "Payment fraud needs a process control, not just technology: any request to change bank details should be confirmed by a phone call to a known number, never by replying to the email that made the request. Regular, tested backups kept offline allow recovery from ransomware without paying.",
          "Extend the same standards to partners. Ask forwarders, transporters and warehouses how they protect shared data, include security clauses in contracts and agree in advance how incidents will be notified. Train staff to recognize phishing, and rehearse what the company would do if its main system went down in a peak week. Frameworks such as ISO/IEC 27001 offer a structured way to go further.",
        ),
      },
      {
        title: "Key Takeaway",
        icon: "lightbulb",
        content: paragraphs(
          "Cybersecurity in logistics is a shared responsibility. A supply chain is only as secure as the least protected company connected to it, and attackers know that freight payments, cargo releases and time-critical bookings create pressure they can exploit.",
          "The fundamentals are not expensive: multi-factor authentication, verified payment changes, patched systems, offline backups, trained staff and an incident plan that says who reports to CERT-In and when. What makes them effective is consistency across every office, every login and every partner that touches your shipments.",
          "At Tarang Global Logistics we confirm every change to payment details by telephone, use individual access for customs and carrier portals, and restrict shipment data to the people who need it. As an AEO-certified operator, we treat the security of information as part of the security of the supply chain. If you would like to review how cargo data and payments flow between your company and your logistics partners, talk to us.",
        ),
      },
    ],
  },
  {
    staticNumber: 8,
    slug: "top-logistics-challenges-and-solutions",
    title: "Top Logistics Challenges for Businesses and How to Overcome Them",
    date: "2026-07-15",
    excerpt:
      "Rate swings, port delays, documentation errors and poor visibility: the logistics problems Indian businesses meet most often, and practical ways to solve them.",
    image: "/media/blog/logistics-challenges.svg",
    colorScheme: "rose",
    sections: [
      {
        title: "Introduction",
        icon: "target",
        content: paragraphs(
          "Every business that moves goods runs into logistics problems sooner or later. Some are external and unpredictable: a sudden jump in ocean freight rates, a port strike, a disruption on a major shipping route. Others are closer to home and entirely fixable: an incorrect HS code that holds a shipment at customs, a transporter who does not report delays, a warehouse that cannot say what stock it holds.",
          "Indian businesses face a particular mix. Logistics costs have long been high relative to the value of goods, cargo often travels long distances by road between factories and ports, and compliance involves GST, customs, the DGFT and, for many products, regulators such as FSSAI, CDSCO or plant quarantine authorities. The National Logistics Policy 2022 and PM Gati Shakti address infrastructure and systems, but each company still has to run its own operations well. This article covers the most common challenges and practical ways to overcome them.",
        ),
      },
      {
        title: "Cost, Congestion and Capacity Pressures",
        icon: "clock",
        content: paragraphs(
          "Freight costs rarely stand still. Ocean rates respond to global capacity, fuel prices and events such as the Red Sea diversions, and domestic road rates move with diesel prices and seasonal demand. Businesses that book only on the spot market feel every swing. A mix of contracted rates on regular lanes and spot bookings for occasional cargo, planned with a forwarder who watches the wider market, smooths the impact.",
          "Delays and extra charges often hurt more than the freight rate itself. Detention and demurrage build up when containers wait for documents, inspections or transport. Direct Port Delivery and Direct Port Entry at JNPT, early document filing and pre-booked trucks all reduce dwell time at the port.",
          "Capacity runs short around festival seasons, the financial year-end and major trade peaks, when trucks, containers and vessel space are harder to find. Sharing a forecast with your logistics partner a few weeks ahead, even a rough one, lets them secure space before it runs out.",
        ),
      },
      {
        title: "Compliance, Documentation and Visibility Gaps",
        icon: "clipboard-check",
        content: paragraphs(
          "Documentation errors are among the most frequent and most avoidable causes of delay. A mismatch between the invoice, packing list and shipping bill, an incorrect HS classification or a missing certificate of origin can hold cargo at customs or cost the exporter a benefit such as RoDTEP or a preferential tariff under a trade agreement.",
          "The remedy is a disciplined pre-shipment check. Classify products once, carefully, and keep a master list; keep licences, registrations and the AD Code up to date; and file through ICEGATE with documents on e-Sanchit so that they reach customs before the cargo does. Domestic movements need the same care: an e-way bill with the wrong vehicle number or expired validity can lead to detention of the goods and a penalty.",
          "Visibility is the other common gap. When nobody can say where a shipment is, problems surface only when the customer complains. Agreed milestones, shared tracking and a single point of contact at your logistics partner close that gap.",
        ),
      },
      {
        title: "Key Takeaway",
        icon: "lightbulb",
        content: paragraphs(
          "Most logistics challenges cannot be eliminated, but their impact can be reduced sharply with planning. External shocks, from rate spikes to route disruptions, are best met with flexible contracts, realistic buffers and early warning from partners who watch the market. Internal problems, such as documentation errors, poor visibility and last-minute bookings, are within a company's control and usually the quickest to fix.",
          "A good starting point is to look back at the last dozen shipments that went wrong and ask what caused each one. The answers tend to repeat: late documents, unclear responsibilities, no forecast shared with the forwarder. Fixing the top two or three causes often resolves most of the trouble.",
          "Tarang Global Logistics combines customs brokerage, freight forwarding, warehousing and road transport under one roof, which removes many of the hand-offs where delays begin. If a particular problem keeps recurring in your shipments, tell us about it and we will look for the root cause with you.",
        ),
      },
    ],
  },
  {
    staticNumber: 9,
    slug: "future-trends-in-logistics",
    title: "Future Trends in Logistics: What to Expect in the Next 5 Years",
    date: "2026-10-20",
    excerpt:
      "New freight corridors, ports and airports, paperless trade, AI and carbon rules: the trends we expect to shape logistics in India and worldwide over the next five years.",
    image: "/media/blog/future-logistics-trends.svg",
    colorScheme: "violet",
    sections: [
      {
        title: "Introduction",
        icon: "trending-up",
        content: paragraphs(
          "The next five years will reshape logistics in India and around the world. Infrastructure that has been under construction for a decade is coming into service, digital systems are replacing paper across customs and trade, and customers and regulators are asking for lower emissions and better data. Global trade patterns are also shifting as manufacturers spread their supply bases across more countries, and India is well placed to benefit.",
          "Predictions are always uncertain, and some announced projects will take longer than planned. But several trends are already visible and are likely to define how goods move for the rest of the decade. For Indian shippers, understanding them now helps with decisions that last for years: where to locate a warehouse, which ports and routes to plan around, which systems to invest in and which skills to build. This article looks at the developments we expect to matter most.",
        ),
      },
      {
        title: "New Infrastructure and Digital Trade in India",
        icon: "route",
        content: paragraphs(
          "On the physical side, the dedicated freight corridors are shifting container and bulk traffic from road to rail, with multimodal logistics parks and Gati Shakti cargo terminals being developed to link them to industrial clusters. In Maharashtra, the deep-water port under development at Vadhavan is planned to add container capacity alongside JNPT, and Navi Mumbai International Airport brings a second major air cargo gateway to the region. New expressways and coastal shipping services add further options for moving goods between states.",
          "The digital side may change daily work even more. Under the National Logistics Policy, ULIP connects data from many government systems, and the PM Gati Shakti platform is used to plan infrastructure across ministries. Paperless customs processes, electronic bills of lading and trade documents recognized across borders are reducing the need for physical paper. For exporters, faster clearance and better tracking will increasingly be the norm, and partners that cannot work digitally will fall behind.",
        ),
      },
      {
        title: "Technology, Sustainability and New Skills",
        icon: "sparkles",
        content: paragraphs(
          "Artificial intelligence is moving from pilot projects into routine work: forecasting demand, predicting arrival times, suggesting product classifications, reading documents and planning loads. The results will be strongest where AI supports experienced staff rather than replacing their judgement, particularly in compliance, where an error can be costly.",
          "Sustainability is becoming a commercial requirement rather than a preference. The EU's Carbon Border Adjustment Mechanism entered its definitive period in 2026, shipping is working towards the International Maritime Organization's goal of net-zero emissions around 2050, and more buyers will ask suppliers for emission data per shipment. Expect wider use of electric vehicles in urban delivery, LNG and, later, green hydrogen or biofuels for heavier transport, and more freight moved by rail.",
          "The workforce will change too. Automation, digital documentation and data analysis call for new skills, while truck drivers, customs specialists and operations planners remain in short supply. Companies that invest in training, safer working conditions and clear career paths will find and keep good people more easily.",
        ),
      },
      {
        title: "Key Takeaway",
        icon: "lightbulb",
        content: paragraphs(
          "The direction of travel is clear: more rail and multimodal transport, more digital and paperless processes, wider use of data and AI, and steadily rising expectations on sustainability. The pace will vary, and not every announced project will arrive on schedule, but businesses that plan for these changes will be better placed than those that react to them.",
          "Practical steps to take now include digitizing shipment records so that they can feed analytics and emission reporting, reviewing routes as new rail links, terminals and gateways open, and choosing logistics partners who are investing in the same direction.",
          "Tarang Global Logistics has grown from a customs brokerage in Vashi into a multi-service logistics company by adapting to change, from electronic customs filing to GST and e-way bills. We expect the next five years to bring as much change again, and we are building our systems, network and team to help clients move through it with confidence.",
        ),
      },
    ],
  },
];
