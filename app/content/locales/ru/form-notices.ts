import type * as en from "../../form-notices";
import { site } from "../../site";

export const applicationRetentionMonths: typeof en.applicationRetentionMonths = 12;

export const formNotices: typeof en.formNotices = {
  newsletter:
    "Мы используем ваш адрес электронной почты только для отправки этой рассылки — после того как вы подтвердите подписку. Отписаться можно из любого письма.",
  contact:
    "Мы используем ваше имя, адрес электронной почты и сообщение только для того, чтобы ответить вам, и храним их столько, сколько для этого нужно.",
  careers: `Мы используем эти данные и ваше резюме только для рассмотрения вашей заявки и удаляем их через ${applicationRetentionMonths} месяцев.`,
  resumeConsent: `Я согласен(на), чтобы ${site.name} хранила моё резюме вместе с заявкой до ${applicationRetentionMonths} месяцев для её рассмотрения. Я могу отозвать это согласие в любое время.`,
  linkText: "Уведомление о конфиденциальности",
};
