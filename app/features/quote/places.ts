/**
 * The places the /quote combobox offers (issue 14): Indian ports, airports, inland container depots
 * (ICDs) and cities, and the main ports and cargo airports Indian trade runs to, with their UN/LOCODE
 * and a position for the CO₂ estimate's distance. Loaded with `import()` when the combobox is first
 * used, so it is not in the page's first-render JavaScript. A buyer may type any other place.
 */
export type PlaceKind = "port" | "airport" | "icd" | "city";

export interface Place {
  /** UN/LOCODE without the space (INNSA). */
  code: string;
  name: string;
  country: string;
  kinds: readonly PlaceKind[];
  lat: number;
  lon: number;
}

type Row = [code: string, name: string, country: string, kinds: string, lat: number, lon: number];

// kinds: p port, a airport, i ICD, c city.
const rows: Row[] = [
  ["INNSA", "Nhava Sheva (JNPT), Navi Mumbai", "India", "p", 18.95, 72.95],
  ["INBOM", "Mumbai", "India", "pac", 19.09, 72.87],
  ["INMUN", "Mundra", "India", "p", 22.74, 69.7],
  ["INIXY", "Kandla (Deendayal)", "India", "p", 23.03, 70.22],
  ["INPAV", "Pipavav", "India", "p", 20.92, 71.51],
  ["INHZA", "Hazira", "India", "p", 21.1, 72.64],
  ["INMAA", "Chennai", "India", "pac", 13.08, 80.29],
  ["INENR", "Ennore (Kamarajar)", "India", "p", 13.26, 80.33],
  ["INKRI", "Krishnapatnam", "India", "p", 14.25, 80.12],
  ["INVTZ", "Visakhapatnam", "India", "pac", 17.69, 83.29],
  ["INCOK", "Kochi", "India", "pac", 9.97, 76.27],
  ["INTUT", "Tuticorin (V.O. Chidambaranar)", "India", "p", 8.76, 78.19],
  ["INNML", "New Mangalore", "India", "p", 12.92, 74.81],
  ["INMRM", "Mormugao", "India", "p", 15.41, 73.8],
  ["INCCU", "Kolkata", "India", "pac", 22.55, 88.31],
  ["INHAL", "Haldia", "India", "p", 22.03, 88.06],
  ["INPRT", "Paradip", "India", "p", 20.26, 86.67],
  ["INDEL", "Delhi (Indira Gandhi International Airport)", "India", "ac", 28.56, 77.1],
  ["INBLR", "Bengaluru", "India", "ac", 13.2, 77.71],
  ["INHYD", "Hyderabad", "India", "ac", 17.24, 78.43],
  ["INAMD", "Ahmedabad", "India", "ac", 23.07, 72.63],
  ["INTKD", "ICD Tughlakabad, New Delhi", "India", "i", 28.51, 77.27],
  ["INPPG", "ICD Patparganj, Delhi", "India", "i", 28.62, 77.3],
  ["INDER", "ICD Dadri, Greater Noida", "India", "i", 28.55, 77.55],
  ["INLUH", "ICD Ludhiana", "India", "ic", 30.9, 75.85],
  ["INWFD", "ICD Whitefield, Bengaluru", "India", "i", 12.98, 77.75],
  ["INSBI", "ICD Sabarmati, Ahmedabad", "India", "i", 23.08, 72.59],
  ["INGHR", "ICD Garhi Harsaru, Gurugram", "India", "i", 28.43, 76.93],
  ["INPNQ", "Pune", "India", "ac", 18.52, 73.86],
  ["INJAI", "Jaipur", "India", "ac", 26.91, 75.79],
  ["INLKO", "Lucknow", "India", "ac", 26.85, 80.95],
  ["INNAG", "Nagpur", "India", "ac", 21.15, 79.09],
  ["INSTV", "Surat", "India", "c", 21.17, 72.83],
  ["INBDQ", "Vadodara", "India", "c", 22.31, 73.18],
  ["INIXC", "Chandigarh", "India", "ac", 30.73, 76.78],
  ["INCJB", "Coimbatore", "India", "ac", 11.02, 76.96],
  ["INIDR", "Indore", "India", "ac", 22.72, 75.86],
  ["INGAU", "Guwahati", "India", "ac", 26.14, 91.74],
  ["INBBI", "Bhubaneswar", "India", "ac", 20.3, 85.82],
  ["INKNU", "Kanpur", "India", "c", 26.45, 80.33],
  ["INTRV", "Thiruvananthapuram", "India", "ac", 8.52, 76.94],
  ["INATQ", "Amritsar", "India", "ac", 31.63, 74.87],
  ["AEJEA", "Jebel Ali", "United Arab Emirates", "p", 25.01, 55.06],
  ["AEDXB", "Dubai", "United Arab Emirates", "pac", 25.25, 55.36],
  ["QADOH", "Doha", "Qatar", "ac", 25.27, 51.61],
  ["SAJED", "Jeddah", "Saudi Arabia", "pa", 21.48, 39.17],
  ["OMSLL", "Salalah", "Oman", "p", 16.94, 54.0],
  ["LKCMB", "Colombo", "Sri Lanka", "pa", 6.95, 79.85],
  ["BDCGP", "Chattogram", "Bangladesh", "p", 22.31, 91.8],
  ["SGSIN", "Singapore", "Singapore", "pa", 1.26, 103.84],
  ["MYPKG", "Port Klang", "Malaysia", "p", 3.0, 101.39],
  ["THLCH", "Laem Chabang", "Thailand", "p", 13.08, 100.88],
  ["VNSGN", "Ho Chi Minh City", "Viet Nam", "pa", 10.77, 106.7],
  ["CNSHA", "Shanghai", "China", "pa", 31.23, 121.47],
  ["CNNGB", "Ningbo", "China", "p", 29.87, 121.55],
  ["CNSZX", "Shenzhen", "China", "pa", 22.54, 114.06],
  ["HKHKG", "Hong Kong", "China", "pa", 22.3, 114.17],
  ["KRPUS", "Busan", "Republic of Korea", "p", 35.1, 129.04],
  ["JPTYO", "Tokyo", "Japan", "pa", 35.62, 139.79],
  ["AUMEL", "Melbourne", "Australia", "pa", -37.82, 144.92],
  ["AUSYD", "Sydney", "Australia", "pa", -33.97, 151.21],
  ["KEMBA", "Mombasa", "Kenya", "p", -4.04, 39.66],
  ["TZDAR", "Dar es Salaam", "Tanzania", "p", -6.82, 39.29],
  ["ZADUR", "Durban", "South Africa", "p", -29.87, 31.03],
  ["EGPSD", "Port Said", "Egypt", "p", 31.26, 32.3],
  ["TRIST", "Istanbul", "Türkiye", "ac", 41.26, 28.74],
  ["NLRTM", "Rotterdam", "Netherlands", "p", 51.95, 4.14],
  ["NLAMS", "Amsterdam (Schiphol)", "Netherlands", "a", 52.31, 4.76],
  ["BEANR", "Antwerp", "Belgium", "p", 51.26, 4.4],
  ["DEHAM", "Hamburg", "Germany", "p", 53.54, 9.97],
  ["DEFRA", "Frankfurt am Main", "Germany", "ac", 50.04, 8.56],
  ["FRLEH", "Le Havre", "France", "p", 49.48, 0.11],
  ["FRCDG", "Paris Charles de Gaulle", "France", "a", 49.01, 2.55],
  ["GBFXT", "Felixstowe", "United Kingdom", "p", 51.96, 1.33],
  ["GBLGP", "London Gateway", "United Kingdom", "p", 51.5, 0.48],
  ["GBLHR", "London Heathrow", "United Kingdom", "a", 51.47, -0.45],
  ["ITGOA", "Genoa", "Italy", "p", 44.41, 8.93],
  ["ESVLC", "Valencia", "Spain", "p", 39.45, -0.32],
  ["USNYC", "New York", "United States", "pac", 40.68, -74.04],
  ["USSAV", "Savannah", "United States", "p", 32.08, -81.09],
  ["USHOU", "Houston", "United States", "pa", 29.73, -95.27],
  ["USLAX", "Los Angeles", "United States", "pa", 33.74, -118.26],
  ["USCHI", "Chicago", "United States", "ac", 41.88, -87.63],
  ["CAVAN", "Vancouver", "Canada", "pa", 49.29, -123.11],
  ["BRSSZ", "Santos", "Brazil", "p", -23.96, -46.3],
];

const kindOf: Record<string, PlaceKind> = { p: "port", a: "airport", i: "icd", c: "city" };

export const places: readonly Place[] = rows.map(([code, name, country, kinds, lat, lon]) => ({
  code,
  name,
  country,
  kinds: [...kinds].map((letter) => kindOf[letter]),
  lat,
  lon,
}));
