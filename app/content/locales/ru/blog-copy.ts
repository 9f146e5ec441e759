import type * as en from "../../blog-copy";
import { site } from "../../site";

const indexLead = "Практические материалы о перевозках, таможне, складской логистике и цепочках поставок от нашей команды в Нави-Мумбаи.";
const listLead = "Все статьи нашей команды о перевозках, таможне, складской логистике и цепочках поставок.";

export const blogCopy: typeof en.blogCopy = {
  index: {
    meta: {
      title: `Блог | ${site.name}`,
      description: indexLead,
      keywords: ["блог о логистике", "грузоперевозки", "таможенное оформление", "складская логистика", "цепочка поставок", "Индия"],
    },
    eyebrow: "Материалы",
    title: "Блог",
    lead: indexLead,
    latestTitle: "Последние статьи",
    rss: "RSS-лента",
  },
  list: {
    meta: {
      title: `Все статьи блога | ${site.name}`,
      description: listLead,
      keywords: ["статьи о логистике", "грузоперевозки", "таможенное оформление", "складская логистика", "цепочка поставок", "Индия"],
    },
    title: "Все статьи",
    lead: listLead,
    articlesLabel: "Статьи",
  },
  chrome: {
    showAll: "Все статьи блога",
    backToBlog: "Назад в блог",
    backToBlogs: "Назад к статьям",
    tryAgain: "Попробовать снова",
    loading: "Загрузка…",
    readMore: "Читать далее",
    readMoreTitle: ": {title}",
    minutesRead: "{count} мин чтения",
    byTeam: `Команда ${site.name}`,
    shareLabel: "Поделиться статьёй",
    shareEmail: "Эл. почта",
    related: "Ещё из блога",
    empty: "Пока в блоге нет статей",
    fetchFailed: "Не удалось получить статьи",
    loadListFailed: "Не удалось загрузить статьи",
    notFoundHeading: "Статья не найдена",
    notFound: "Статья не найдена",
    noSlug: "Не указан адрес статьи",
    failedHeading: "Что-то пошло не так",
    loadPostFailed: "Не удалось загрузить статью",
    imageUnavailable: "Изображение недоступно",
    postKeywords: ["логистика", "блог"],
  },
};
