import { cva, type VariantProps } from "class-variance-authority";
import { cloneElement, isValidElement, type ComponentProps, type ReactElement, type Ref } from "react";
import { cn } from "#app/lib/cn";

export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary: "bg-primary text-primary-foreground hover:bg-primary/90",
        accent: "bg-accent text-accent-foreground hover:bg-accent/90",
        outline: "border border-input bg-card text-foreground hover:bg-muted",
        ghost: "text-foreground hover:bg-muted",
        onDark: "border border-white/70 bg-white/10 text-white backdrop-blur hover:bg-white/20",
        // On a bg-band band (the closing call to action): it follows the band's text colour.
        onPrimary: "border border-band-foreground/70 bg-transparent text-band-foreground hover:bg-band-foreground/10",
      },
      size: {
        sm: "h-9 px-3 text-sm",
        md: "h-11 px-5 text-sm",
        lg: "h-12 px-7 text-base",
        icon: "size-10",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export type ButtonProps = ComponentProps<"button"> & VariantProps<typeof buttonVariants> & { asChild?: boolean };

type Props = Record<string, unknown>;

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === "function") ref(value);
  else if (ref) ref.current = value;
}

/**
 * The button's props on its one child element instead of a <button> (what Radix's Slot did, in a few lines
 * of the shell: issue 18): the child's own props win, except that class names are joined, styles merged,
 * both event handlers run (the child's first) and both refs are set.
 */
function Slot({ children, ...slot }: Props & { children?: unknown }) {
  if (!isValidElement<Props>(children)) return null;
  const child = children.props;
  const merged: Props = { ...slot, ...child, className: cn(slot.className as string, child.className as string) };
  for (const key of Object.keys(slot)) {
    const [ours, theirs] = [slot[key], child[key]];
    if (/^on[A-Z]/.test(key) && typeof ours === "function" && typeof theirs === "function") {
      merged[key] = (...args: unknown[]) => {
        theirs(...args);
        ours(...args);
      };
    }
  }
  if (slot.style && child.style) merged.style = { ...(slot.style as object), ...(child.style as object) };
  if (slot.ref && child.ref) {
    merged.ref = (node: unknown) => {
      setRef(slot.ref as Ref<unknown>, node);
      setRef(child.ref as Ref<unknown>, node);
    };
  }
  return cloneElement(children as ReactElement<Props>, merged);
}

/** A button, or with asChild any element (a Link) that should look like one. */
export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Component = asChild ? Slot : "button";
  return <Component className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
