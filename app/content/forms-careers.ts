/**
 * The careers application's words (the English original; translations are the `forms` module of app/content/locales/, which
 * re-exports this). A module of its own, so a page carries only its own form's words (issue 18).
 */
import { careersMessages as contract, careersTexts } from "#contracts/forms/careers-messages";

export type CareersMessages = Record<keyof typeof contract, string>;
export const careersMessages: CareersMessages = contract;

export interface CareersFormCopy {
  formLabel: string;
  /** "{title}" is the opening's title, shown in bold. */
  applyingFor: string;
  name: string;
  email: string;
  phone: string;
  position: string;
  positionPlaceholder: string;
  positions: { internship: string; professional: string };
  message: string;
  messagePlaceholder: string;
  /** The message's length against its limit: "{count}/{max}". */
  messageCount: string;
  resume: string;
  resumeHint: string;
  removeFile: string;
  button: string;
  buttonBusy: string;
}

export const careersForm: CareersFormCopy = {
  formLabel: "Job application form",
  applyingFor: "Applying for {title}",
  name: "Full name",
  email: "Email",
  phone: "Phone number",
  position: "Position",
  positionPlaceholder: "Select a position",
  positions: { internship: careersTexts.positions.internship, professional: careersTexts.positions.professional },
  message: "Message",
  messagePlaceholder: "Tell us about yourself and the work you are looking for",
  messageCount: "{count}/{max}",
  resume: "Resume",
  resumeHint: "(optional, PDF up to 5 MB)",
  removeFile: "Remove file",
  button: careersTexts.button,
  buttonBusy: careersTexts.buttonBusy,
};
