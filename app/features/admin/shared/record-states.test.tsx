import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { RecordStates } from "./record-states";

const back = { to: "/admin/quotes", label: "All quotes" };

function renderStates(id: number, query: { error: unknown; isPending: boolean }, title?: string) {
  const refetch = vi.fn();
  const element = <RecordStates id={id} noun="quote request" back={back} query={{ ...query, refetch }} title={title} />;
  render(<RouterProvider router={createMemoryRouter([{ path: "/", element }])} />);
  return refetch;
}

describe("a record page's states before its record", () => {
  it.each([0, -3, 1.5, Number.NaN])("calls id %s not found, whatever its query says", (id) => {
    renderStates(id, { error: null, isPending: true });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Quote request not found");
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("says the record is loading", () => {
    renderStates(7, { error: null, isPending: true });
    expect(screen.getByRole("status")).toHaveTextContent("Loading the quote request…");
  });

  it.each([
    [undefined, "Quote request"],
    ["Edit quote request", "Edit quote request"],
  ])("shows a failure under the header (title %s) with a way to try again", async (title, heading) => {
    const refetch = renderStates(7, { error: new Error("The server is unavailable."), isPending: false }, title);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(heading);
    expect(screen.getByRole("alert")).toHaveTextContent("The server is unavailable.");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(refetch).toHaveBeenCalledOnce();
  });
});
