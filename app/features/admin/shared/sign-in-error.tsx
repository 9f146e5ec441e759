import { AlertCircle } from "lucide-react";

/** The last failed sign-in step's message, announced (the region is always there, so the announcement is heard). */
export function SignInError({ id, message }: { id: string; message: string | null }) {
  return (
    <div role="alert" id={id}>
      {message && (
        <p className="flex items-start gap-2 rounded-md border border-destructive/60 bg-card px-3 py-2 text-sm font-medium text-destructive">
          <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {message}
        </p>
      )}
    </div>
  );
}
