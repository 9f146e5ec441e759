import { useId, useRef, useState, type KeyboardEvent } from "react";
import { controlClassName, type ControlProps } from "#app/components/forms/field";
import type { QuoteFormCopy } from "#app/content/forms-quote";
import type { Place } from "./places";
import { searchPlaces } from "./place-search";

/** The list arrives with the first use of any place field, once for the page. */
export function usePlaces() {
  const [places, setPlaces] = useState<readonly Place[] | null>(null);
  const load = () => {
    if (places) return;
    void import("./places").then((module) => setPlaces(module.places));
  };
  return { places, load };
}

/**
 * A place field: free text, with suggestions from the bundled list (name, country or UN/LOCODE) in an
 * ARIA 1.2 combobox. Arrow keys move through the suggestions, Enter picks one, Escape closes them;
 * picking a place also sets its code, typing again clears it.
 */
export function PlaceCombobox({
  control,
  name,
  codeName,
  value,
  code,
  invalid,
  places,
  copy,
  onFirstUse,
  onChange,
}: {
  control: ControlProps;
  /** The names of the place and of its code in the posted form. */
  name: string;
  codeName: string;
  value: string;
  code: string;
  invalid: boolean;
  places: readonly Place[] | null;
  /** The suggestions' label and kind names, in the page's language. */
  copy: Pick<QuoteFormCopy, "suggestedPlaces" | "placeKinds">;
  onFirstUse: () => void;
  onChange: (value: string, code: string) => void;
}) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const options = places && open ? searchPlaces(places, code && value ? "" : value) : [];
  const shown = open && options.length > 0;

  const pick = (place: Place) => {
    onChange(place.name, place.code);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      onFirstUse();
      if (!open) {
        setOpen(true);
        setActive(0);
        return;
      }
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => (options.length === 0 ? -1 : (current + step + options.length) % options.length));
    } else if (event.key === "Enter" && shown && active >= 0) {
      event.preventDefault();
      pick(options[active]);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="relative">
      <input
        {...control}
        ref={input}
        name={name}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
        value={value}
        onFocus={onFirstUse}
        onChange={(event) => {
          onFirstUse();
          onChange(event.target.value, "");
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
        }}
        // The code badge sits in the field's end padding, so a long name stops before it (issue 28).
        className={controlClassName(invalid, code ? "pe-16" : undefined)}
      />
      <input type="hidden" name={codeName} value={code} />
      {code && (
        <span className="pointer-events-none absolute inset-y-0 end-3 flex items-center font-mono text-xs text-muted-foreground">
          {code}
        </span>
      )}
      <ul
        id={listId}
        role="listbox"
        aria-label={copy.suggestedPlaces}
        hidden={!shown}
        className="absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-md border border-border bg-card py-1 text-card-foreground shadow-lg"
      >
        {options.map((place, index) => (
          <li
            key={place.code}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // mousedown, not click: the input's blur would close the list first.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(place);
              input.current?.focus();
            }}
            className={`flex cursor-pointer items-baseline justify-between gap-3 px-3 py-2 text-sm ${index === active ? "bg-secondary text-secondary-foreground" : ""}`}
          >
            <span>
              {place.name}, {place.country}
              <span className="ms-2 text-xs text-muted-foreground">{place.kinds.map((kind) => copy.placeKinds[kind]).join(" · ")}</span>
            </span>
            <span className="font-mono text-xs">{place.code}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
