import { en, type VisitorMailCopy } from "./en";
export const pt: VisitorMailCopy = en;
