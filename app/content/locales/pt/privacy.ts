import type * as en from "../../privacy";
import { applicationRetentionMonths } from "../../form-notices";
import { site } from "../../site";

export const privacyMeta: typeof en.privacyMeta = {
  title: `Aviso de privacidade | ${site.name}`,
  description: `O que a ${site.name} coleta por meio dos formulários deste site, por que, por quanto tempo guarda os dados e como retirar o consentimento nos termos da Lei DPDP de 2023 da Índia.`,
  keywords: ["aviso de privacidade", "Lei DPDP 2023", "encarregado de reclamações", "proteção de dados", "logística", "Navi Mumbai"],
};

export const privacyHero: typeof en.privacyHero = {
  title: "Aviso de privacidade",
  lead: "O que coletamos por meio deste site, por que, por quanto tempo guardamos e como retirar seu consentimento.",
};

export const privacyUpdated: typeof en.privacyUpdated = { iso: "2026-11-22", display: "22 de novembro de 2026" };

export const privacyIntro: typeof en.privacyIntro = [
  `A ${site.name} (“nós”) é a Fiduciária de Dados (Data Fiduciary) dos dados pessoais que você nos fornece por meio deste site, nos termos da Lei de Proteção de Dados Pessoais Digitais de 2023 da Índia (Digital Personal Data Protection Act, ou Lei DPDP). Coletamos apenas o que cada formulário exige, usamos os dados somente para a finalidade indicada ao lado do formulário e nunca os vendemos nem os usamos para publicidade.`,
  "Este site não define cookies de publicidade nem de análise e não carrega nada de servidores de terceiros. Seu navegador guarda em seu próprio armazenamento o tema, o idioma e o horário do seu último envio de formulário (para a nossa regra de uma mensagem por minuto); essas informações ficam no seu dispositivo.",
];

export const formRecords: typeof en.formRecords = [
  {
    id: "newsletter",
    form: "Inscrição na newsletter",
    where: "o formulário da newsletter no rodapé das nossas páginas",
    collected: [
      "Seu endereço de e-mail",
      "Quando você se inscreveu e confirmou a inscrição, e o endereço de rede (IP) utilizado, como registro do seu consentimento",
    ],
    purpose:
      "Enviar nossa newsletter: novidades do comércio exterior, mudanças aduaneiras e dicas de embarque, cerca de uma vez por mês. Nada é enviado até que você confirme seu endereço pelo link que enviamos por e-mail (dupla confirmação).",
    retention:
      "Até você cancelar a inscrição. Depois disso, guardamos apenas o endereço e a data do cancelamento, para nunca mais enviar e-mails a você por engano; se você pedir, excluímos isso também.",
  },
  {
    id: "contact",
    form: "Formulário de contato",
    where: "a página Contato",
    collected: [
      "Seu nome e sobrenome",
      "Seu endereço de e-mail",
      "O assunto e a mensagem que você escreve",
      "O endereço de rede (IP) utilizado, para evitar abusos",
    ],
    purpose: "Responder à sua consulta e manter um registro da nossa correspondência com você.",
    retention: "Pelo tempo necessário para responder e dar seguimento à sua consulta. Peça a qualquer momento e nós os excluímos.",
  },
  {
    id: "careers",
    form: "Candidatura a vaga",
    where: "a página Carreiras",
    collected: [
      "Seu nome, endereço de e-mail e número de telefone",
      "A vaga para a qual você se candidata e sua mensagem",
      "Seu currículo, se você anexar um (somente com seu consentimento explícito para guardá-lo)",
      "Quando você deu esse consentimento e o endereço de rede (IP) utilizado",
    ],
    purpose:
      "Avaliar sua candidatura, entrar em contato com você sobre ela e considerar você para vagas adequadas durante o período de retenção.",
    retention: `${applicationRetentionMonths} meses a partir da data da candidatura (nosso prazo padrão); depois disso, os dados são excluídos automaticamente, inclusive o currículo. Se você retirar seu consentimento antes, nós os excluímos mais cedo.`,
  },
];

export const storage: typeof en.storage = {
  heading: "Onde seus dados são guardados",
  paragraphs: [
    "Tudo o que você envia por estes formulários é armazenado em nosso próprio banco de dados, em servidores que operamos, no mesmo ambiente seguro deste site. Os currículos são armazenados junto com a candidatura, nunca em uma pasta pública, e somente membros autorizados da nossa equipe podem abri-los.",
    "Usamos um serviço de e-mail para enviar a você os e-mails de confirmação e da newsletter e para avisar nossa equipe de que chegou uma mensagem ou candidatura; esse serviço trata seu endereço de e-mail em nosso nome e para nenhuma outra finalidade.",
    "O acesso a esses dados é restrito aos membros da equipe que precisam deles para responder a você ou avaliar sua candidatura.",
  ],
};

export const rights: typeof en.rights = {
  heading: "Seus direitos segundo a Lei DPDP",
  items: [
    "Perguntar quais dados pessoais mantemos sobre você e como os utilizamos.",
    "Pedir que os corrijamos, completemos ou atualizemos.",
    "Pedir que os excluamos e retirar qualquer consentimento dado, a qualquer momento.",
    "Indicar alguém para exercer esses direitos em seu nome, caso você não possa.",
    "Apresentar uma reclamação à nossa Encarregada de Reclamações e, se a resposta não for satisfatória, recorrer ao Conselho de Proteção de Dados da Índia (Data Protection Board of India).",
  ],
  howToAsk: {
    heading: "Como pedir para ver, corrigir ou apagar seus dados",
    paragraphs: [
      `Envie um e-mail para ${site.email} a partir do endereço que você usou conosco e diga se deseja ver, corrigir ou apagar seus dados. Localizamos tudo o que está guardado sob esse endereço: candidaturas a vagas (com seu currículo), mensagens de contato, pedidos de cotação, sua inscrição na newsletter e qualquer e-mail para você que ainda não tenha sido enviado.`,
      "Para ver seus dados, enviamos a você um único arquivo (JSON, legível em qualquer editor de texto) com todos eles. Para corrigi-los, informe o nome, o endereço de e-mail ou o número de telefone corretos, e nós os alteramos em todos os registros. Para apagá-los, excluímos todos os registros sob esse endereço, inclusive o currículo e os e-mails não enviados; guardamos apenas uma anotação de que houve uma exclusão, quando ocorreu e quantos registros foram removidos, nunca os seus dados.",
      "Respondemos para o endereço sob o qual os dados estão guardados, para que ninguém mais possa solicitar seus dados.",
    ],
  },
};

export const withdraw: typeof en.withdraw = {
  heading: "Como retirar seu consentimento",
  items: [
    {
      title: "Nossa newsletter",
      text: "Todo e-mail da newsletter traz um link de cancelamento; um clique interrompe todos os envios seguintes.",
    },
    {
      title: "Mensagens de contato e candidaturas",
      text: `Envie um e-mail para ${site.grievanceOfficer.email} a partir do endereço que você usou e peça que excluamos seus dados. Nós os excluímos, inclusive o currículo, e confirmamos por e-mail quando isso for feito.`,
    },
  ],
  note: "Retirar o consentimento é tão fácil quanto concedê-lo e não afeta o que fizemos com seus dados antes da retirada.",
};

export const grievance: typeof en.grievance = {
  heading: "Encarregada de reclamações",
  text: "Se você tiver uma dúvida ou reclamação sobre como tratamos seus dados pessoais, escreva para nossa Encarregada de Reclamações. Confirmamos o recebimento de cada solicitação e respondemos assim que possível.",
  officer: { name: site.grievanceOfficer.name, title: "Encarregada de Reclamações", email: site.grievanceOfficer.email },
};

export const privacyCta: typeof en.privacyCta = {
  heading: "Dúvidas sobre seus dados?",
  text: `Escreva para ${site.grievanceOfficer.email} ou envie uma mensagem, e um especialista responderá em até 24 horas.`,
  label: "Fale conosco",
};
