import type * as en from "../../page-copy";
import { site } from "../../site";

export const homePage: typeof en.homePage = {
  playVideo: "Воспроизвести фоновое видео",
  pauseVideo: "Приостановить фоновое видео",
};

export const aboutPage: typeof en.aboutPage = {
  heroEyebrow: "С {founded} года",
  heroTitle: "О компании {name}",
  heroLead:
    "Компания основана в {founded} году под названием {formerName} и переименована в {renamed} году. Из нашего офиса в Нави-Мумбаи мы организуем перевозки грузов для индийских экспортёров и импортёров.",
  storyEyebrow: "Наша история",
  commitmentEyebrow: "Наши обязательства",
  foundationsEyebrow: "На чём мы стоим",
  foundationsTitle: "Наша основа",
  valuesEyebrow: "Как мы работаем",
  valuesTitle: "Пять наших ценностей",
  philosophyLink: "Узнайте о нашей миссии, видении и ключевых ценностях",
  howItWorksLink: "Посмотрите, как мы ведём отправку, шаг за шагом",
  leadershipEyebrow: "Руководство",
  leadershipTitle: "Люди, которые нами руководят",
  cta: {
    heading: "Поговорите с командой, которая отвечает за ваш груз",
    text: "Расскажите о ваших отправках, и мы подключим к разговору нужного специалиста.",
    label: "Связаться с нами",
  },
};

export const philosophyPage: typeof en.philosophyPage = {
  eyebrow: "Наша философия",
  title: "Миссия, видение и ключевые ценности",
  sectionTitle: "Чем мы руководствуемся в каждой отправке",
};

export const ourTeamPage: typeof en.ourTeamPage = {
  title: "Наша команда",
  action: "Перейти на страницу «О нас»",
};

export const howItWorksPage: typeof en.howItWorksPage = {
  eyebrow: "Как мы работаем",
  title: "От запроса до доставки",
  sectionTitle: "Шесть шагов, одна ответственная команда",
  stepLabel: "Шаг {number}:",
  cta: {
    heading: "Начните с разговора",
    text: "Расскажите о грузе, маршруте и сроках — в течение 24 часов мы пришлём план перевозки и коммерческое предложение.",
  },
};

const servicesLead =
  "Международное экспедирование, таможенное оформление, складская логистика, автоперевозки и сопутствующие специализированные услуги — всё это ведёт одна команда из Нави-Мумбаи.";

export const servicesPage: typeof en.servicesPage = {
  meta: {
    title: `Наши услуги | ${site.name}`,
    description: servicesLead,
    keywords: [
      "логистические услуги Индия",
      "экспедирование грузов",
      "таможенное оформление",
      "складская логистика",
      "автомобильные перевозки",
      "Нави-Мумбаи",
    ],
  },
  eyebrow: "Что мы делаем",
  title: "Наши услуги",
  lead: servicesLead,
  sectionEyebrow: "Двенадцать услуг, один партнёр",
  sectionTitle: "Всё, что нужно вашему грузу на пути от завода до покупателя",
  intro:
    "Закажите отдельную услугу или доверьте нам весь маршрут. У каждой отправки есть персональный координатор и одна и та же команда — от первого расчёта до окончательной доставки. {link}.",
  introLink: "Посмотрите, как мы ведём груз, шаг за шагом",
  pauseRotation: "Остановить смену изображений",
  resumeRotation: "Возобновить смену изображений",
  cardLinkContext: "об услуге «{title}»",
};

export const serviceDetailPage: typeof en.serviceDetailPage = {
  backLink: "Ко всем услугам",
  playSlideshow: "Запустить слайд-шоу",
  pauseSlideshow: "Приостановить слайд-шоу",
  asideLabel: "Содержание и контакты",
  onThisPage: "На этой странице",
  speakToSpecialist: "Поговорить со специалистом",
  hours: "{days}, {time}",
  stepLabel: "Шаг {number}:",
  moreTitle: "Другие наши услуги",
};

const industriesLead =
  "Логистика, выстроенная под грузы тринадцати отраслей: от специальной химии и фармацевтики до тяжёлой техники и водоочистных сооружений.";

export const industriesPage: typeof en.industriesPage = {
  meta: {
    title: `Отрасли, с которыми мы работаем | ${site.name}`,
    description: industriesLead,
    keywords: [
      "отраслевая логистика Индия",
      "логистика химической продукции",
      "фармацевтическая логистика",
      "проектные грузы",
      "перевозка опасных грузов",
      "Нави-Мумбаи",
    ],
  },
  eyebrow: "С кем мы работаем",
  title: "Отрасли, с которыми мы работаем",
  lead: industriesLead,
  sectionEyebrow: "Отраслевая экспертиза",
  sectionTitle: "У каждого груза свои правила",
  intro:
    "Декларации на опасные грузы, записи температурного режима, разрешения на перевозку негабарита, фитосанитарные сертификаты: мы знаем, что требуется для грузов каждой отрасли, ещё до того, как они прибудут в порт.",
  cardLinkContext: "об отрасли «{title}»",
  otherTitle: "Вашей отрасли нет в списке?",
  otherText:
    "Мы также перевозим текстиль, электронику, продукты питания, мебель и проектные грузы. Расскажите, что вы отправляете, и мы спланируем перевозку с учётом документов, упаковки и правил обращения с грузом.",
  otherLink: "Связаться с нами",
};

export const industryDetailPage: typeof en.industryDetailPage = {
  backLink: "Все отрасли",
  heroEyebrow: "Отрасли, с которыми мы работаем",
  expertiseEyebrow: "Чем мы помогаем",
  expertiseTitle: "Отраслевая экспертиза",
  asideLabel: "Контакты и другие отрасли",
  otherIndustries: "Другие отрасли",
};

export const greenLogisticsPage: typeof en.greenLogisticsPage = {
  targetYear: "к {year} году",
};

export const privacyPage: typeof en.privacyPage = {
  overviewTitle: "Кто мы и на что распространяется эта политика",
  updated: "Последнее обновление: {date}",
  collectedTitle: "Какие данные мы собираем, зачем и как долго храним",
  through: "Через {link}.",
  collected: "Что мы собираем",
  purpose: "Зачем",
  retention: "Как долго мы храним данные",
};

export const accessibilityPage: typeof en.accessibilityPage = {
  eyebrow: "Заявление о доступности",
  title: "Сайт, которым может пользоваться каждый",
  reviewed: "Последняя проверка: {date}",
  targetTitle: "Наша цель: WCAG 2.2 AA",
  testingTitle: "Как мы проверяем",
  limitsTitle: "Известные ограничения",
  barriersTitle: "Сообщите нам о препятствии",
};

export const notFoundPage: typeof en.notFoundPage = {
  meta: {
    title: `Страница не найдена | ${site.name}`,
    description: `Страница, которую вы ищете, перемещена или никогда не существовала. Информацию о наших услугах, отраслях, блог и контакты вы найдёте на сайте ${site.name}.`,
  },
};

export const holdingPage: typeof en.holdingPage = {
  title: "Этот раздел готовится",
  text: "Мы завершаем работу над этой частью сайта. Но наша команда уже сейчас может помочь со всем, что здесь будет описано: позвоните или напишите нам, и специалист ответит в течение {replyTime}.",
};
