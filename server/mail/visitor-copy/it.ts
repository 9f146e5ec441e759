import { en, type VisitorMailCopy } from "./en";
export const it: VisitorMailCopy = en;
