import type * as en from "../../accessibility";
import { site } from "../../site";

export const accessibilityMeta: typeof en.accessibilityMeta = {
  title: `Déclaration d’accessibilité | ${site.name}`,
  description: `Comment ${site.name} conçoit et teste ce site pour le niveau AA des WCAG 2.2, ce qui ne fonctionne pas encore et comment nous signaler un obstacle.`,
  keywords: ["déclaration d’accessibilité", "WCAG 2.2", "AA", "navigation au clavier", "lecteur d’écran", "logistique"],
};

export const accessibilityUpdated: typeof en.accessibilityUpdated = { iso: "2026-11-24", display: "24 novembre 2026" };

export const accessibilityIntro: typeof en.accessibilityIntro =
  "Nous voulons que toutes les personnes qui expédient avec nous, ou pourraient le faire, puissent lire ce site, y trouver ce dont elles ont besoin et nous envoyer un message, quels que soient l’appareil, le navigateur ou la technologie d’assistance qu’elles utilisent.";

export const accessibilityTarget: typeof en.accessibilityTarget =
  "Notre objectif est le niveau AA des Règles pour l’accessibilité des contenus Web (WCAG) 2.2, sur chaque page publique et sur la page de connexion du personnel. Lorsque nous n’y parvenons pas, nous l’indiquons ci-dessous et nous le traitons comme un bogue à corriger.";

export const accessibilityTesting: typeof en.accessibilityTesting = [
  {
    title: "Contrôles automatisés dans un vrai navigateur",
    text: "Chaque page publique est ouverte dans Chromium et analysée avec axe pour détecter les non-conformités WCAG de niveaux A et AA, en thème clair comme en thème sombre.",
  },
  {
    title: "Clavier",
    text: "Des tests de navigateur parcourent la navigation, le menu mobile et les formulaires au seul clavier, et vérifient que le focus est visible et arrive là où il le doit.",
  },
  {
    title: "Contraste mesuré au pixel près",
    text: "Le texte placé sur des photographies est contrôlé par rapport aux pixels réellement affichés derrière lui, en largeur mobile et ordinateur, dans les deux thèmes et en arabe de droite à gauche, et doit atteindre un rapport de 4,5:1. Les bordures des champs de formulaire doivent atteindre 3:1.",
  },
  {
    title: "Captures d’écran et mise en page",
    text: "Nous examinons des captures d’écran des pages à 360 et 1 440 pixels de large dans les deux thèmes, et un test vérifie qu’aucune page ne défile horizontalement à 320 pixels.",
  },
  {
    title: "Sans JavaScript et à l’impression",
    text: "Les pages sont servies en HTML complet avant l’exécution de tout script (un test les lit avant le démarrage des scripts), et une feuille de style d’impression n’imprime que le contenu, en sombre sur blanc, avec les adresses des liens écrites en toutes lettres.",
  },
  {
    title: "Animations",
    text: "La vidéo d’arrière-plan et les diaporamas se mettent en pause à la demande et restent immobiles pour toute personne qui a demandé à son système de réduire les animations.",
  },
];

export const accessibilityLimits: typeof en.accessibilityLimits = [
  "Les articles du blog sont affichés dans la langue dans laquelle ils ont été rédigés.",
  "Les photographies et illustrations purement décoratives n’ont pas de description textuelle ; celles qui véhiculent une information la décrivent dans le texte qui les accompagne.",
  "L’espace du personnel, derrière la page de connexion, est analysé avec axe, mais testé de façon moins approfondie que les pages publiques.",
];

export const accessibilityContact: typeof en.accessibilityContact = {
  lead: "Si un élément de ce site vous bloque ou rend une tâche plus difficile qu’elle ne devrait l’être, dites-le-nous : la page concernée, ce que vous cherchiez à faire et, si vous le souhaitez, le navigateur ou la technologie d’assistance que vous utilisez.",
  email: site.email,
  answer:
    "Chaque message est lu par une personne ; tant que l’obstacle n’est pas levé, nous vous fournirons l’information ou traiterons votre demande par e-mail ou par téléphone.",
};
