import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApiData } from "#contracts/api/responses";
import type { RecoveryCodes, SecondFactorEnrolment, SecondFactorRequirement, SecondFactorStatus } from "#contracts/api/second-factor";
import { apiRequest } from "../shared/api-client";
import { authStore } from "../shared/auth-store";
import { adminKeys } from "../shared/query-keys";

/** The signed-in account's own second factor (decision 023). */
export function useSecondFactor() {
  return useQuery({
    queryKey: adminKeys.secondFactor,
    queryFn: ({ signal }) => apiRequest<ApiData<SecondFactorStatus>>("/staff/second-factor", { signal }).then((r) => r.data),
  });
}

export function useStartEnrolment() {
  return useMutation({
    mutationFn: () =>
      apiRequest<ApiData<SecondFactorEnrolment>>("/staff/second-factor/enrolment", { method: "POST", json: {} }).then((r) => r.data),
  });
}

export function useConfirmEnrolment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest<ApiData<RecoveryCodes>>("/staff/second-factor/enrolment/confirm", { method: "POST", json: { code } }).then(
        (r) => r.data.recoveryCodes,
      ),
    onSuccess: () => {
      // The rest of the staff area opens again if the set-up was all that was missing.
      authStore.secondFactorSetUp();
      return client.invalidateQueries({ queryKey: adminKeys.secondFactor });
    },
  });
}

export function useDisableSecondFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => apiRequest("/staff/second-factor/disable", { method: "POST", json: { code } }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: adminKeys.secondFactor });
      await authStore.verify();
    },
  });
}

/** Administrators: whether everyone must have a second factor. */
export function useSaveSecondFactorRequirement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (requiredForEveryone: boolean) =>
      apiRequest<ApiData<SecondFactorRequirement>>("/staff/settings/second-factor", {
        method: "PUT",
        json: { requiredForEveryone },
      }).then((r) => r.data),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: adminKeys.secondFactor });
      // The administrator's own account may now be one that must set it up.
      await authStore.verify();
    },
  });
}
