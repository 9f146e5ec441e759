import type * as en from "../../accessibility";
import { site } from "../../site";

export const accessibilityMeta: typeof en.accessibilityMeta = {
  title: `Declaración de accesibilidad | ${site.name}`,
  description: `Cómo ${site.name} desarrolla y comprueba este sitio web conforme al nivel AA de las WCAG 2.2, qué se sabe que aún no funciona y cómo comunicarnos una barrera.`,
  keywords: ["declaración de accesibilidad", "WCAG 2.2", "AA", "navegación por teclado", "lector de pantalla", "logística"],
};

export const accessibilityUpdated: typeof en.accessibilityUpdated = { iso: "2026-11-24", display: "24 de noviembre de 2026" };

export const accessibilityIntro: typeof en.accessibilityIntro =
  "Queremos que todas las personas que envían con nosotros, o que podrían hacerlo, puedan leer este sitio, encontrar lo que necesitan y enviarnos un mensaje, sea cual sea el dispositivo, el navegador o la tecnología de apoyo que utilicen.";

export const accessibilityTarget: typeof en.accessibilityTarget =
  "Nuestro objetivo son las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2 en el nivel AA, en todas las páginas públicas y en el acceso del personal. Cuando no lo cumplimos, lo indicamos a continuación y lo tratamos como un error que hay que corregir.";

export const accessibilityTesting: typeof en.accessibilityTesting = [
  {
    title: "Comprobaciones automáticas en un navegador real",
    text: "Cada página pública se abre en Chromium y se analiza con axe en busca de incumplimientos de los niveles A y AA de las WCAG, tanto con el tema claro como con el oscuro.",
  },
  {
    title: "Teclado",
    text: "Las pruebas de navegador recorren la navegación, el menú móvil y los formularios solo con el teclado, y comprueban que el foco es visible y llega adonde debe.",
  },
  {
    title: "Contraste medido a partir de los píxeles",
    text: "El texto sobre fotografías se comprueba frente a los píxeles renderizados que tiene detrás, en anchos de teléfono y de escritorio, en ambos temas y en árabe de derecha a izquierda, y debe alcanzar 4,5:1. Los bordes de los campos de formulario deben alcanzar 3:1.",
  },
  {
    title: "Capturas de pantalla y maquetación",
    text: "Revisamos capturas de pantalla de las páginas a 360 y 1440 píxeles de ancho en ambos temas, y una prueba comprueba que ninguna página se desplaza lateralmente a 320 píxeles.",
  },
  {
    title: "Sin JavaScript y en versión impresa",
    text: "Las páginas se sirven como HTML completo antes de que se ejecute ningún script (una prueba las lee antes de que arranquen los scripts), y una hoja de estilos de impresión imprime solo el contenido, en oscuro sobre blanco, con las direcciones de los enlaces escritas.",
  },
  {
    title: "Movimiento",
    text: "El video de fondo y las presentaciones de imágenes se detienen cuando se solicita y permanecen inmóviles para quien haya pedido a su sistema que reduzca el movimiento.",
  },
];

export const accessibilityLimits: typeof en.accessibilityLimits = [
  "Los artículos del blog se muestran en el idioma en que se escribieron.",
  "Las fotografías e ilustraciones meramente decorativas no tienen descripción textual; las que aportan información la describen en el texto que las acompaña.",
  "El área del personal, tras el acceso, se analiza con axe, pero se prueba de forma menos exhaustiva que las páginas públicas.",
];

export const accessibilityContact: typeof en.accessibilityContact = {
  lead: "Si algo de este sitio le impide avanzar, o le dificulta una tarea más de lo debido, le rogamos que nos lo indique: en qué página, qué intentaba hacer y, si no le importa compartirlo, el navegador o la tecnología de apoyo que utiliza.",
  email: site.email,
  answer:
    "Una persona lee cada mensaje; hasta que la barrera esté resuelta, le facilitaremos la información o tramitaremos su solicitud por correo electrónico o por teléfono.",
};
