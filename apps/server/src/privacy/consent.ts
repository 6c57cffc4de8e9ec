import { type Consent, type ConsentMethod, PRIVACY_POLICY_VERSION } from "@events/contract";

/** The consent on record for a participant added now in this way, under the policy in force. */
export function consentGivenNow(method: ConsentMethod, now: Date = new Date()): Consent {
  return { policy_version: PRIVACY_POLICY_VERSION, given_at: now.toISOString(), method };
}
