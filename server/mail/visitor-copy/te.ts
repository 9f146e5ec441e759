import { en, type VisitorMailCopy } from "./en";
export const te: VisitorMailCopy = en;
