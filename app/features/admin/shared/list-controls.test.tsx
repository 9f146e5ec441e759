import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { FilterSelect, Pagination, ResultCount, SearchField } from "./list-controls";

describe("the staff list controls", () => {
  it("search reports the trimmed text once typing pauses, not on every key", async () => {
    const user = userEvent.setup({ delay: null });
    const onSearch = vi.fn();
    render(<SearchField value="" onSearch={onSearch} label="Search by email" />);
    await user.type(screen.getByRole("searchbox", { name: "Search by email" }), "  asha ");
    expect(onSearch).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(onSearch).toHaveBeenCalledWith("asha"));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it("search follows a value changed from elsewhere (the back button)", () => {
    const { rerender } = render(<SearchField value="asha" onSearch={() => {}} />);
    rerender(<SearchField value="ravi" onSearch={() => {}} />);
    expect(screen.getByRole("searchbox", { name: "Search" })).toHaveValue("ravi");
  });

  it("a filter offers 'all' and each option by its label, and reports the choice", async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    render(
      <FilterSelect
        label="State"
        value={undefined}
        options={["true", "false"]}
        optionLabels={{ true: "Published", false: "Draft" }}
        onChange={onChange}
        allLabel="All posts"
      />,
    );
    const select = screen.getByRole("combobox", { name: "State" });
    expect([...(select as HTMLSelectElement).options].map((option) => option.text)).toEqual(["All posts", "Published", "Draft"]);
    await user.selectOptions(select, "Draft");
    expect(onChange).toHaveBeenCalledWith("false");
  });

  it.each([
    [1, "1 application"],
    [12, "12 applications"],
    [1234, "1,234 applications"],
  ])("counts %i results as '%s'", (total, text) => {
    render(<ResultCount total={total} noun={["application", "applications"]} />);
    expect(screen.getByRole("status")).toHaveTextContent(text);
  });

  it("says the count is updating while the next rows load", () => {
    render(<ResultCount total={3} noun={["post", "posts"]} fetching />);
    expect(screen.getByRole("status")).toHaveTextContent("3 posts · updating…");
  });

  it("pages: none for a single page; Previous disabled on the first, Next moves on", async () => {
    const user = userEvent.setup({ delay: null });
    const onPage = vi.fn();
    const { rerender } = render(<Pagination label="Post pages" paging={{ page: 1, pages: 1, total: 3, limit: 20 }} onPage={onPage} />);
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
    rerender(<Pagination label="Post pages" paging={{ page: 1, pages: 3, total: 45, limit: 20 }} onPage={onPage} />);
    const pages = screen.getByRole("navigation", { name: "Post pages" });
    expect(pages).toHaveTextContent("Page 1 of 3");
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(onPage).toHaveBeenCalledWith(2);
    rerender(<Pagination label="Post pages" paging={{ page: 3, pages: 3, total: 45, limit: 20 }} onPage={onPage} />);
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
  });
});
