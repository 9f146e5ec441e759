import { act, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { useListParams } from "./use-list-params";

type Update = ReturnType<typeof useListParams<"position" | "status">>["update"];

/** A list screen whose loader takes a while, as the staff lists' data does: a second change arrives mid-navigation. */
function renderList() {
  const handle: { update?: Update } = {};
  function List() {
    const { update } = useListParams({ position: ["internship", "professional"], status: ["new", "reviewed"] });
    handle.update = update;
    return <output>{useLocation().search}</output>;
  }
  const router = createMemoryRouter(
    [{ path: "/admin/applications", element: <List />, loader: () => new Promise((resolve) => setTimeout(() => resolve(null), 30)) }],
    { initialEntries: ["/admin/applications"] },
  );
  render(<RouterProvider router={router} />);
  return { handle, router };
}

describe("a staff list's filters in the URL", () => {
  it("keeps both of two filters chosen before the first one's rows have loaded", async () => {
    const { handle, router } = renderList();
    await screen.findByRole("status");
    act(() => {
      handle.update!({ position: "internship" });
      handle.update!({ status: "new" });
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(router.state.location.search).toBe("?position=internship&status=new");
  });

  it("a filter chosen after the URL changed elsewhere (back) starts from that URL", async () => {
    const { handle, router } = renderList();
    await screen.findByRole("status");
    await act(() => router.navigate("/admin/applications?position=professional&page=3"));
    act(() => handle.update!({ status: "reviewed" }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(router.state.location.search).toBe("?position=professional&status=reviewed");
  });
});
