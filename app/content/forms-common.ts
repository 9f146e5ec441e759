/**
 * What every form says around its fields, and the server's answers shared by all forms (the English original; translations are the `forms` module of app/content/locales/, which
 * re-exports this). A module of its own, so a page carries only its own form's words (issue 18).
 */
import { serverMessages as serverContract } from "#contracts/forms/server-messages";

export type ServerMessages = Record<keyof typeof serverContract, string>;
export const serverMessages: ServerMessages = serverContract;

/** What every form says around its fields. */
export interface CommonFormCopy {
  /** "{mark}" is the red asterisk; the screen reader hears `requiredMarkSpoken` in its place. */
  requiredNote: string;
  requiredMarkSpoken: string;
  /** The label of the field only bots see (hidden from people and assistive technology). */
  honeypotLabel: string;
}

export const commonForm: CommonFormCopy = {
  requiredNote: "Fields marked {mark} are required.",
  requiredMarkSpoken: "with an asterisk",
  honeypotLabel: "Leave this field empty",
};
