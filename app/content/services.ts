/**
 * Copy and media of the twelve service pages (/services/service1 to
 * /services/service12) and of their cards on /services. Numbering follows
 * docs/product/decisions.md (Routes: Services): 1 Freight Forwarding … 12 Cold Chain Logistics.
 */
import type { Service } from "./types";
import type { Translate } from "#contracts/i18n/translate";
import { service1 } from "./service-pages/service1";
import { service2 } from "./service-pages/service2";
import { service3 } from "./service-pages/service3";
import { service4 } from "./service-pages/service4";
import { service5 } from "./service-pages/service5";
import { service6 } from "./service-pages/service6";
import { service7 } from "./service-pages/service7";
import { service8 } from "./service-pages/service8";
import { service9 } from "./service-pages/service9";
import { service10 } from "./service-pages/service10";
import { service11 } from "./service-pages/service11";
import { service12 } from "./service-pages/service12";
import { pagePicture } from "./page-picture";

/** A service's card and hero pictures (its artwork a and b), each as staff may have replaced it. */
function withPictures(t: Translate, service: Service): Service {
  const picture = (image: Service["heroImages"][number], index: number) =>
    pagePicture(t, `services.service${service.number}.${index === 0 ? "a" : "b"}`, image);
  return { ...service, cardImages: service.cardImages.map(picture) as Service["cardImages"], heroImages: service.heroImages.map(picture) };
}

/** The module's copy in one language: every word comes from the language's catalogue (locales/). */
export default function servicesContent(t: Translate) {
  const services: Service[] = [
    service1(t),
    service2(t),
    service3(t),
    service4(t),
    service5(t),
    service6(t),
    service7(t),
    service8(t),
    service9(t),
    service10(t),
    service11(t),
    service12(t),
  ].map((service) => withPictures(t, service));

  /** The service shown at /services/service{n}, or undefined for an unknown number. */
  function getService(n: number): Service | undefined {
    return services.find((s) => s.number === n);
  }

  return { services, getService };
}
