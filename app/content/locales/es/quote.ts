import type * as en from "../../quote";

export const quoteNotice: typeof en.quoteNotice =
  "Usamos sus datos de contacto y la información del envío únicamente para cotizar y responder a esta solicitud, y los conservamos solo el tiempo necesario para ello.";

export const quotePage: typeof en.quotePage = {
  meta: {
    title: "Solicite una cotización de flete | Tarang Global Logistics",
    description:
      "Solicite a Tarang Global Logistics una cotización de flete marítimo, aéreo o por carretera: envío, carga y servicios adicionales en cuatro pasos breves, con el peso tasable calculado mientras escribe y un número de referencia al instante.",
    keywords: [
      "cotización de flete",
      "cotización de envío India",
      "tarifa de flete aéreo",
      "cotización LCL",
      "cotización FCL",
      "peso tasable",
      "cotización de despacho aduanero",
    ],
  },
  hero: {
    eyebrow: "Solicitar una cotización",
    title: "Cuéntenos sobre su envío",
    lead: "Cuatro pasos breves dan a nuestro departamento de tarifas lo que necesita: adónde va la carga, qué es, qué servicios adicionales desea y cómo contactarle. Recibirá una referencia al instante y una respuesta con precio en un día hábil.",
  },
  form: {
    title: "Su solicitud de cotización",
    intro:
      "Sus respuestas se guardan en esta pestaña del navegador hasta que las envíe, así que puede avanzar y retroceder con total seguridad.",
  },
};
