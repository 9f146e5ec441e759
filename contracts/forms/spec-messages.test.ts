/**
 * The exact English every form code stands for: docs/product/product-spec.md §4, §5 and §8 (texts marked
 * "(ours)" in contracts/forms/*-messages.ts are the project's where the spec leaves them open). The API's
 * `message` and the English pages show these; a change here is a change to the spec's words.
 */
import english from "#locales/en.json";
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../i18n/catalogue";
import { careersMessages } from "./careers-messages";
import { contactMessages } from "./contact-messages";
import { newsletterMessages } from "./newsletter-messages";
import { quoteMessages } from "./quote-messages";
import { serverMessages } from "./server-messages";

const catalogue: Catalogue = english;

describe("contactMessages", () => {
  it.each([
    ["firstNameRequired", "First name is required"],
    ["firstNameInvalid", "First name must be 2-30 characters and contain only letters, spaces, hyphens, and apostrophes"],
    ["lastNameRequired", "Last name is required"],
    ["lastNameInvalid", "Last name must be 2-30 characters and contain only letters, spaces, hyphens, and apostrophes"],
    ["emailRequired", "Email is required"],
    ["emailInvalid", "Please enter a valid email address"],
    ["subjectRequired", "Subject is required"],
    ["subjectLength", "Subject must be between 3 and 100 characters"],
    ["messageRequired", "Message is required"],
    ["messageLength", "Message must be between 10 and 1000 characters"],
    ["rateLimited", "Please wait 1 minute before sending another message"],
    ["fixErrors", "Please fix the errors in the form"],
    ["success", "✅ Message sent successfully! We will get back to you soon."],
    ["failed", "❌ Failed to send message. Please try again later."],
    ["unexpected", "⚠️ There was an error sending your message. Please try again later."],
    ["tooManyRequests", "Too many messages from your network. Please try again later."],
  ] as const)("%s is %j", (code, text) => {
    expect(catalogue[contactMessages[code]]).toBe(text);
  });
});

describe("careersMessages", () => {
  it.each([
    ["nameRequired", "Name is required"],
    ["nameInvalid", "Name must be 2-50 characters and contain only letters, spaces, hyphens, and apostrophes"],
    ["emailRequired", "Email is required"],
    ["emailInvalid", "Please enter a valid email address"],
    ["phoneRequired", "Phone number is required"],
    ["phoneInvalid", "Please enter a valid phone number"],
    ["positionRequired", "Please select a position"],
    ["messageRequired", "Message is required"],
    ["messageLength", "Message must be between 10 and 1000 characters"],
    ["resumeNotPdf", "Only PDF files are allowed"],
    ["resumeTooLarge", "File size must be less than 5MB"],
    ["resumeNameTooLong", "Filename too long"],
    ["resumeBlockedType", "File type not allowed"],
    ["consentRequired", "Please agree to us keeping your resume"],
    ["rateLimited", "Please wait 1 minute before submitting another application"],
    ["fixErrors", "Please fix the errors in the form"],
    ["success", "Application submitted successfully! We will review your application and get back to you soon."],
    ["failed", "Failed to submit application. Please try again."],
    ["network", "⚠️ Network error. Please check your internet connection and try again."],
    ["unavailable", "⚠️ Service temporarily unavailable. Please try again in a few minutes."],
    ["unexpected", "⚠️ There was an error submitting your application. Please try again later."],
    ["tooManyRequests", "Too many applications from your network. Please try again later."],
    ["openingClosed", "This opening is no longer taking applications. Choose another opening or send a general application."],
  ] as const)("%s is %j", (code, text) => {
    expect(catalogue[careersMessages[code]]).toBe(text);
  });
});

describe("newsletterMessages", () => {
  it.each([
    ["emailRequired", "Please enter your email address"],
    ["emailInvalid", "Please enter a valid email address"],
    ["alreadySubscribed", "This email is already subscribed to our newsletter"],
    ["alreadySubscribedToast", "Already subscribed!"],
    ["tooManyAttempts", "Too many attempts. Please try again later."],
    ["tooManyAttemptsToast", "Rate limit exceeded!"],
    ["failed", "Failed to subscribe. Please try again."],
    ["failedToast", "Subscription failed!"],
    ["network", "Network error. Please check your connection and try again."],
    ["networkToast", "Network error!"],
    ["success", "Successfully subscribed! Check your email for confirmation."],
    ["successToast", "Successfully subscribed to newsletter!"],
    ["successToastDescription", "You'll receive updates about our latest services and news."],
    ["resent", "Successfully subscribed! Check your email for confirmation."],
    ["confirmed", "Your subscription is confirmed. Thank you for subscribing!"],
    ["alreadyConfirmed", "Your subscription was already confirmed."],
    ["confirmInvalid", "This confirmation link is invalid or has expired. Please subscribe again."],
    ["unsubscribed", "You have been unsubscribed. You will not receive any more newsletter emails."],
    ["unsubscribeInvalid", "This unsubscribe link is invalid."],
  ] as const)("%s is %j", (code, text) => {
    expect(catalogue[newsletterMessages[code]]).toBe(text);
  });
});

describe("quoteMessages", () => {
  it.each([
    ["modeRequired", "Choose a mode of transport"],
    ["directionRequired", "Choose export, import or domestic"],
    ["originRequired", "Enter where the cargo starts"],
    ["originInvalid", "Origin must be between 2 and 100 characters"],
    ["destinationRequired", "Enter where the cargo goes"],
    ["destinationInvalid", "Destination must be between 2 and 100 characters"],
    ["locodeInvalid", "A UN/LOCODE is 2 letters and 3 letters or digits, such as INNSA"],
    ["incotermRequired", "Choose an Incoterm"],
    ["readyDateRequired", "Enter the date the cargo is ready"],
    ["readyDateInvalid", "Enter the date as YYYY-MM-DD"],
    ["readyDatePast", "The cargo ready date must be today or later"],
    ["commodityRequired", "Describe the goods"],
    ["commodityInvalid", "Commodity must be between 2 and 200 characters"],
    ["hsCodeInvalid", "An HS code is 4 to 10 digits"],
    ["packagesRequired", "Add at least one package line"],
    ["packagesTooMany", "A request can list at most 200 package lines"],
    ["packageCountInvalid", "Packages must be a whole number from 1 to 10,000"],
    ["packageTypeInvalid", "Choose a package type"],
    ["dimensionInvalid", "Each dimension must be more than 0 and at most 1,500 cm"],
    ["weightInvalid", "Weight per package must be more than 0 and at most 30,000 kg"],
    ["containersRequired", "Add at least one container for a full container load"],
    ["containersTooMany", "A request can list at most 10 container lines"],
    ["containerTypeInvalid", "Choose a container type"],
    ["containerCountInvalid", "Containers must be a whole number from 1 to 100"],
    ["unNumberInvalid", "A UN number is 4 digits, such as 1203"],
    ["dgClassRequired", "Choose the dangerous goods class"],
    ["temperatureRequired", "Enter the temperature range for temperature-controlled cargo"],
    ["temperatureInvalid", "Temperatures must be between -40 and 40 °C"],
    ["temperatureOrder", "The lowest temperature must not be above the highest"],
    ["cargoValueInvalid", "Cargo value must be more than 0 and at most 10,000,000,000"],
    ["currencyRequired", "Choose the currency of the cargo value"],
    ["insuranceNeedsValue", "Enter the cargo value so we can insure it"],
    ["extrasInvalid", "Choose extras from the list, each once"],
    ["nameRequired", "Name is required"],
    ["nameInvalid", "Name must be 2-50 characters and contain only letters, spaces, hyphens, and apostrophes"],
    ["companyRequired", "Company is required"],
    ["companyInvalid", "Company must be between 2 and 100 characters"],
    ["emailRequired", "Email is required"],
    ["emailInvalid", "Please enter a valid email address"],
    ["phoneRequired", "Phone number is required"],
    ["phoneInvalid", "Please enter a valid phone number"],
    ["gstinInvalid", "Enter a valid 15-character GSTIN (its last character is a check digit)"],
    ["iecInvalid", "An IEC is 10 letters or digits"],
    ["messageInvalid", "Message must be at most 1000 characters"],
    ["idempotencyKeyInvalid", "Idempotency-Key must be 1 to 100 visible ASCII characters"],
    ["idempotencyConflict", "This Idempotency-Key was already used for a different request"],
    ["fixErrors", "Please fix the errors in the form"],
    ["tooManyRequests", "Too many quote requests from your network. Please try again later."],
    ["success", "Thank you. Your quote request is in: we will reply within 24 hours."],
    ["failed", "Your request could not be sent. Please try again."],
    ["network", "Network error. Your request is saved in this browser; please try again."],
    ["flagInvalid", "Choose yes or no"],
  ] as const)("%s is %j", (code, text) => {
    expect(catalogue[quoteMessages[code]]).toBe(text);
  });
});

describe("serverMessages", () => {
  it.each([
    ["fixErrors", "Please fix the errors in the form"],
    ["badRequest", "The request could not be read. Please try again."],
    ["unsupportedType", "Unsupported content type"],
    ["tooLarge", "The request is too large"],
    ["unreadableText", "This field contains characters that could not be read"],
  ] as const)("%s is %j", (code, text) => {
    expect(catalogue[serverMessages[code]]).toBe(text);
  });
});
