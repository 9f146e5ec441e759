import { en, type VisitorMailCopy } from "./en";
export const fr: VisitorMailCopy = en;
