import type { MessageResponse, ResendOtpRequest } from "@events/contract";
import { apiClient } from "@/lib/api-client";

export function resendOtp(request: ResendOtpRequest): Promise<MessageResponse | undefined> {
  return apiClient.post<MessageResponse | undefined>("/api/auth/resend-otp", request);
}
