import type { ReactNode } from "react";
import { LeftToRight } from "./left-to-right";

/**
 * A figure and its unit: "166.67 kg", "1,234.56 kg CO₂", "2 t", "1 m³", and "kg CO₂" on its own. Figures are in
 * any script's digits (Marathi writes १,२३४.५) and grouped with commas, dots, Arabic separators or (French) narrow
 * no-break spaces.
 */
const MEASURE =
  /(?:\p{Nd}[\p{Nd}.,\u00a0\u202f\u066b\u066c]*\s)?kg\sCO₂|\p{Nd}[\p{Nd}.,\u00a0\u202f\u066b\u066c]*\s(?:km|kg|m³|t)(?![\p{L}\p{N}])/gu;
/** A formula: from a figure, through a ratio or an equation, to a figure, unit or closing bracket. */
const FORMULA = /\d[0-9A-Za-z .,:=()³₂×\u00a0\u202f]*[:=][0-9A-Za-z .,:=()³₂×\u00a0\u202f]*[0-9A-Za-z³₂)]/g;

const count = (text: string, character: string) => text.split(character).length - 1;

/** `text` with each figure and its unit kept on one line. */
function withMeasures(text: string, key: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let at = 0;
  for (const match of text.matchAll(MEASURE)) {
    nodes.push(text.slice(at, match.index));
    nodes.push(
      <span key={`${key}-${match.index}`} className="whitespace-nowrap">
        {match[0]}
      </span>,
    );
    at = match.index + match[0].length;
  }
  nodes.push(text.slice(at));
  return nodes.filter((node) => node !== "");
}

/**
 * Copy with figures in it, laid out for every script (issue 28). A figure stays on the line of its unit, so
 * "kg CO₂" never wraps alone onto a line; a formula ("1:6000 (1 m³ = 166.67 kg)") is isolated left to right,
 * so the Arabic sentence around it cannot reorder it into "(m³ = 166.67 kg 1)". The words are the copy's own:
 * only elements are added around them, and the text reads the same.
 */
export function FiguresText({ text }: { text: string }) {
  const nodes: ReactNode[] = [];
  let at = 0;
  for (const match of text.matchAll(FORMULA)) {
    let start = match.index;
    let formula = match[0];
    // A bracket closes inside the formula only if it opened there: take in the one just before, or leave it out.
    if (count(formula, ")") > count(formula, "(")) {
      if (text[start - 1] === "(" && start - 1 >= at) {
        start -= 1;
        formula = `(${formula}`;
      } else formula = formula.replace(/\)+$/, "");
    }
    nodes.push(...withMeasures(text.slice(at, start), `t${at}`));
    nodes.push(
      <LeftToRight key={`f${start}`} wrap>
        {withMeasures(formula, `f${start}`)}
      </LeftToRight>,
    );
    at = start + formula.length;
  }
  nodes.push(...withMeasures(text.slice(at), `t${at}`));
  return <>{nodes}</>;
}
