import { en, type VisitorMailCopy } from "./en";
export const de: VisitorMailCopy = en;
