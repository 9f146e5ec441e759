import type { InputHTMLAttributes, ReactNode } from "react";
import { controlClassName, Field, leftToRightControl } from "./field";

/** What a public form's hook (use-public-form.ts) tells a field about itself, by the field's name. */
export interface FormFieldSource<N extends string> {
  fieldId: (name: N) => string;
  errorOf: (name: N) => string | undefined;
  /** The value the field was sent with when the server answered a form posted without JavaScript. */
  served: (name: N) => { defaultValue?: string };
  /** Registers the control with the form as it renders, in the form's field order (the first field in error takes the focus). */
  register: (name: N) => object;
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "className" | "defaultValue" | "id">;

/**
 * A labelled one-line input of a public form: its label, error, served value and classes in one place, so the contact
 * and careers forms declare only what differs (type, autocomplete, length). `leftToRight` for an address or number,
 * written left to right in every language (`leftToRightControl`).
 */
export function InputField<N extends string>({
  fields,
  name,
  label,
  required,
  className,
  leftToRight,
  ...input
}: { fields: FormFieldSource<N>; name: N; label: ReactNode; required?: boolean; className?: string; leftToRight?: boolean } & InputProps) {
  const error = fields.errorOf(name);
  const classes = controlClassName(!!error);
  return (
    <Field id={fields.fieldId(name)} label={label} required={required} error={error} className={className}>
      {(control) => (
        <input
          {...control}
          {...fields.register(name)}
          {...fields.served(name)}
          {...input}
          {...(leftToRight ? leftToRightControl(classes) : { className: classes })}
        />
      )}
    </Field>
  );
}
