import { en, type VisitorMailCopy } from "./en";
export const ar: VisitorMailCopy = en;
