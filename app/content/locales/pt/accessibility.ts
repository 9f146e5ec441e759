import type * as en from "../../accessibility";
import { site } from "../../site";

export const accessibilityMeta: typeof en.accessibilityMeta = {
  title: `Declaração de acessibilidade | ${site.name}`,
  description: `Como a ${site.name} desenvolve e testa este site para o nível AA das WCAG 2.2, o que ainda não funciona como deveria e como nos informar sobre uma barreira.`,
  keywords: ["declaração de acessibilidade", "WCAG 2.2", "AA", "navegação por teclado", "leitor de tela", "logística"],
};

export const accessibilityUpdated: typeof en.accessibilityUpdated = { iso: "2026-11-24", display: "24 de novembro de 2026" };

export const accessibilityIntro: typeof en.accessibilityIntro =
  "Queremos que todos que embarcam conosco, ou que possam vir a embarcar, consigam ler este site, encontrar o que precisam e nos enviar uma mensagem, seja qual for o dispositivo, o navegador ou a tecnologia assistiva que utilizem.";

export const accessibilityTarget: typeof en.accessibilityTarget =
  "Nossa meta são as Diretrizes de Acessibilidade para Conteúdo Web (WCAG) 2.2 no nível AA, em todas as páginas públicas e no login da equipe. Onde ainda não chegamos lá, dizemos isso abaixo e tratamos o problema como um defeito a ser corrigido.";

export const accessibilityTesting: typeof en.accessibilityTesting = [
  {
    title: "Verificações automáticas em um navegador real",
    text: "Cada página pública é aberta no Chromium e analisada com o axe em busca de falhas dos níveis A e AA das WCAG, no tema claro e no tema escuro.",
  },
  {
    title: "Teclado",
    text: "Testes no navegador percorrem a navegação, o menu para celular e os formulários usando apenas o teclado, e verificam se o foco está visível e vai para onde deveria.",
  },
  {
    title: "Contraste medido a partir dos pixels",
    text: "O texto sobre fotografias é verificado contra os pixels renderizados atrás dele, em larguras de celular e de computador, nos dois temas e em árabe da direita para a esquerda, e precisa manter uma relação de 4,5:1. As bordas dos campos de formulário precisam manter 3:1.",
  },
  {
    title: "Capturas de tela e layout",
    text: "Analisamos capturas de tela das páginas com 360 e 1.440 pixels de largura nos dois temas, e um teste verifica que nenhuma página tenha rolagem horizontal com 320 pixels.",
  },
  {
    title: "Sem JavaScript e na impressão",
    text: "As páginas são entregues como HTML completo antes da execução de qualquer script (um teste as lê antes de os scripts começarem), e uma folha de estilo de impressão imprime apenas o conteúdo, em escuro sobre branco, com os endereços dos links escritos por extenso.",
  },
  {
    title: "Movimento",
    text: "O vídeo de fundo e as apresentações de slides podem ser pausados a qualquer momento e ficam parados para quem configurou o sistema para reduzir movimentos.",
  },
];

export const accessibilityLimits: typeof en.accessibilityLimits = [
  "Os artigos do blog são exibidos no idioma em que foram escritos.",
  "Fotografias e ilustrações meramente decorativas não têm descrição em texto; as que transmitem informação são descritas no texto ao lado delas.",
  "A área da equipe, protegida por login, é analisada com o axe, mas testada de forma menos completa que as páginas públicas.",
];

export const accessibilityContact: typeof en.accessibilityContact = {
  lead: "Se algo neste site impedir você de avançar ou tornar uma tarefa mais difícil do que deveria, conte para nós: em qual página, o que você estava tentando fazer e, se não se importar em compartilhar, o navegador ou a tecnologia assistiva que utiliza.",
  email: site.email,
  answer:
    "Uma pessoa lê cada mensagem; até que a barreira seja eliminada, passaremos as informações a você ou receberemos sua solicitação por e-mail ou telefone.",
};
