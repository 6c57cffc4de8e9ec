// The specification's words for the sign-in flow; screens and the auth store share them.
export const authMessages = {
  codeSent: (email: string) => `Verification code sent to ${email}`,
  loginFailedToast: "Login failed. Please try again.",
  loginFailedState: "Error Logging in",
  incompleteCode: "Please enter all 6 digits",
  userIdMissing: "User ID not found. Please login again.",
  sessionExpired: "Session expired. Please login again.",
  verified: "Email verified successfully!",
  invalidCode: "Invalid verification code",
  codeResent: "Verification code resent to your email",
  resendFailedToast: "Failed to resend verification code",
  resendFailedState: "Failed to resend code",
} as const;
