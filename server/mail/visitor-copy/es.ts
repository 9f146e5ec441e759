import { en, type VisitorMailCopy } from "./en";
export const es: VisitorMailCopy = en;
