import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApiData, ApiMessage } from "#contracts/api/responses";
import type { InviteRequest, PendingInvitation, StaffAccount, StaffAccounts, StaffAccountUpdate } from "#contracts/api/staff-accounts";
import { apiRequest } from "../shared/api-client";
import { adminKeys } from "../shared/query-keys";

/** Every staff account and the invitations not used yet (administrators only). */
export function useStaffAccounts() {
  return useQuery({
    queryKey: adminKeys.staffAccounts,
    queryFn: ({ signal }) => apiRequest<ApiData<StaffAccounts>>("/staff/accounts", { signal }).then((r) => r.data),
  });
}

export function useInviteStaff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (invite: InviteRequest) =>
      apiRequest<ApiData<PendingInvitation>>("/staff/accounts/invitations", { method: "POST", json: invite }).then((r) => r.data),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.staffAccounts }),
  });
}

export function useUpdateStaffAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: StaffAccountUpdate }) =>
      apiRequest<ApiData<StaffAccount>>(`/staff/accounts/${id}`, { method: "PATCH", json: change }).then((r) => r.data),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.staffAccounts }),
  });
}

/** Withdraws a pending invitation: its link stops working (issue 28). */
export function useRevokeInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<ApiMessage>(`/staff/accounts/invitations/${id}`, { method: "DELETE" }),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.staffAccounts }),
  });
}

/** Sends a pending invitation again with a new link; the old link stops working (issue 28). */
export function useResendInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<ApiData<PendingInvitation>>(`/staff/accounts/invitations/${id}/resend`, { method: "POST" }).then((r) => r.data),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.staffAccounts }),
  });
}
