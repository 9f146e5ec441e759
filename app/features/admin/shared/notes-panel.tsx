import { useId, useState, type FormEvent } from "react";
import { Button } from "#app/components/ui/button";
import { notify } from "#app/lib/notify";
import { noteLimits, type StaffNote } from "#contracts/api/notes";
import { formatDateTime } from "./format";
import { fieldErrorClass, hintClass, inputClass, labelClass } from "./field-styles";

/** What adds a note: a mutation of features/admin/api. */
export interface NoteAdder {
  mutateAsync: (body: string) => Promise<unknown>;
  isPending: boolean;
}

/** Internal notes of a record: read by staff only, oldest first, added one at a time with author and time. */
export function NotesPanel({ notes, add }: { notes: StaffNote[]; add: NoteAdder }) {
  const id = useId();
  const [body, setBody] = useState("");
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = body.trim();
    if (!text) return setError("Write a note first");
    setError(null);
    try {
      await add.mutateAsync(text);
      setBody("");
      void notify("success", "Note added");
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : "The note could not be saved.");
    }
  };

  return (
    <div>
      {notes.length === 0 ? (
        <p className="mb-4 text-sm text-muted-foreground">No notes yet.</p>
      ) : (
        <ol className="mb-5 grid gap-3" aria-label="Notes">
          {notes.map((note) => (
            <li key={note.id} className="rounded-md border border-border bg-background p-3">
              <p className="text-sm break-words whitespace-pre-wrap">{note.body}</p>
              <p className="mt-2 text-xs text-muted-foreground">
                {note.fromBuyer ? (
                  <span className="font-semibold text-foreground">The customer asked, through the quote&apos;s link</span>
                ) : (
                  note.author?.name || note.author?.email || "A former staff member"
                )}{" "}
                · {formatDateTime(note.createdAt)}
              </p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={submit} noValidate>
        <label htmlFor={`${id}-note`} className={labelClass}>
          Add a note
        </label>
        <textarea
          id={`${id}-note`}
          rows={3}
          value={body}
          maxLength={noteLimits.maxLength}
          onChange={(event) => {
            setBody(event.target.value);
            if (error) setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-count${error ? ` ${id}-error` : ""}`}
          className={inputClass}
        />
        <p id={`${id}-count`} className={hintClass}>
          {body.length}/{noteLimits.maxLength} · visible to staff only
        </p>
        {error && (
          <p id={`${id}-error`} role="alert" className={fieldErrorClass}>
            {error}
          </p>
        )}
        <Button type="submit" size="sm" className="mt-3" disabled={add.isPending}>
          {add.isPending ? "Adding…" : "Add note"}
        </Button>
      </form>
    </div>
  );
}
