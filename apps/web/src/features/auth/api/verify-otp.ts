import type { UserResponse, VerifyOtpRequest } from "@events/contract";
import { apiClient } from "@/lib/api-client";

export function verifyOtp(request: VerifyOtpRequest): Promise<UserResponse> {
  return apiClient.post<UserResponse>("/api/auth/verify-otp", request);
}
