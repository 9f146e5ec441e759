import { generate, generateSecret, generateURI, verify } from "otplib";
import QRCode from "qrcode";

/**
 * TOTP (RFC 6238) through otplib: 6 digits, 30-second steps, SHA-1 (what every authenticator app supports),
 * a 20-byte secret. A code is accepted for its own step and one step either side (clock drift, typing time),
 * and only for a step later than the last one accepted, so each code works once (decision 023).
 */
export const totpPeriodSeconds = 30;
const issuer = "Tarang Global Logistics";

export function newTotpSecret() {
  return generateSecret({ length: 20 });
}

export function totpUri(secret: string, email: string) {
  return generateURI({ issuer, label: email, secret, period: totpPeriodSeconds });
}

/** The otpauth URI as an SVG data URL: drawn here, so no third party learns the secret (and the CSP allows data: images). */
export async function qrCodeDataUrl(uri: string) {
  const svg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

export function totpStep(now: Date) {
  return Math.floor(now.getTime() / 1000 / totpPeriodSeconds);
}

/** The code of a moment: for tests, and for nothing else on the server. */
export function totpCode(secret: string, at: Date) {
  return generate({ secret, epoch: Math.floor(at.getTime() / 1000), period: totpPeriodSeconds });
}

/**
 * The time step `code` belongs to, within one step of `now` and after `afterStep`; null when it is not such a
 * code. The caller still has to claim the step atomically (two requests with one code can both get here).
 */
export async function matchTotp(secret: string, code: string, now: Date, afterStep: number | null) {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    period: totpPeriodSeconds,
    epochTolerance: totpPeriodSeconds,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  return result.valid && "timeStep" in result ? result.timeStep : null;
}
