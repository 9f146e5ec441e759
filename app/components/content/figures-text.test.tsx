import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FiguresText } from "./figures-text";

function laidOut(text: string) {
  const { container } = render(
    <p>
      <FiguresText text={text} />
    </p>,
  );
  const paragraph = container.querySelector("p")!;
  return {
    text: paragraph.textContent,
    isolated: [...paragraph.querySelectorAll("span[dir=ltr]")].map((span) => span.textContent),
    together: [...paragraph.querySelectorAll("span.whitespace-nowrap")].map((span) => span.textContent),
  };
}

// Issue 28: "(m³ = 166.67 kg 1)" in Arabic, and "kg CO₂" alone on a line.
describe("FiguresText", () => {
  it.each([
    ["جوي 1:6000 (1 m³ = 166.67 kg)", { isolated: ["1:6000 (1 m³ = 166.67 kg)"], together: ["1 m³", "166.67 kg"] }],
    ["LCL 1 m³ = 1,000 kg", { isolated: ["1 m³ = 1,000 kg"], together: ["1 m³", "1,000 kg"] }],
    // A bracket the formula did not open stays outside it.
    ["(1 m³ = 333 kg)", { isolated: ["(1 m³ = 333 kg)"], together: ["1 m³", "333 kg"] }],
    ["航空 1:6000（1 m³ = 166.67 kg）", { isolated: ["1:6000", "1 m³ = 166.67 kg"], together: ["1 m³", "166.67 kg"] }],
    ["الانبعاثات التقديرية: 1,234.56 kg CO₂", { isolated: [], together: ["1,234.56 kg CO₂"] }],
    ["अनुमानित उत्सर्जन: १,२३४.५६ kg CO₂", { isolated: [], together: ["१,२३४.५६ kg CO₂"] }],
    ["Émissions estimées : 1\u202f234,56 kg CO₂", { isolated: [], together: ["1\u202f234,56 kg CO₂"] }],
    [
      "1,234 km great-circle distance × 0.300 t × 0.6 kg CO₂ per tonne-km (air)",
      { isolated: [], together: ["1,234 km", "0.300 t", "0.6 kg CO₂"] },
    ],
    ["Factors: air 0.6, road 0.15, sea 0.02 kg CO₂ per tonne-km", { isolated: [], together: ["0.02 kg CO₂"] }],
    ["No figures here, and a question=answer", { isolated: [], together: [] }],
  ])("%j", (text, expected) => {
    expect(laidOut(text)).toEqual({ text, ...expected });
  });
});
