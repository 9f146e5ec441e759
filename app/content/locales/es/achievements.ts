import type * as en from "../../achievements";
import type { MediaImage } from "../../types";
import { site, yearsInBusiness } from "../../site";

const badge = (name: string, alt: string): MediaImage => ({
  src: `/media/certificates/${name}-light.svg`,
  srcDark: `/media/certificates/${name}-dark.svg`,
  alt,
  width: 400,
  height: 400,
});

export const achievementsMeta: typeof en.achievementsMeta = {
  title: "Logros y certificaciones | Tarang Global Logistics",
  description:
    "Más de 15 años, más de 1500 clientes, más de 15 000 entregas y más de 500 ciudades atendidas desde Navi Mumbai. Tarang Global Logistics es miembro de WCA y cuenta con las certificaciones AEO e ISO 9001:2015.",
  keywords: [
    "Tarang Global Logistics logros",
    "transitario certificado AEO",
    "miembro de WCA India",
    "empresa de logística ISO 9001:2015",
    "agente de aduanas Navi Mumbai",
    "certificaciones logísticas India",
  ],
};

export const achievementsHero: typeof en.achievementsHero = {
  eyebrow: "Logros",
  title: `${yearsInBusiness()} años entregando carga, y las credenciales que lo respaldan`,
  lead: `Desde ${site.founded} despachamos, almacenamos y transportamos carga para exportadores e importadores de toda la India. Las cifras que siguen son el resultado; las certificaciones, la manera en que seguimos mereciéndolas.`,
};

export const milestonesSection: typeof en.milestonesSection = {
  title: "Nuestro trabajo en cifras",
  intro:
    "Contadas a partir de nuestros propios registros de envíos, no estimadas. Cada cifra empezó con un cliente, una declaración de exportación y un camión a la puerta en Nhava Sheva.",
};

export const milestones: typeof en.milestones = [
  {
    value: 15,
    suffix: "+",
    label: "Años de experiencia en el sector",
    detail: `Agencia de aduanas desde ${site.founded} y servicios completos de transitario desde ${site.renamed}.`,
    icon: "clock",
  },
  {
    value: 1500,
    suffix: "+",
    label: "Clientes satisfechos",
    detail: "Fabricantes, comerciantes y exportadores, muchos con nosotros desde hace más de una década.",
    icon: "handshake",
  },
  {
    value: 15000,
    suffix: "+",
    label: "Entregas realizadas con éxito",
    detail: "Contenedores, envíos aéreos y cargas completas de camión entregados con comprobante de entrega.",
    icon: "package",
  },
  {
    value: 500,
    suffix: "+",
    label: "Ciudades cubiertas",
    detail: "Puerta a puerta en toda la India, y en el extranjero a través de nuestra red de socios.",
    icon: "map-pin",
  },
];

export const credentialsSection: typeof en.credentialsSection = {
  title: "Certificaciones y afiliaciones",
  intro:
    "Organismos independientes auditan cómo trabajamos. Estas credenciales significan que su carga se gestiona con procedimientos documentados y verificados en cada paso.",
};

export const credentials: typeof en.credentials = [
  {
    title: "Miembro de WCA",
    issuer: "Red WCA de transitarios independientes",
    text: "Ser miembros de la red WCA nos da agentes asociados verificados en destino, con protección de pagos y estándares de servicio que todos los miembros deben cumplir, de modo que su carga está en manos conocidas en ambos extremos.",
    image: badge("wca", "Distintivo de miembro de WCA para servicios de transitario"),
  },
  {
    title: "Certificación AEO",
    issuer: "Junta Central de Impuestos Indirectos y Aduanas (CBIC)",
    text: "Como Operador Económico Autorizado reconocido por la Aduana de la India, cumplimos estándares auditados de seguridad, conservación de registros y cumplimiento normativo, lo que favorece un despacho más rápido y previsible de la carga de nuestros clientes.",
    image: badge("aeo", "Distintivo de certificación AEO: Operador Económico Autorizado, Aduana de la India"),
  },
  {
    title: "Certificación ISO 9001:2015",
    issuer: "Sistema de gestión de la calidad",
    text: "Nuestro sistema de gestión de la calidad para los servicios de transitario, el despacho aduanero y el almacenaje está certificado según ISO 9001:2015, con procesos documentados, auditorías internas y acciones correctivas cuando algo sale mal.",
    image: badge("iso", "Distintivo de certificación ISO 9001:2015: sistema de gestión de la calidad"),
  },
];

export const recognitionNote: typeof en.recognitionNote = {
  title: "Qué significan estas credenciales para su envío",
  points: [
    "Declaraciones de exportación e importación preparadas con procedimientos verificados, lo que reduce las consultas durante la valoración aduanera.",
    "Socios en destino seleccionados a través de la red WCA, no elegidos de un directorio.",
    "Reclamaciones registradas, investigadas y cerradas con una acción correctiva, tal como exige nuestro sistema ISO.",
  ],
};

export const achievementsCta: typeof en.achievementsCta = {
  heading: `Ponga ${yearsInBusiness()} años de experiencia al servicio de su próximo envío`,
  text: "Cuéntenos qué envía y adónde; un especialista le responderá en un plazo de 24 horas con una ruta, un calendario y una cotización clara.",
  label: "Hable con nuestro equipo",
};

export const achievementsPage: typeof en.achievementsPage = {
  meta: achievementsMeta,
  hero: achievementsHero,
  milestonesSection,
  milestones,
  credentialsSection,
  credentials,
  recognitionNote,
  cta: achievementsCta,
};
