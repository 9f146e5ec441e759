import { en, type VisitorMailCopy } from "./en";
export const mr: VisitorMailCopy = en;
